// Requests refused before routing (oversized headers, malformed HTTP) still get the envelope the document describes.
import type { Socket } from 'node:net';
import { failure } from './envelope.js';

/** Node's parser code for headers over `maxHeaderSize` (16 KiB by default). */
const HEADER_OVERFLOW = 'HPE_HEADER_OVERFLOW';

/** Fastify's `clientErrorHandler`: 431 for oversized headers, 400 for anything else the parser refused. */
export function answerClientError(error: Error & { code?: string }, socket: Socket, now: number): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === HEADER_OVERFLOW
      ? [431, 'Request Header Fields Too Large', '请求头过大']
      : [400, 'Bad Request', '请求不合法'];
  const body = JSON.stringify(failure(status, message, now));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
