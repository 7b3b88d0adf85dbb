// `pnpm --filter @clinic/tests run bench:list-page`: the 1,000-row list page's paint and scroll measure alone
// (BENCH_RUNS times, 3 by default), on a freshly seeded PGlite server with 5,000 more patients (the full
// `pnpm bench` runs it at 100,000 beside the other measures and writes the report).
import { browserBench } from './browser-bench.js';
import { seededServer } from './seeded-server.js';

const server = await seededServer({ patients: 5000 });
try {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  for (let i = 0; i < runs; i++) console.log(JSON.stringify(await browserBench(server.origin)));
} finally {
  await server.close();
}
