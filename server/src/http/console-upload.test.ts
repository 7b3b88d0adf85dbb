// Static console with SPA fallback, multipart uploads into input.files with a size limit, the resource-engine fallback.
import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.js';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { buildApp } from './app.js';
import { fixtureDocument } from './testing/fixture-document.js';
import type { UploadedFile } from '../core/index.js';

let database: TestDatabase;
let app: FastifyInstance;
const consoleDir = mkdtempSync(join(tmpdir(), 'console-'));
let received: UploadedFile[] = [];

beforeAll(async () => {
  mkdirSync(join(consoleDir, 'assets'));
  writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>控制台</title>');
  writeFileSync(join(consoleDir, 'assets', 'app.js'), 'console.log(1)');
  database = await testDatabase();
  app = await buildApp({
    db: database.db,
    config: loadConfig({}, { signMode: 'off', logLevel: 'silent', consoleDir, maxFileBytes: 1024 }),
    document: fixtureDocument,
    answerResource: null,
    handlers: {
      testUpload: async (input) => {
        received = input.files;
        return { fields: input.body };
      },
    },
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

function multipart(fileBytes: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----clinic-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\npatient\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="体检.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    fileBytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('static console', () => {
  it('serves files and falls back to index.html for HTML navigations', async () => {
    expect((await app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
    const page = await app.inject({ url: '/system/user', headers: { accept: 'text/html,*/*' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('控制台');
  });

  it('keeps the 404 envelope for API paths and non-HTML requests', async () => {
    const api = await app.inject({ url: '/jeecg-boot/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 404 });
    expect((await app.inject({ url: '/missing.js' })).statusCode).toBe(404);
  });
});

describe('multipart', () => {
  it('hands fields and files to the handler', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/jeecg-boot/test/upload',
      ...multipart(Buffer.from('hello')),
    });
    expect(res.json()).toMatchObject({ success: true, result: { fields: { biz: 'patient' } } });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ fieldname: 'file', filename: '体检.txt', mimetype: 'text/plain' });
    expect(received[0]?.data.toString()).toBe('hello');
  });

  it('refuses a file over the size limit with a clear message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/jeecg-boot/test/upload',
      ...multipart(Buffer.alloc(4096, 1)),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: '上传文件过大' });
  });
});

describe('resource operations without an engine', () => {
  it('answer a clear business failure', async () => {
    const res = await app.inject({ url: '/jeecg-boot/test/resource/list' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, code: 500, message: '资源服务尚未就绪' });
  });
});
