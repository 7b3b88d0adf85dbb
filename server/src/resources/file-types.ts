// The upload allowlist: extension → content type and the magic bytes the file must start with.
export interface FileType {
  contentType: string;
  /** accepted leading byte sequences (any); empty for plain-text types checked differently */
  magic: number[][];
  text?: boolean;
}

const ZIP = [[0x50, 0x4b, 0x03, 0x04]];
const OLE = [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]];

export const FILE_TYPES: Record<string, FileType> = {
  jpg: { contentType: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]] },
  jpeg: { contentType: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]] },
  png: { contentType: 'image/png', magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  gif: { contentType: 'image/gif', magic: [[0x47, 0x49, 0x46, 0x38]] },
  bmp: { contentType: 'image/bmp', magic: [[0x42, 0x4d]] },
  webp: { contentType: 'image/webp', magic: [[0x52, 0x49, 0x46, 0x46]] },
  pdf: { contentType: 'application/pdf', magic: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
  doc: { contentType: 'application/msword', magic: OLE },
  xls: { contentType: 'application/vnd.ms-excel', magic: OLE },
  ppt: { contentType: 'application/vnd.ms-powerpoint', magic: OLE },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: ZIP,
  },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: ZIP },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    magic: ZIP,
  },
  zip: { contentType: 'application/zip', magic: ZIP },
  txt: { contentType: 'text/plain; charset=utf-8', magic: [], text: true },
  csv: { contentType: 'text/csv; charset=utf-8', magic: [], text: true },
  mp4: { contentType: 'video/mp4', magic: [] },
  webm: { contentType: 'video/webm', magic: [[0x1a, 0x45, 0xdf, 0xa3]] },
};

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]{1,8})$/.exec(name);
  return m ? m[1]!.toLowerCase() : '';
}

/** True when the bytes look like the extension claims (mp4: `ftyp` at offset 4; text: valid UTF-8 without NUL). */
export function bytesMatch(ext: string, data: Buffer): boolean {
  const t = FILE_TYPES[ext];
  if (!t) return false;
  if (ext === 'mp4') return data.subarray(4, 8).toString('latin1') === 'ftyp';
  if (t.text) {
    if (data.includes(0)) return false;
    return Buffer.from(data.toString('utf8'), 'utf8').equals(data);
  }
  return t.magic.some((m) => m.every((b, i) => data[i] === b));
}
