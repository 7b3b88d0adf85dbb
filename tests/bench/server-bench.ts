// The server at 100,000 patients in one tenant over HTTP, beside the floor under it: a bare node:http server on the
// same database running the same SQL behind the same path, called by the same fetch client (and, for reference, the
// same SQL straight on the driver with no HTTP at all).
import { createServer, type Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, loadConfig, migrate, openDatabase, seed, type OpenedDatabase } from '@clinic/server';
import { DEFAULT_SIGN_SECRET, jeecgMd5Sign, signableFromUrl } from '@clinic/sdk/signing';
import { scratchDatabase } from '../support/server-process.js';
import { ratio, sideBySide, type Measure } from './measure.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
export const TENANT = '1000';

export type RawQuery = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
const rawOf = (opened: OpenedDatabase): RawQuery => {
  const raw = opened.raw as unknown as { query: RawQuery };
  return (text, params) => raw.query(text, params);
};

/** `rows` patients of the bench tenant, named and dated so the default order and the name sort both spread them. */
export async function fillPatients(query: RawQuery, rows = ROWS): Promise<void> {
  await query(
    `INSERT INTO chronic_patient (id, tenant_id, name, sex, age, status, disease_type, doctor_id, create_time)
     SELECT (9000000000000000000 + i)::text, $1, '患者' || lpad((i * 7919 % $2)::text, 6, '0'),
            (i % 2 + 1)::text, i % 97, '1', 'hypertension', NULL,
            timestamp '2025-01-01' + (i * interval '1 second')
     FROM generate_series(1, $2::int) AS i`,
    [TENANT, rows],
  );
  await query('VACUUM ANALYZE chronic_patient');
}

// The SQL the server sends for these requests (capped count, first page; the lookup), as the bare loops send it.
const LIST_SQL = [
  `SELECT count(*) AS n FROM (SELECT 1 FROM chronic_patient t WHERE t.tenant_id = $1 LIMIT 1001) c`,
  `SELECT * FROM chronic_patient t WHERE t.tenant_id = $1 ORDER BY t.create_time DESC NULLS LAST, t.id DESC LIMIT 20 OFFSET 0`,
];
const LOOKUP_SQL = `SELECT * FROM chronic_patient t WHERE t.tenant_id = $1 AND t.id = $2`;

/** node:http answering the two paths with the same SQL and an envelope: no session, validation, logging or hooks. */
function bareServer(query: RawQuery): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bare.invalid');
    const tenant = String(req.headers['tenant-id'] ?? '');
    const answer = async (): Promise<unknown> => {
      if (url.pathname.endsWith('/queryById'))
        return (await query(LOOKUP_SQL, [tenant, url.searchParams.get('id')])).rows[0] ?? null;
      const [count, page] = [await query(LIST_SQL[0]!, [tenant]), await query(LIST_SQL[1]!, [tenant])];
      return { records: page.rows, total: Number(count.rows[0]?.n ?? 0) };
    };
    answer().then(
      (result) => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: Date.now() }));
      },
      () => {
        res.writeHead(500);
        res.end();
      },
    );
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      done({ server, base: `http://127.0.0.1:${port}/jeecg-boot` });
    }),
  );
}

export interface EngineReport {
  engine: string;
  rows: number;
  list: Measure;
  deepPage: Measure;
  lookup: Measure;
  bareHttpList: Measure;
  bareHttpLookup: Measure;
  bareListSql: Measure;
  bareLookupSql: Measure;
  ratios: {
    listToLookup: number;
    lookupToBareHttp: number;
    listToBareHttp: number;
    lookupToBareDriver: number;
  };
}

/** While the server is up (PGlite: with the console), `during` gets its origin and admin credentials. */
export async function serverBench(
  engine: 'pglite' | 'postgres',
  /** Runs with the server up: its origin, the database's raw query and the bench tenant. */
  during?: (origin: string, query: RawQuery, tenant: string) => Promise<void>,
): Promise<EngineReport> {
  let drop: (() => Promise<void>) | null = null;
  let opened: OpenedDatabase;
  if (engine === 'postgres') {
    const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL!);
    drop = scratch.drop;
    opened = await openDatabase({ url: scratch.url });
  } else opened = await openDatabase({ memory: true });
  try {
    await migrate(opened);
    // The server as deployed: request logging on (to a stream that drops the lines), signatures checked (jeecg MD5).
    const config = loadConfig(
      {},
      {
        logLevel: 'info',
        port: 0,
        consoleDir: engine === 'pglite' ? join(root, 'console', 'dist') : null,
      },
    );
    await seed(opened.db, { demo: true, openapiPath: config.openapiPath });
    const query = rawOf(opened);
    await fillPatients(query);
    const app = await buildApp({ db: opened.db, config, logStream: { write: () => undefined } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const base = `${origin}/jeecg-boot`;
    const { createClient, jeecgMd5 } = await import('@clinic/sdk');
    const signed = createClient({ baseUrl: base, signer: jeecgMd5(DEFAULT_SIGN_SECRET) });
    const { token } = await signed.auth.login({ body: { username: 'admin', password: 'Clinic@2026' } });
    const bare = await bareServer(query);
    // Signed as the SDK signs (jeecg MD5 covers the path and query, not the timestamp): one signature per URL.
    const signs = new Map<string, string>();
    const signOf = (path: string) => {
      let sign = signs.get(path);
      if (!sign)
        signs.set(
          path,
          (sign = jeecgMd5Sign(signableFromUrl('GET', `/jeecg-boot${path}`), DEFAULT_SIGN_SECRET)),
        );
      return sign;
    };
    const get = async (prefix: string, path: string) => {
      const headers = {
        'x-access-token': token,
        'tenant-id': TENANT,
        'X-Sign': signOf(path),
        'X-TIMESTAMP': String(Date.now()),
      };
      const res = await fetch(`${prefix}${path}`, { headers });
      const body = (await res.json()) as { success: boolean };
      if (!body.success) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 300)}`);
      return body;
    };
    const [one] = (await query('SELECT id FROM chronic_patient WHERE tenant_id = $1 LIMIT 1', [TENANT]))
      .rows as { id: string }[];
    const lookupPath = `/chronic/patient/queryById?id=${one!.id}`;
    const listPath = '/chronic/patient/list?pageNo=1&pageSize=20';
    const deepNo = Math.floor((ROWS / 20) * 0.8);

    const [lookup, bareHttpLookup, bareLookupSql] = await sideBySide([
      { name: 'one-row lookup (server, HTTP)', run: () => get(base, lookupPath) },
      { name: 'one-row lookup (bare node:http + driver, HTTP)', run: () => get(bare.base, lookupPath) },
      { name: 'the lookup SQL on the driver (no HTTP)', run: () => query(LOOKUP_SQL, [TENANT, one!.id]) },
    ]);
    const [list, deepPage, bareHttpList, bareListSql] = await sideBySide([
      { name: 'list 20 rows + total (server, HTTP)', run: () => get(base, listPath) },
      {
        name: `list page ${deepNo.toLocaleString('en')} of 20 rows (server, HTTP)`,
        run: () => get(base, `/chronic/patient/list?pageNo=${deepNo}&pageSize=20`),
      },
      { name: 'list 20 rows + total (bare node:http + driver, HTTP)', run: () => get(bare.base, listPath) },
      {
        name: 'the list SQL on the driver (no HTTP)',
        run: async () => {
          for (const text of LIST_SQL) await query(text, [TENANT]);
        },
      },
    ]);
    if (during) await during(origin, query, TENANT);
    bare.server.close();
    await app.close();
    return {
      engine,
      rows: ROWS,
      list: list!,
      deepPage: deepPage!,
      lookup: lookup!,
      bareHttpList: bareHttpList!,
      bareHttpLookup: bareHttpLookup!,
      bareListSql: bareListSql!,
      bareLookupSql: bareLookupSql!,
      ratios: {
        listToLookup: ratio(list!, lookup!),
        lookupToBareHttp: ratio(lookup!, bareHttpLookup!),
        listToBareHttp: ratio(list!, bareHttpList!),
        lookupToBareDriver: ratio(lookup!, bareLookupSql!),
      },
    };
  } finally {
    await opened.close();
    await drop?.();
  }
}
