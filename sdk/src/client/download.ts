// Reading a file answer: the Blob, its file name from Content-Disposition, or the envelope some backends send instead.
import { envelopeOrThrow } from '../errors/map-error.js';
import { parseBody } from '../errors/envelope.js';
import type { SendResult } from './transport.js';

export interface DownloadResult {
  blob: Blob;
  /** From Content-Disposition (RFC 6266 `filename*` first); null when the server named none. */
  filename: string | null;
  contentType: string;
  /** Set when the server answered with a JSON envelope instead of a file (e.g. the path of a stored export). */
  result?: unknown;
  /** `X-Request-Id` of the answer. */
  requestId: string | null;
  headers: Headers;
}

/** The file name of a Content-Disposition header value. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
  try {
    // JeecgBoot URL-encodes the plain parameter too (中文 names).
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export async function toDownloadResult(sent: SendResult): Promise<DownloadResult> {
  const contentType = sent.headers.get('content-type') ?? '';
  const blob = sent.data instanceof Blob ? sent.data : new Blob(sent.data === undefined ? [] : [sent.data]);
  const meta = { requestId: sent.requestId, headers: sent.headers };
  if (/^application\/(.+\+)?json/i.test(contentType)) {
    const envelope = envelopeOrThrow(await parseBody(blob), sent.status, sent.requestId, sent.headers);
    return { blob, filename: null, contentType, result: envelope.result, ...meta };
  }
  const filename = filenameFromDisposition(sent.headers.get('content-disposition'));
  return { blob, filename, contentType, ...meta };
}
