// `pnpm --filter @clinic/tests run bench:editable-table`: the editable table's keystroke-to-paint measure alone, on a
// freshly seeded PGlite server (the full `pnpm bench` runs it beside the other measures and writes the report).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, loadConfig, migrate, openDatabase, seed } from '@clinic/server';
import { editableTableBench } from './editable-table-bench.js';
import type { RawQuery } from './server-bench.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const opened = await openDatabase({ memory: true });
await migrate(opened);
const config = loadConfig({}, { logLevel: 'info', port: 0, consoleDir: join(root, 'console', 'dist') });
await seed(opened.db, { demo: true, openapiPath: config.openapiPath });
const raw = opened.raw as unknown as { query: RawQuery };
const app = await buildApp({ db: opened.db, config, logStream: { write: () => undefined } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
try {
  console.log(JSON.stringify(await editableTableBench(origin, (t, p) => raw.query(t, p), '1000'), null, 2));
} finally {
  await app.close();
}
