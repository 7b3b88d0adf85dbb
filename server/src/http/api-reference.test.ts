// /docs: the reference page, its script and the document all come from this server, unsigned and without a session.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ signMode: 'md5' });
});
afterAll(async () => {
  await t?.close();
});

describe('API reference', () => {
  it('/docs redirects to /docs/, whose page loads only what this server serves', async () => {
    const bare = await t.app.inject({ url: '/docs' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/docs/');
    const page = await t.app.inject({ url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>诊所后台 API 参考</title>');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    // Every src/href/url of the page is relative: no CDN, no vendor fonts.
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    // The policy allows no inline script: each <script> is a file of this server or a data block.
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((m) => m[1]!.trim().replace(/ data-configuration="[^"]*"/, ''))).toEqual([
      'id="api-reference" type="application/json"',
      'src="js/jitless.js"',
      'src="js/scalar.js"',
    ]);
    expect(scripts.every((m) => m[2]!.trim() === '')).toBe(true);
    const configuration = JSON.parse(
      /data-configuration="([^"]*)"/
        .exec(page.body)![1]!
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    ) as Record<string, unknown>;
    expect(configuration).toMatchObject({ url: './openapi.json', withDefaultFonts: false, proxyUrl: '' });
    const script = await t.app.inject({ url: '/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    // Nothing in it needs the policy to allow eval: its one probe for it (Zod's) is switched off first.
    expect(script.body).not.toMatch(/\bnew Function\(|[^.\w]eval\(/);
    expect(script.body).toContain('globalThis.__zod_globalConfig');
    const jitless = await t.app.inject({ url: '/docs/js/jitless.js' });
    expect(jitless.headers['content-type']).toContain('javascript');
    expect(jitless.body).toContain('jitless: true');
  });

  it('answers where an API reference is usually looked for', async () => {
    for (const [from, to] of [
      ['/api-docs', '/docs/'],
      ['/swagger-ui', '/docs/'],
      ['/redoc', '/docs/'],
      ['/openapi.json', '/docs/openapi.json'],
    ]) {
      const res = await t.app.inject({ url: from!, headers: { accept: 'text/html' } });
      expect([res.statusCode, res.headers.location], from).toEqual([301, to]);
    }
  });

  it('serves the document the server routes by', async () => {
    const res = await t.app.inject({ url: '/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const served = res.json() as { info: { title: string }; paths: Record<string, unknown> };
    expect(served.info.title).toBe((t.document as unknown as { info: { title: string } }).info.title);
    expect(Object.keys(served.paths).sort()).toEqual(Object.keys(t.document.paths ?? {}).sort());
    // ... which is the bundled contract in the repository.
    const bundled = JSON.parse(
      readFileSync(new URL('../../../openapi/dist/openapi.json', import.meta.url), 'utf8'),
    ) as { info: { version: string }; paths: Record<string, unknown> };
    expect(Object.keys(served.paths).sort()).toEqual(Object.keys(bundled.paths).sort());
    expect(served).toMatchObject({ info: bundled.info });
  });
});
