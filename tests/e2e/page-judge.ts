// What the walks judge on every page they open: no 404, no error boundary, no English or route-name leftover in the
// tab, title or breadcrumb, no raw placeholder in the page, and no failed API answer while it loads; and the walk
// itself (startWalk): each page opened, judged and photographed, the findings reported at its end.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, type Response, type TestInfo } from '@playwright/test';
import { visibleText } from './menu-support.js';
import { tabStrip } from './shell-support.js';

const API = '/jeecg-boot/';
/** A text a finished page never shows: unset values, i18n keys of the hooks' catalog. */
const RAW_LEFTOVER =
  /\bundefined\b|\bNaN\b|\[object Object\]|\b(list|superQuery|savedQuery|upload|import|record|announcement|feedback)\.[a-z][A-Za-z]+\b/;
const ASCII_ONLY = /^[\x20-\x7e]+$/;
export const HOME = '/dashboard/analysis';

/** True when the locator matches nothing within a few seconds. */
const gone = (locator: Locator) =>
  expect(locator)
    .toHaveCount(0, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);

/**
 * Files every failed API answer (HTTP error or success:false) under the page being opened, as `current()` names it
 * at the time; the returned list grows as the walk goes.
 */
export function watchApiFailures(page: Page, current: () => string): string[] {
  const failures: string[] = [];
  const judge = async (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith(API)) return;
    const label = `${current()}: ${response.request().method()} ${url.pathname.slice(API.length - 1)}`;
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
  return failures;
}

/** Waits for the page opened at `href` (named `name` in its menu) to settle, and says what is unfinished on it. */
export async function pageProblems(
  page: Page,
  where: string,
  entry: { name: string; href: string },
): Promise<string[]> {
  const problems: string[] = [];
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await expect(page.getByRole('status', { name: '加载中' })).toHaveCount(0, { timeout: 10_000 });

  const main = page.getByRole('main');
  // A page settles first (a lazy page may flash its fallback); what is still there after that is a finding.
  const notFound = page.getByText('很抱歉，您访问的页面不存在').filter({ visible: true });
  if (!(await gone(notFound))) problems.push(`${where}: 404 page`);
  if (!(await gone(page.getByRole('status', { name: '页面加载失败' }))))
    problems.push(`${where}: the page failed to render (error boundary)`);
  const tab = tabStrip(page).getByRole('tab', { selected: true });
  // The strip follows the route a render later; on a busy machine that is after the page has settled.
  if (entry.href !== HOME && (await tab.count()))
    await expect(tab.first())
      .toContainText(entry.name, { timeout: 5_000 })
      .catch(() => undefined);
  const tabText = (await tab.count()) ? await visibleText(tab.first()) : entry.name;
  // shell-spec 3: the home tab's name depends on the tenant (1423892807230000001 reads 工作台).
  if (entry.href !== HOME && !tabText.includes(entry.name))
    problems.push(`${where}: the tab reads ${JSON.stringify(tabText)}`);
  const route = entry.href.split('?')[0]!.split('/').filter(Boolean).at(-1) ?? '';
  for (const [what, text] of [
    ['tab', tabText],
    ['title', await visibleText(page.getByRole('heading', { level: 2 }).first()).catch(() => entry.name)],
  ] as const) {
    if (ASCII_ONLY.test(text) || text === route)
      problems.push(`${where}: the ${what} is the raw ${JSON.stringify(text)}`);
  }
  const leftover = (await main.innerText()).match(RAW_LEFTOVER);
  if (leftover) problems.push(`${where}: the page shows ${JSON.stringify(leftover[0])}`);
  return problems;
}

export interface Walk {
  /** Opens a page, checks it reaches `link.href` and judges it; its screenshot lands in the walk's folder. */
  visit(where: string, link: { name: string; href: string }, open: () => Promise<void>): Promise<void>;
  /** Files the failed API answers from now on under `where` (a step between pages: choosing a project). */
  at(where: string): void;
  /** Findings of the walk's own checks, beside the judge's. */
  problems: string[];
  /** Records what was walked and fails on every finding and every failed API answer. */
  finish(what: string): Promise<void>;
}

/**
 * A walk of `user`'s pages: screenshots in test-results/<folder>/<user>-NN-<where>.png, failed API answers filed under
 * the page being opened (the sign-in before the first one under "login").
 */
export function startWalk(page: Page, testInfo: TestInfo, folder: string, user: string): Walk {
  const shots = join(testInfo.project.outputDir, folder);
  mkdirSync(shots, { recursive: true });
  let current = 'login';
  const failures = watchApiFailures(page, () => current);
  const problems: string[] = [];
  const walked: string[] = [];
  return {
    problems,
    at(where) {
      current = where;
    },
    async visit(where, link, open) {
      current = where;
      await open();
      await expect(page, `${where} opens its address`).toHaveURL(
        (url) => decodeURIComponent(url.pathname) === decodeURIComponent(link.href.split('?')[0]!),
      );
      problems.push(...(await pageProblems(page, where, link)));
      const name = `${user}-${String(walked.length + 1).padStart(2, '0')}-${where.replace(/[\s/\\:*?"<>|]+/g, '-')}`;
      await page.screenshot({ path: join(shots, `${name}.png`) });
      walked.push(`${where} (${link.href})`);
    },
    async finish(what) {
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      testInfo.annotations.push({ type: 'walked', description: walked.join('; ') });
      console.log(`${user}: ${walked.length} pages: ${walked.join('; ')}`);
      expect([...problems, ...failures], `problems found walking ${what}`).toEqual([]);
    },
  };
}
