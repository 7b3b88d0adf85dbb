// `pnpm --filter @clinic/tests run bench:editable-table`: the editable table's keystroke-to-paint measure alone, on a
// freshly seeded PGlite server (the full `pnpm bench` runs it beside the other measures and writes the report).
import { editableTableBench } from './editable-table-bench.js';
import { seededServer } from './seeded-server.js';

const server = await seededServer();
try {
  console.log(JSON.stringify(await editableTableBench(server.origin, server.query, '1000'), null, 2));
} finally {
  await server.close();
}
