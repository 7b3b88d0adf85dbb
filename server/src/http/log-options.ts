// Structured (JSON line) logging without secrets: query parameters that carry tokens, tickets or passwords are masked
// in every logged URL, and the headers that carry them are censored should anything log headers.
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS =
  /([?&](?:token|ticket|x-access-token|access_token|accesstoken|password|thirdtoken|sign)=)[^&#]*/gi;

export function maskUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1***');
}

export const REDACTED_PATHS = [
  'req.headers["x-access-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-sign"]',
  'req.headers["sec-websocket-protocol"]',
  'res.headers["set-cookie"]',
  'headers["x-access-token"]',
  'headers.authorization',
  'headers.cookie',
];

export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '***' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
