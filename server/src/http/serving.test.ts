// Delivery of the console and the API: precompressed static files by Accept-Encoding, immutable caching for hashed
// assets, revalidation for the page, no source maps or build internals, compressed API answers above the threshold.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.js';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { buildApp, COMPRESS_THRESHOLD } from './app.js';
import { IMMUTABLE } from './static-console.js';
import { fixtureDocument } from './testing/fixture-document.js';

let database: TestDatabase;
const apps: FastifyInstance[] = [];
const consoleDir = mkdtempSync(join(tmpdir(), 'console-'));
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i, name: `患者${i}` })))};`;
/** An answer well above the threshold, repetitive like a list page. */
const BIG_TEXT = '王医生 高血压 2026-01-01 '.repeat(COMPRESS_THRESHOLD / 8);
const page =
  '<!doctype html><title>控制台</title><script type="module" src="/assets/index-abc123.js"></script>';

function writeWithCopies(path: string, body: string) {
  writeFileSync(path, body);
  writeFileSync(`${path}.br`, brotliCompressSync(body));
  writeFileSync(`${path}.gz`, gzipSync(body));
}

async function start(overrides: { serveSourceMaps?: boolean } = {}) {
  const app = await buildApp({
    db: database.db,
    config: loadConfig({}, { signMode: 'off', logLevel: 'silent', consoleDir, ...overrides }),
    document: fixtureDocument,
    answerResource: null,
    handlers: {
      testDrift: async () => BIG_TEXT,
      testBoom: async () => ({ id: 'a' }),
    },
  });
  apps.push(app);
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  mkdirSync(join(consoleDir, 'assets'));
  mkdirSync(join(consoleDir, '.vite'));
  writeWithCopies(join(consoleDir, 'index.html'), page);
  writeWithCopies(join(consoleDir, 'assets', 'index-abc123.js'), script);
  writeFileSync(
    join(consoleDir, 'assets', 'index-abc123.js.map'),
    '{"version":3,"sources":["src/main.tsx"]}',
  );
  writeFileSync(join(consoleDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(consoleDir, '.vite', 'manifest.json'), '{}');
  database = await testDatabase();
  app = await start();
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await database?.close();
  rmSync(consoleDir, { recursive: true, force: true });
});

describe('console files', () => {
  it('sends the brotli copy of a hashed script with a year of immutable caching', async () => {
    const res = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a client without brotli, and the plain file to one without either', async () => {
    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('makes the page revalidate, at / and on every client-side route', async () => {
    for (const url of ['/', '/index.html', '/chronic/patient/list']) {
      const res = await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      const body =
        res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
      expect(body, url).toBe(page);
    }
    expect((await app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not serve source maps, compressed copies by name, build internals or missing assets', async () => {
    for (const url of [
      '/assets/index-abc123.js.map',
      '/assets/index-abc123.js.br',
      '/index.html.gz',
      '/.vite/manifest.json',
      '/assets/gone-123.js',
    ]) {
      for (const accept of ['*/*', 'text/html']) {
        const res = await app.inject({ url, headers: { accept } });
        expect(res.statusCode, `${url} ${accept}`).toBe(404);
        expect(res.body, url).not.toContain('src/main.tsx');
      }
    }
  });

  it('serves source maps only when the setting asks for them', async () => {
    const withMaps = await start({ serveSourceMaps: true });
    const res = await withMaps.inject({ url: '/assets/index-abc123.js.map' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('src/main.tsx');
  });
});

describe('API answers', () => {
  it('are compressed above the threshold with the encoding the client prefers', async () => {
    const big = await app.inject({
      url: '/jeecg-boot/test/drift',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toMatchObject({ success: true });
    expect(big.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);

    const gz = await app.inject({ url: '/jeecg-boot/test/drift', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).result).toBe(BIG_TEXT);
  });

  it('go out as they are below the threshold or without Accept-Encoding', async () => {
    const small = await app.inject({ url: '/jeecg-boot/test/boom', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ success: true, result: { id: 'a' } });
    const plain = await app.inject({ url: '/jeecg-boot/test/drift' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().result).toBe(BIG_TEXT);
  });
});
