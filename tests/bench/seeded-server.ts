// The benches run alone (`bench:editable-table`, `bench:list-page`): a freshly seeded in-memory PGlite server serving
// the built console, with more patients when asked.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, loadConfig, migrate, openDatabase, seed } from '@clinic/server';
import { fillPatients, type RawQuery } from './server-bench.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function seededServer(
  options: { patients?: number } = {},
): Promise<{ origin: string; query: RawQuery; close: () => Promise<void> }> {
  const opened = await openDatabase({ memory: true });
  await migrate(opened);
  const config = loadConfig({}, { logLevel: 'info', port: 0, consoleDir: join(root, 'console', 'dist') });
  await seed(opened.db, { demo: true, openapiPath: config.openapiPath });
  const raw = opened.raw as unknown as { query: RawQuery };
  const query: RawQuery = (text, params) => raw.query(text, params);
  if (options.patients) await fillPatients(query, options.patients);
  const app = await buildApp({ db: opened.db, config, logStream: { write: () => undefined } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    query,
    close: async () => {
      await app.close();
      await opened.close();
    },
  };
}
