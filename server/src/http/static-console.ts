// Serves the built console at `/` with SPA fallback: precompressed files (brotli, gzip), a year of immutable caching for
// content-hashed assets, revalidation for index.html, no source maps unless asked; other unknown paths answer 404.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { failure, NOT_FOUND_MESSAGE } from './envelope.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files other than the page (favicon): short caching, the next deploy shows within the hour. */
const UNHASHED = 'public, max-age=3600';

export interface ConsoleOptions {
  consoleDir: string | null;
  apiPrefix: string;
  now: () => number;
  /** Serve `*.map` (off by default: maps reveal the sources). */
  serveSourceMaps?: boolean;
}

/** Paths never served: maps (unless allowed), the compressed copies by their own name, the build manifest. */
function refused(path: string, serveSourceMaps: boolean): boolean {
  return (
    (!serveSourceMaps && path.endsWith('.map')) ||
    path.endsWith('.br') ||
    path.endsWith('.gz') ||
    path.includes('/.')
  );
}

/** The page for a client-side route, in the best encoding the client takes (the build wrote all three). */
async function sendPage(consoleDir: string, request: FastifyRequest, reply: FastifyReply) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const page = join(consoleDir, 'index.html');
  const encoding =
    /\bbr\b/.test(accepted) && existsSync(`${page}.br`)
      ? 'br'
      : /\bgzip\b/.test(accepted) && existsSync(`${page}.gz`)
        ? 'gzip'
        : null;
  const body = await readFile(encoding === 'br' ? `${page}.br` : encoding === 'gzip' ? `${page}.gz` : page);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8')
    .send(body);
}

export async function installConsole(app: FastifyInstance, options: ConsoleOptions): Promise<void> {
  const { consoleDir, apiPrefix, now, serveSourceMaps = false } = options;
  const hasConsole = consoleDir !== null && existsSync(join(consoleDir, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      allowedPath: (path) => !refused(path, serveSourceMaps),
      setHeaders: (reply, path) => {
        reply.header('X-Content-Type-Options', 'nosniff');
        // Vite names every file under assets/ by its content hash: a changed file is a new URL.
        if (/[\\/]assets[\\/]/.test(path)) reply.header('Cache-Control', IMMUTABLE);
        else if (/\.html(\.br|\.gz)?$/.test(path)) reply.header('Cache-Control', 'no-cache');
        else reply.header('Cache-Control', UNHASHED);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === apiPrefix || path.startsWith(`${apiPrefix}/`);
    const isFile = path.startsWith('/assets/') || refused(path, serveSourceMaps);
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (
      hasConsole &&
      !isApi &&
      !isFile &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      wantsHtml
    ) {
      return sendPage(consoleDir, request, reply);
    }
    return reply.code(404).send(failure(404, NOT_FOUND_MESSAGE, now()));
  });
}
