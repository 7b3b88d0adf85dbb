// HTTP layer without sessions: health, request ids, 404 envelope, validation of public routes, errors that leak nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.js';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { buildApp } from './app.js';
import { fixtureDocument } from './testing/fixture-document.js';
import { fail, FileReply } from '../core/index.js';
import { takeResponseDrift } from './response-drift.js';

let database: TestDatabase;
let app: FastifyInstance;
const logLines: string[] = [];
const pushed: string[] = [];
/** Whether testFile's push had gone out before the handler returned. */
let pushedWhileHandling = false;

beforeAll(async () => {
  database = await testDatabase();
  app = await buildApp({
    db: database.db,
    config: loadConfig({}, { signMode: 'off', logLevel: 'info', validateResponses: true }),
    logStream: { write: (line: string) => void logLines.push(line) },
    document: fixtureDocument,
    answerResource: null,
    notifier: { notifyUser: async (userId) => void pushed.push(userId) },
    handlers: {
      testBoom: async (_input, ctx) => {
        // A push made before the failure (as inside a transaction that then rolls back) must not go out.
        await ctx.notifier.notifyUser('boom-reader', { cmd: 'user' });
        throw new Error(
          'duplicate key value violates unique constraint "sys_user_pkey" SELECT * FROM sys_user at /srv/app.ts:12',
        );
      },
      testDrift: async () => 42,
      testUndocumented: async () => {
        throw fail.forbidden();
      },
      testFile: async (_input, ctx) => {
        const before = pushed.length;
        await ctx.notifier.notifyUser('file-reader', { cmd: 'user' });
        pushedWhileHandling ||= pushed.length > before;
        return new FileReply(Buffer.from('a,b\n'), '患者列表.csv', 'text/csv; charset=utf-8');
      },
    },
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('http app', () => {
  it('answers /health on both paths with a request id', async () => {
    for (const url of ['/health', '/jeecg-boot/health']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers unknown paths with the 404 envelope and a request id', async () => {
    const res = await app.inject({ url: '/jeecg-boot/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404 });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('gives each response its own request id', async () => {
    const a = await app.inject({ url: '/health' });
    const b = await app.inject({ url: '/health' });
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("sends a request's live pushes once its handler has returned, and none of a request that failed", async () => {
    pushed.length = 0;
    expect((await app.inject({ url: '/jeecg-boot/test/boom' })).statusCode).toBe(500);
    expect(pushed).toEqual([]);
    expect((await app.inject({ url: '/jeecg-boot/test/file' })).statusCode).toBe(200);
    expect(pushed).toEqual(['file-reader']);
    expect(pushedWhileHandling).toBe(false);
  });

  it('hides SQL, stack and paths behind the generic message', async () => {
    const res = await app.inject({ url: '/jeecg-boot/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 500, message: '操作失败，请联系管理员' });
    expect(body.requestId).toBe(res.headers['x-request-id']);
    expect(res.body).not.toMatch(/SELECT|sys_user|\/srv|at |constraint/);
    // The full error goes to the log, tagged with the same request id.
    const logged = logLines.map((l) => JSON.parse(l) as { requestId?: string; err?: { message?: string } });
    expect(logged.some((l) => l.requestId === body.requestId && l.err?.message?.includes('sys_user'))).toBe(
      true,
    );
  });

  it('turns a response that drifts from the document into a 500 and records it in test mode', async () => {
    const res = await app.inject({ url: '/jeecg-boot/test/drift' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toContain('testDrift');
    expect(takeResponseDrift()).toEqual([
      expect.objectContaining({
        operationId: 'testDrift',
        status: 200,
        problem: expect.stringContaining('body'),
      }),
    ]);
  });

  it('records a failure answer the document does not describe', async () => {
    const res = await app.inject({ url: '/jeecg-boot/test/undocumented-refusal' });
    expect(res.statusCode).toBe(500);
    expect(takeResponseDrift()).toEqual([
      expect.objectContaining({ operationId: 'testUndocumented', status: 403 }),
    ]);
  });

  it('answers oversized request headers with the 431 envelope', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    // Beyond the limit that leaves room for the contract's 20,000-character query strings.
    const res = await fetch(`${address}/jeecg-boot/health`, { headers: { 'x-big': 'a'.repeat(300_000) } });
    expect(res.status).toBe(431);
    expect(await res.json()).toMatchObject({
      success: false,
      code: 431,
      message: '请求头过大',
      result: null,
    });
  });

  it('sends files as attachments with nosniff', async () => {
    const res = await app.inject({ url: '/jeecg-boot/test/file' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('患者列表.csv'));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe('a,b\n');
  });

  it('refuses protected operations without a token (401 before validation)', async () => {
    const res = await app.inject({ method: 'POST', url: '/jeecg-boot/test/echo', payload: { bogus: 1 } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 401 });
  });
});
