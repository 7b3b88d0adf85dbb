// Requests refused before routing (oversized headers, malformed HTTP) still get the envelope the document describes,
// and the security headers every other answer carries.
import type { Socket } from 'node:net';
import { failure } from './envelope.js';
import { securityHeaders } from './security-headers.js';

/** Node's parser code for headers over `maxHeaderSize`. */
const HEADER_OVERFLOW = 'HPE_HEADER_OVERFLOW';

/**
 * Request line plus headers: the contract lets query strings reach 20,000 characters (ids of a batch delete,
 * advanced queries), which percent-encoded Chinese makes up to 9 bytes each; Node's 16 KiB default refused them.
 */
export const MAX_HEADER_BYTES = 256 * 1024;

/** Fastify's `clientErrorHandler`: 431 for oversized headers, 400 for anything else the parser refused. */
export function answerClientError(error: Error & { code?: string }, socket: Socket, now: number): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === HEADER_OVERFLOW
      ? [431, 'Request Header Fields Too Large', '请求头过大']
      : [400, 'Bad Request', '请求不合法'];
  const body = JSON.stringify(failure(status, message, now));
  const extra = Object.entries(securityHeaders())
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n${extra}Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
