// Security headers on every answer (API, console, errors, refusals): a Content-Security-Policy the console runs
// under, no framing, no referrer leaving the site, no MIME sniffing. /docs (Scalar) needs its inline start-up script.
import type { FastifyInstance } from 'fastify';

const COMMON = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  // The console frames its own pages (接口文档 shows /docs in an iframe); nobody else may frame any.
  "frame-ancestors 'self'",
  "form-action 'self'",
  "img-src 'self' data: blob:",
  // Uploaded videos play from object URLs read through the session.
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // Radix's scroll lock and toasts insert <style> elements.
  "style-src 'self' 'unsafe-inline'",
];

export const CONSOLE_CSP = [...COMMON, "script-src 'self'"].join('; ');
export const DOCS_CSP = [...COMMON, "script-src 'self' 'unsafe-inline'", "worker-src 'self' blob:"].join(
  '; ',
);

/** The headers an answer to `url` carries (also written by hand on answers Fastify never sees, e.g. 431). */
export function securityHeaders(url: string): Record<string, string> {
  return {
    'Content-Security-Policy': url.startsWith('/docs') ? DOCS_CSP : CONSOLE_CSP,
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

const CONSOLE_HEADERS = securityHeaders('/');
const DOCS_HEADERS = securityHeaders('/docs');

/** With the request id: one synchronous hook, no promise per request. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/docs') ? DOCS_HEADERS : CONSOLE_HEADERS);
    reply.header('X-Request-Id', request.id);
    done();
  });
}
