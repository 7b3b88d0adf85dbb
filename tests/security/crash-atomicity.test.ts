// All or nothing across a crash (issue 11): a real server process is killed with SIGKILL while it imports a
// spreadsheet and while it deletes a batch; the database, opened again, holds every row of the operation or none.
// PGlite (a data folder of its own) in the default pass, PostgreSQL (a scratch database) when TEST_DATABASE_URL is set.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacSha256 } from '@clinic/sdk/signing';
import { REPO_ROOT } from '../support/contract-document.js';
import { multipartBody, XLSX_TYPE } from '../support/multipart.js';
import { scratchDatabase, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { workbookFrom } from '../support/workbook-text.js';

const SECRET = 'crash-atomicity-signing-secret-0123456789';
const signer = hmacSha256(SECRET);
const ROWS = 1500;
const BATCH = 450;
// Kill points as fractions of the same operation's measured run (one completed first): early, middle, late;
// whichever the server has reached, the database must hold all or nothing. Bounded: three kills per operation.
const KILL_AT = [0.3, 0.6, 0.9];

interface PgliteDb {
  query<T>(sql: string, values: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

type Count = (sql: string, values: unknown[]) => Promise<number>;

interface Engine {
  env: Record<string, string>;
  /** Opens the database the killed server left, counts, closes. */
  count: Count;
  cleanup(): Promise<void>;
}

async function pgliteEngine(): Promise<Engine> {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-crash-'));
  const requireFromServer = createRequire(resolve(REPO_ROOT, 'server', 'package.json'));
  // @clinic/tests does not depend on PGlite itself; the server's copy is the one that wrote the folder.
  const { PGlite } = (await import(
    pathToFileURL(requireFromServer.resolve('@electric-sql/pglite')).href
  )) as {
    PGlite: { create(dir: string): Promise<PgliteDb> };
  };
  return {
    env: { DATA_DIR: dir },
    async count(sql, values) {
      const db = await PGlite.create(dir);
      try {
        const { rows } = await db.query<{ n: number }>(sql, values);
        return Number(rows[0]!.n);
      } finally {
        await db.close();
      }
    },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresEngine(serverUrl: string): Promise<Engine> {
  const database = await scratchDatabase(serverUrl);
  return {
    env: { DATABASE_URL: database.url, SEED_DEMO: '1' },
    async count(sql, values) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: string }>(sql, values);
        return Number(rows[0]!.n);
      } finally {
        await client.end();
      }
    },
    cleanup: () => database.drop(),
  };
}

async function signed(method: string, path: string, body?: string): Promise<Record<string, string>> {
  const url = `/jeecg-boot${path}`;
  const query: Record<string, string> = {};
  for (const [k, v] of new URL(url, 'http://x').searchParams) query[k] = v;
  return signer.sign({ method, url, query, body });
}

async function login(server: ServerProcess): Promise<string> {
  const body = JSON.stringify({ username: 'admin', password: 'Clinic@2026' });
  const res = await fetch(`${server.baseUrl}/sys/login`, {
    method: 'POST',
    headers: { ...(await signed('POST', '/sys/login', body)), 'content-type': 'application/json' },
    body,
  });
  const answer = (await res.json()) as { success: boolean; result: { token: string } };
  expect(answer.success).toBe(true);
  return answer.result.token;
}

function importWorkbook(marker: string): Buffer {
  const rows: string[][] = [['姓名', '性别', '手机号']];
  for (let i = 0; i < ROWS; i++)
    rows.push([`${marker}${i}`, i % 2 ? '男' : '女', `13${String(100000000 + i)}`]);
  return workbookFrom(rows);
}

async function startImport(server: ServerProcess, token: string, marker: string): Promise<Response> {
  const form = multipartBody([
    {
      name: 'files',
      value: { filename: 'crash.xlsx', contentType: XLSX_TYPE, data: importWorkbook(marker) },
    },
  ]);
  return fetch(`${server.baseUrl}/chronic/patient/importExcel`, {
    method: 'POST',
    headers: {
      ...(await signed('POST', '/chronic/patient/importExcel')),
      'x-access-token': token,
      'content-type': form.contentType,
    },
    body: new Uint8Array(form.body),
  });
}

/** Fires the request, kills the process after `ms`; true when the server answered before it died. */
async function killDuring(server: ServerProcess, request: () => Promise<Response>, ms: number) {
  const answered = request().then(
    async (res) => res.ok && ((await res.json()) as { success: boolean }).success,
    () => false,
  );
  await new Promise((r) => setTimeout(r, ms));
  server.kill();
  return answered;
}

const engines: Array<[string, () => Promise<Engine>]> = process.env.TEST_DATABASE_URL
  ? [['PostgreSQL', () => postgresEngine(process.env.TEST_DATABASE_URL!)]]
  : [['PGlite', pgliteEngine]];

describe.each(engines)('SIGKILL during a write on %s', (_name, makeEngine) => {
  let engine: Engine;
  let server: ServerProcess | null = null;
  const start = async () => {
    server = await startServerProcess({ ...engine.env, SIGN_MODE: 'hmac', SIGN_SECRET: SECRET, JOBS: '0' });
    return server;
  };

  beforeAll(async () => {
    engine = await makeEngine();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await engine?.cleanup();
  });

  it('an import killed part-way leaves all of its rows or none', async () => {
    let running = await start();
    let token = await login(running);
    const began = Date.now();
    const whole = await startImport(running, token, '断电导入基准');
    expect(((await whole.json()) as { success: boolean }).success).toBe(true);
    const duration = Date.now() - began;
    await running.stop();
    for (const [round, fraction] of KILL_AT.entries()) {
      running = await start();
      token = await login(running);
      const marker = `断电导入${round}号`;
      const current = running;
      const answered = await killDuring(
        current,
        () => startImport(current, token, marker),
        duration * fraction,
      );
      await running.exited;
      const kept = await engine.count(`select count(*) as n from chronic_patient where name like $1`, [
        `${marker}%`,
      ]);
      expect([0, ROWS], `killed at ${fraction} of ${duration} ms`).toContain(kept);
      if (answered) expect(kept, 'an answered import is durable').toBe(ROWS);
    }
  }, 240_000);

  it('a batch delete killed part-way removes all of its rows or none', async () => {
    const marker = '断电删除';
    let running = await start();
    let token = await login(running);
    const res = await startImport(running, token, marker);
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
    const remove = (server: ServerProcess, ids: string[]) => async () => {
      const path = `/chronic/patient/deleteBatch?ids=${ids.join(',')}`;
      return fetch(`${server.baseUrl}${path}`, {
        method: 'DELETE',
        headers: { ...(await signed('DELETE', path)), 'x-access-token': token },
      });
    };
    const ids = await idsOf(running, token, marker);
    expect(ids.length).toBeGreaterThanOrEqual(BATCH * 2);
    const began = Date.now();
    const whole = await remove(running, ids.slice(0, BATCH))();
    expect(((await whole.json()) as { success: boolean }).success).toBe(true);
    const duration = Date.now() - began;
    await running.stop();
    const batch = ids.slice(BATCH, BATCH * 2);
    for (const fraction of KILL_AT) {
      running = await start();
      token = await login(running);
      const answered = await killDuring(running, remove(running, batch), duration * fraction);
      await running.exited;
      const left = await engine.count(`select count(*) as n from chronic_patient where id = any($1)`, [
        batch,
      ]);
      expect([0, batch.length], `killed at ${fraction} of ${duration} ms`).toContain(left);
      if (answered) expect(left, 'an answered delete is durable').toBe(0);
      if (left === 0) break; // the batch is gone: nothing left to interrupt
    }
  }, 240_000);
});

/** The ids of the marker's rows, read through the list (pages of 1,000). */
async function idsOf(server: ServerProcess, token: string, marker: string): Promise<string[]> {
  const path = `/chronic/patient/list?name=${encodeURIComponent(`${marker}*`)}&pageSize=1000&pageNo=1`;
  const res = await fetch(`${server.baseUrl}${path}`, {
    headers: { ...(await signed('GET', path)), 'x-access-token': token },
  });
  const answer = (await res.json()) as {
    success: boolean;
    result: { records: { id: string; name: string }[] };
  };
  expect(answer.success, JSON.stringify(answer).slice(0, 300)).toBe(true);
  return answer.result.records.filter((r) => r.name.startsWith(marker)).map((r) => r.id);
}
