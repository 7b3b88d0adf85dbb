// Every seeded menu entry opens a real page (issue 16): each demo user of the seed signs in, opens every entry of
// their side menu (nested ones too) by clicking it, and the walk fails on a 404 page, a page that failed to render,
// an English or route-name leftover in the tab, title or breadcrumb, raw placeholders in the page, or a failed API
// answer while the page loads. A screenshot of each page lands in test-results/menu-walk/ to be looked at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Response } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { menuEntries, openEntry, visibleText } from './menu-support.js';
import { signIn, tabStrip } from './shell-support.js';

/** The demo users of the seed (server/src/seed/identity-data.ts, README "Demo logins") and their names. */
const DEMO_USERS = [
  ['admin', '管理员'],
  ['doctor', '王医生'],
  ['researcher', '李研究员'],
  ['nurse', '陈护士'],
  ['tenant2admin', '赵管理员'],
  ['second_doctor', '周医生'],
  ['renhe_doctor', '孙医生'],
  ['operator', '吴运营'],
] as const;

const API = '/jeecg-boot/';
/** A text a finished page never shows: unset values, i18n keys of the hooks' catalog. */
const RAW_LEFTOVER =
  /\bundefined\b|\bNaN\b|\[object Object\]|\b(list|superQuery|savedQuery|upload|import|record|announcement|feedback)\.[a-z][A-Za-z]+\b/;
const ASCII_ONLY = /^[\x20-\x7e]+$/;
const HOME = '/dashboard/analysis';

/** True when the locator matches nothing within a few seconds. */
const gone = (locator: Locator) =>
  expect(locator)
    .toHaveCount(0, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);

for (const [username, realname] of DEMO_USERS) {
  test(`menu walk: every side-menu entry of ${username} (${realname}) opens a finished page`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const shots = join(testInfo.project.outputDir, 'menu-walk');
    mkdirSync(shots, { recursive: true });

    // Failed answers are filed under the entry being opened.
    let current = 'login';
    const failures: string[] = [];
    const judge = async (response: Response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith(API)) return;
      const label = `${current}: ${response.request().method()} ${url.pathname.slice(API.length - 1)}`;
      if (response.status() >= 400) {
        failures.push(`${label} answered ${response.status()}`);
        return;
      }
      if (!(response.headers()['content-type'] ?? '').includes('json')) return;
      try {
        const body = (await response.json()) as { success?: boolean; message?: string };
        if (body.success === false) failures.push(`${label} failed: ${body.message ?? ''}`);
      } catch {
        // The page moved on before the body was read.
      }
    };
    page.on('response', (response) => void judge(response));

    await signIn(page, username);
    await expect(page.getByRole('heading', { name: `欢迎，${realname}` })).toBeVisible();
    const entries = await menuEntries(page);
    expect(entries.length, 'the side menu has entries').toBeGreaterThan(0);
    // The walk grows with the menu: each new page gets its own time, not a share of a fixed limit.
    test.setTimeout(60_000 + entries.length * 8_000);
    const problems: string[] = [];
    const walked: string[] = [];

    for (const [index, entry] of entries.entries()) {
      current = [...entry.groups, entry.name].join(' / ');
      await openEntry(page, entry);
      await expect(page, `${current} opens its address`).toHaveURL(
        (url) => decodeURIComponent(url.pathname) === decodeURIComponent(entry.href.split('?')[0]!),
      );
      await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
      await expect(page.getByRole('status', { name: '加载中' })).toHaveCount(0, { timeout: 10_000 });

      const main = page.getByRole('main');
      // A page settles first (a lazy page may flash its fallback); what is still there after that is a finding.
      const notFound = page.getByText('很抱歉，您访问的页面不存在').filter({ visible: true });
      if (!(await gone(notFound))) problems.push(`${current}: 404 page`);
      if (!(await gone(page.getByRole('status', { name: '页面加载失败' }))))
        problems.push(`${current}: the page failed to render (error boundary)`);
      const tab = tabStrip(page).getByRole('tab', { selected: true });
      // The strip follows the route a render later; on a busy machine that is after the page has settled.
      if (entry.href !== HOME && (await tab.count()))
        await expect(tab.first())
          .toContainText(entry.name, { timeout: 5_000 })
          .catch(() => undefined);
      const tabText = (await tab.count()) ? await visibleText(tab.first()) : entry.name;
      // shell-spec 3: the home tab's name depends on the tenant (1423892807230000001 reads 工作台).
      if (entry.href !== HOME && !tabText.includes(entry.name))
        problems.push(`${current}: the tab reads ${JSON.stringify(tabText)}`);
      const route = entry.href.split('/').filter(Boolean).at(-1) ?? '';
      for (const [where, text] of [
        ['tab', tabText],
        ['title', await visibleText(page.getByRole('heading', { level: 2 }).first()).catch(() => entry.name)],
      ] as const) {
        if (ASCII_ONLY.test(text) || text === route)
          problems.push(`${current}: the ${where} is the raw ${JSON.stringify(text)}`);
      }
      const leftover = (await main.innerText()).match(RAW_LEFTOVER);
      if (leftover) problems.push(`${current}: the page shows ${JSON.stringify(leftover[0])}`);

      await page.screenshot({
        path: join(shots, `${username}-${String(index + 1).padStart(2, '0')}-${entry.name}.png`),
      });
      walked.push(`${current} (${entry.href})`);
    }
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    testInfo.annotations.push({ type: 'walked', description: walked.join('; ') });
    console.log(`${username}: ${walked.length} entries: ${walked.join('; ')}`);
    expect([...problems, ...failures], `problems found walking ${username}'s menu`).toEqual([]);
  });
}
