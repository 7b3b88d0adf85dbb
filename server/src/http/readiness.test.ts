// /health as a load balancer reads it: 200 while the database answers, 503 once it does not or once the process has
// begun to stop (so traffic moves before the listener closes), and never the engine's name in either answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { buildApp } from './app.js';
import { fixtureDocument } from './testing/fixture-document.js';

let database: TestDatabase;
let app: FastifyInstance;
/** The database as the app sees it: `select 1` fails while `down` is set, as when the server is unreachable. */
let down = false;

beforeAll(async () => {
  database = await testDatabase();
  const db = new Proxy(database.db, {
    get(target, key, receiver) {
      if (key === 'execute' && down)
        return () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432 (postgres)'));
      return Reflect.get(target, key, receiver) as unknown;
    },
  }) as Db;
  app = await buildApp({
    db,
    config: loadConfig({}, { signMode: 'off', logLevel: 'silent' }),
    document: fixtureDocument,
    answerResource: null,
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function health() {
  const probe = await app.inject({ url: '/health' });
  const prefixed = await app.inject({ url: '/jeecg-boot/health' });
  expect(prefixed.statusCode).toBe(probe.statusCode);
  expect(`${probe.body}${prefixed.body}`.toLowerCase()).not.toMatch(/pglite|postgres|econnrefused|5432/);
  return probe;
}

describe('readiness', () => {
  it('is UP while the database answers', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, result: { status: 'UP' } });
  });

  it('answers 503 while the database does not, without naming it, and UP again once it does', async () => {
    down = true;
    try {
      const res = await health();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, message: '数据库暂时无法访问' });
    } finally {
      down = false;
    }
    expect((await health()).statusCode).toBe(200);
  });

  it('answers 503 from the moment the process starts to stop', async () => {
    app.drain();
    const res = await health();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, message: '服务正在停止' });
  });
});
