// The API reference at /docs: an administrator opens it from the console footer, it renders from this server alone
// (no request leaves it) under the console's Content-Security-Policy, and users who do not administer see no link.
import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { signInHome, snap } from './shell-support.js';
import { watchViolations } from './support/csp-violations.js';

/** Collects every request a page makes outside `origin` (fonts, CDNs, telemetry). */
function outsideRequests(page: Page, origin: string): string[] {
  const outside: string[] = [];
  page.on('request', (request: Request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !/^(data|blob|about):/.test(url)) outside.push(url);
  });
  return outside;
}

test('an administrator opens the API reference from the footer; it is served whole by this server', async ({
  page,
  baseURL,
}, testInfo) => {
  // The reference's script is large (about 4 MB) and the machine is shared: give it time to parse.
  test.setTimeout(120_000);
  await signInHome(page, 'admin', '管理员');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'API 文档' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '/docs/');

  const violations = await watchViolations(page.context());
  const opening = page.context().waitForEvent('page');
  await link.click();
  const docs = await opening;
  const outside = outsideRequests(docs, baseURL!);
  const errors: string[] = [];
  docs.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  docs.on('pageerror', (error) => errors.push(error.message));
  await docs.waitForLoadState();
  await expect(docs).toHaveURL(/\/docs\/$/);
  await expect(docs).toHaveTitle('诊所后台 API 参考');
  await expect(docs.getByRole('heading', { name: 'Clinic back office API', level: 1 })).toBeVisible();
  // The reference reads the contract the server routes by: an operation of it opens with its path.
  const sidebar = docs.getByRole('complementary', { name: /Sidebar/ });
  await sidebar.getByRole('button', { name: 'Open Group - patient', exact: true }).click();
  await sidebar.getByRole('link', { name: /Page of patient records/ }).click();
  await expect(docs.getByText('/chronic/patient/list').first()).toBeVisible();
  await snap(docs, testInfo, 'api-docs-desktop');
  await docs.setViewportSize({ width: 375, height: 800 });
  await snap(docs, testInfo, 'api-docs-375');
  expect(outside).toEqual([]);
  expect(await violations(docs)).toEqual([]);
  expect(errors).toEqual([]);

  // The page is served under the console's policy: scripts from this server's files only.
  const served = await page.request.get('/docs/');
  expect(served.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  const document = await page.request.get('/docs/openapi.json');
  expect(document.ok()).toBe(true);
  expect((await document.json()).info.title).toBe('Clinic back office API');
});

test('a doctor sees no API reference link; the reference itself needs no login', async ({ page }) => {
  await signInHome(page, 'doctor', '王医生');
  await expect(page.getByRole('contentinfo')).toContainText('Copyright');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'API 文档' })).toHaveCount(0);
  const answer = await page.request.get('/docs');
  expect(answer.ok()).toBe(true);
  expect(await answer.text()).toContain('<title>诊所后台 API 参考</title>');
});
