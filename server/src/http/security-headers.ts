// Security headers on every answer (API, console, errors, refusals): a Content-Security-Policy the console runs
// and the API reference (/docs) run under, no framing, no referrer leaving the site, no MIME sniffing.
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
  // Radix's scroll lock and toasts, and the API reference's stylesheet, insert <style> elements.
  "style-src 'self' 'unsafe-inline'",
  // Scripts only from files this server serves: no inline script, no eval (the API reference included).
  "script-src 'self'",
];

export const CSP = COMMON.join('; ');

/** The headers every answer carries (also written by hand on answers Fastify never sees, e.g. 431). */
export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': CSP,
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

const HEADERS = securityHeaders();

/** With the request id: one synchronous hook, no promise per request. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(HEADERS);
    reply.header('X-Request-Id', request.id);
    done();
  });
}
