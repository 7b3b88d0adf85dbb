// `pnpm bench`: side-by-side ratios measured in one run, written to reports/bench.md and reports/bench.json.
// Server: the patient list at 100,000 rows in one tenant over HTTP beside the same server's one-row lookup and a bare
// loop running the list's SQL on the same database (PGlite always; PostgreSQL when TEST_DATABASE_URL is set).
// SDK: per-request cost of the SDK client against bare openapi-fetch over one canned fetch. Login route: bytes.
// Never part of npm test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { buildApp, loadConfig, migrate, openDatabase, seed, type OpenedDatabase } from '@clinic/server';
import { createClient, memoryTokenStore } from '@clinic/sdk';
import { scratchDatabase } from '../support/server-process.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CLIENTS = 4;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const TENANT = '1000';

interface Measure {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** `clients` loops calling `fn` for `seconds`; throughput and latency percentiles (ms). */
async function measure(name: string, fn: () => Promise<unknown>, seconds = SECONDS): Promise<Measure> {
  for (let i = 0; i < 20; i++) await fn(); // warm-up
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await fn();
        times.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2));
  return {
    name,
    requests: times.length,
    perSecond: Math.round(times.length / elapsed),
    p50: at(0.5),
    p99: at(0.99),
  };
}

type RawQuery = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
const rawOf = (opened: OpenedDatabase): RawQuery => {
  const raw = opened.raw as unknown as { query: RawQuery };
  return (text, params) => raw.query(text, params);
};

async function fillPatients(opened: OpenedDatabase): Promise<void> {
  const query = rawOf(opened);
  await query(
    `INSERT INTO chronic_patient (id, tenant_id, name, sex, age, status, disease_type, doctor_id, create_time)
     SELECT (9000000000000000000 + i)::text, $1, '患者' || lpad((i * 7919 % $2)::text, 6, '0'),
            (i % 2 + 1)::text, i % 97, '1', 'hypertension', NULL,
            timestamp '2025-01-01' + (i * interval '1 second')
     FROM generate_series(1, $2::int) AS i`,
    [TENANT, ROWS],
  );
  await query('VACUUM ANALYZE chronic_patient');
}

interface EngineReport {
  engine: string;
  rows: number;
  list: Measure;
  deepPage: Measure;
  lookup: Measure;
  bareListSql: Measure;
  bareLookupSql: Measure;
  ratios: { listToLookup: number; lookupToBare: number; listToBareList: number };
}

async function serverBench(engine: 'pglite' | 'postgres'): Promise<EngineReport> {
  let drop: (() => Promise<void>) | null = null;
  let opened: OpenedDatabase;
  if (engine === 'postgres') {
    const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL!);
    drop = scratch.drop;
    opened = await openDatabase({ url: scratch.url });
  } else opened = await openDatabase({ memory: true });
  try {
    await migrate(opened);
    const config = loadConfig({}, { logLevel: 'silent', signMode: 'off', port: 0 });
    await seed(opened.db, { demo: true, openapiPath: config.openapiPath });
    await fillPatients(opened);
    const app = await buildApp({ db: opened.db, config });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/jeecg-boot`;
    const login = await fetch(`${base}/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Clinic@2026' }),
    });
    const token = ((await login.json()) as { result: { token: string } }).result.token;
    const headers = { 'x-access-token': token, 'tenant-id': TENANT };
    const get = async (path: string) => {
      const res = await fetch(`${base}${path}`, { headers });
      const body = (await res.json()) as { success: boolean };
      if (!body.success) throw new Error(`${path}: ${JSON.stringify(body)}`);
      return body;
    };
    const query = rawOf(opened);
    const [one] = (await query('SELECT id FROM chronic_patient WHERE tenant_id = $1 LIMIT 1', [TENANT]))
      .rows as {
      id: string;
    }[];

    const list = await measure('list 20 rows + total (HTTP)', () =>
      get('/chronic/patient/list?pageNo=1&pageSize=20'),
    );
    const deepNo = Math.floor((ROWS / 20) * 0.8);
    const deepPage = await measure(`list page ${deepNo.toLocaleString('en')} of 20 rows (HTTP)`, () =>
      get(`/chronic/patient/list?pageNo=${deepNo}&pageSize=20`),
    );
    const lookup = await measure('one-row lookup (HTTP)', () =>
      get(`/chronic/patient/queryById?id=${one!.id}`),
    );

    // The list's own SQL (capped count, page) and the lookup's, straight on the driver: the floor under the server.
    const listSql = [
      `SELECT count(*) AS n FROM (SELECT 1 FROM chronic_patient t WHERE t.tenant_id = $1 LIMIT 1001) c`,
      `SELECT * FROM chronic_patient t WHERE t.tenant_id = $1 ORDER BY t.create_time DESC NULLS LAST, t.id DESC LIMIT 20 OFFSET 0`,
    ];
    const lookupSql = `SELECT * FROM chronic_patient t WHERE t.tenant_id = $1 AND t.id = $2`;
    const bareListSql = await measure('bare driver: the list SQL', async () => {
      for (const text of listSql) await query(text, [TENANT]);
    });
    const bareLookupSql = await measure('bare driver: the lookup SQL', () =>
      query(lookupSql, [TENANT, one!.id]),
    );
    await app.close();
    const r = (a: Measure, b: Measure) => Number((a.perSecond / b.perSecond).toFixed(2));
    return {
      engine,
      rows: ROWS,
      list,
      deepPage,
      lookup,
      bareListSql,
      bareLookupSql,
      ratios: {
        listToLookup: r(list, lookup),
        lookupToBare: r(lookup, bareLookupSql),
        listToBareList: r(list, bareListSql),
      },
    };
  } finally {
    await opened.close();
    await drop?.();
  }
}

/** The SDK against bare openapi-fetch over one canned answer: what the client itself costs per request. */
async function sdkBench(): Promise<{ sdk: Measure; bare: Measure; ratio: number }> {
  const sdkRequire = createRequire(join(root, 'sdk', 'package.json'));
  const openapiFetch = (await import(pathToFileURL(sdkRequire.resolve('openapi-fetch')).href)) as {
    default: (o: { baseUrl: string; fetch: typeof fetch }) => {
      GET: (path: string, init: unknown) => Promise<{ data?: unknown }>;
    };
  };
  const answer = JSON.stringify({ success: true, message: '', code: 200, result: { id: '1' }, timestamp: 1 });
  const canned: typeof fetch = async () =>
    new Response(answer, { status: 200, headers: { 'content-type': 'application/json' } });
  const baseUrl = 'http://127.0.0.1:9/jeecg-boot';
  const bareClient = openapiFetch.default({ baseUrl, fetch: canned });
  const sdk = createClient({ baseUrl, fetch: canned, tokenStore: memoryTokenStore('token') });
  const sdkM = await measure('SDK patientQueryById (canned fetch)', () =>
    sdk.patient.patientQueryById({ query: { id: '1' } }),
  );
  const bareM = await measure('openapi-fetch GET (canned fetch)', () =>
    bareClient.GET('/chronic/patient/queryById', { params: { query: { id: '1' } } }),
  );
  return { sdk: sdkM, bare: bareM, ratio: Number((bareM.perSecond / sdkM.perSecond).toFixed(2)) };
}

async function loginBytes(): Promise<
  { loginRouteGzipKiB: number; entryGzipKiB: number } | { error: string }
> {
  try {
    const budget = (await import(pathToFileURL(join(root, 'scripts/lib/bundle-budget.mjs')).href)) as {
      analyzeDist: (dir: string) => { login: { gzip: number }; entry: { gzip: number } };
    };
    const result = budget.analyzeDist(join(root, 'console', 'dist'));
    return {
      loginRouteGzipKiB: Number((result.login.gzip / 1024).toFixed(1)),
      entryGzipKiB: Number((result.entry.gzip / 1024).toFixed(1)),
    };
  } catch (error) {
    return { error: `console build missing (pnpm --filter @clinic/console build): ${String(error)}` };
  }
}

const engines: EngineReport[] = [await serverBench('pglite')];
if (process.env.TEST_DATABASE_URL) engines.push(await serverBench('postgres'));
const sdk = await sdkBench();
const bytes = await loginBytes();
const report = {
  when: new Date().toISOString(),
  clients: CLIENTS,
  seconds: SECONDS,
  engines,
  sdk,
  loginRoute: bytes,
};

const row = (m: Measure) => `| ${m.name} | ${m.perSecond} | ${m.p50} | ${m.p99} |`;
const md = [
  '# Benchmarks',
  '',
  `Measured side by side in one run (${report.when}), ${CLIENTS} concurrent clients, ${SECONDS} s each. Generated by \`pnpm bench\`.`,
  '',
  ...engines.flatMap((e) => [
    `## Server on ${e.engine}, ${e.rows.toLocaleString('en')} patients in one tenant`,
    '',
    '| measure | req/s | p50 ms | p99 ms |',
    '| --- | ---: | ---: | ---: |',
    row(e.list),
    row(e.deepPage),
    row(e.lookup),
    row(e.bareListSql),
    row(e.bareLookupSql),
    '',
    `- list ÷ one-row lookup (goal ≥ 0.5): **${e.ratios.listToLookup}**`,
    `- server lookup ÷ bare driver lookup (goal ≥ 0.6): **${e.ratios.lookupToBare}**`,
    `- server list ÷ bare driver list SQL: **${e.ratios.listToBareList}**`,
    '',
  ]),
  '## SDK per-request cost',
  '',
  '| measure | req/s | p50 ms | p99 ms |',
  '| --- | ---: | ---: | ---: |',
  row(sdk.sdk),
  row(sdk.bare),
  '',
  `- SDK cost ÷ bare openapi-fetch cost (goal ≤ 1.3): **${sdk.ratio}**`,
  '',
  '## Login route',
  '',
  'loginRouteGzipKiB' in bytes
    ? `- JavaScript of the login route (entry + preloads + route chunk): **${bytes.loginRouteGzipKiB} KiB gzip** (budget 150), entry ${bytes.entryGzipKiB} KiB`
    : `- ${bytes.error}`,
  '',
].join('\n');

mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(join(root, 'reports', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(root, 'reports', 'bench.md'), md);
console.log(md);
process.exit(0);
