// Builds multipart/form-data bodies by hand so inject and fetch send exactly the same bytes.
import { randomBytes } from 'node:crypto';

export interface Part {
  name: string;
  value: string | { filename: string; contentType: string; data: Buffer };
}

export function multipartBody(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----clinic${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof part.value === 'string') {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.value.filename}"\r\n` +
            `Content-Type: ${part.value.contentType}\r\n\r\n`,
        ),
        part.value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A real 1×1 PNG: uploads are checked by magic bytes, not by name. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
