// What the walks judge on every page they open: no 404, no error boundary, no English or route-name leftover in the
// tab, title or breadcrumb, no raw placeholder in the page, and no failed API answer while it loads.
import { expect, type Locator, type Page, type Response } from '@playwright/test';
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
