// Serves the built console at `/` with SPA fallback; every other unknown path answers the 404 envelope.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { failure, NOT_FOUND_MESSAGE } from './envelope.js';

export async function installConsole(
  app: FastifyInstance,
  consoleDir: string | null,
  apiPrefix: string,
  now: () => number,
): Promise<void> {
  const hasConsole = consoleDir !== null && existsSync(join(consoleDir, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      // Hashed assets may be cached; index.html must not be, so new deploys show at once.
      setHeaders: (res, path) => {
        res.header('X-Content-Type-Options', 'nosniff');
        if (path.endsWith('index.html')) res.header('Cache-Control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`);
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (hasConsole && !isApi && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(failure(404, NOT_FOUND_MESSAGE, now()));
  });
}
