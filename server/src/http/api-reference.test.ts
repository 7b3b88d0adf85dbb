// /docs: the reference page, its script and the document all come from this server, unsigned and without a session.
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
    // Every src/href/url of the page is relative: no CDN, no vendor fonts.
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(page.body).toContain('"withDefaultFonts": false');
    expect(page.body).toContain('<script src="js/scalar.js"></script>');
    const script = await t.app.inject({ url: '/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
  });

  it('serves the document the server routes by', async () => {
    const res = await t.app.inject({ url: '/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const served = res.json() as { info: { title: string }; paths: Record<string, unknown> };
    expect(served.info.title).toBe((t.document as unknown as { info: { title: string } }).info.title);
    expect(Object.keys(served.paths).sort()).toEqual(Object.keys(t.document.paths ?? {}).sort());
  });
});
