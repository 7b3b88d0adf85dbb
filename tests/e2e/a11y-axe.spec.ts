// axe-core (WCAG 2 A/AA, 2.1 AA, 2.2 AA) over every page of the administrator's seeded side menu, every page of the
// research app (its rail and a project's menu), every page of the mobile dynamic form at 375 px and the main dialogs (新增, 高级查询, 导入, the 删除 confirmation, 系统设置):
// each finding is listed with the page it was on.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { menuEntries, openEntry } from './menu-support.js';
import { openProject, researchRail, signInResearch } from './research-support.js';
import { adminSdkClient, sdkClientAs, signIn, signInHome } from './shell-support.js';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LIST = '/chronic/patient/list';

/** 接口文档 frames Scalar's API reference (served by the server at /docs): a third-party page whose own theme the
 * console does not draw. The console around it is checked; the frame's inside is left to that project. */
const THIRD_PARTY_FRAME = 'iframe[src^="/docs"]';
/** Pages kept alive behind other tabs: each was checked while it was the one shown; walking them again on every
 * later page made each check slower than the one before (2.7 s on the first page, 6.7 s on the fortieth). */
const KEPT_PAGES = '[data-page][hidden]';

async function violations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(TAGS)
    .exclude(THIRD_PARTY_FRAME)
    .exclude(KEPT_PAGES)
    .analyze();
  return result.violations.map(
    (v) =>
      `${where}: ${v.id} (${v.nodes.length}) ${v.nodes
        .slice(0, 3)
        .map(
          (n) =>
            `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.split('\n').slice(1, 2).join('').trim()}]` : ''}`,
        )
        .join(' | ')}`,
  );
}

async function settle(page: Page) {
  // Bounded as in the menu walk: once 接口文档's frame is kept alive behind its tab, Playwright never reports the
  // console network-idle again (checked: nothing in flight, in the page or the frame), so every later page spent the
  // whole wait — 8 s each, and the walk outran its time on a slow run. Readiness is 加载中 gone, below.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await expect(page.getByRole('status', { name: '加载中' })).toHaveCount(0, { timeout: 10_000 });
}

test('every page of the administrator side menu has no axe violation', async ({ page }) => {
  test.setTimeout(240_000);
  await signInHome(page, 'admin', '管理员');
  const entries = await menuEntries(page);
  expect(entries.length).toBeGreaterThan(10);
  // The walk grows with the menu: each new page gets its own time, not a share of a fixed limit.
  test.setTimeout(60_000 + entries.length * 10_000);
  const found: string[] = [];
  for (const entry of entries) {
    await openEntry(page, entry);
    await expect(page).toHaveURL(
      (url) => decodeURIComponent(url.pathname) === decodeURIComponent(entry.href.split('?')[0]!),
    );
    await settle(page);
    found.push(...(await violations(page, `${[...entry.groups, entry.name].join(' / ')} (${entry.href})`)));
  }
  console.log(found.join('\n'));
  expect(found).toEqual([]);
});

test('the main dialogs have no axe violation', async ({ page }) => {
  test.setTimeout(120_000);
  await signInHome(page, 'admin', '管理员');
  const found: string[] = [];

  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menu', { name: '用户菜单' }).getByRole('menuitem', { name: '系统设置' }).click();
  await expect(page.getByRole('dialog', { name: '系统设置' })).toBeVisible();
  found.push(...(await violations(page, '系统设置')));
  await page.keyboard.press('Escape');

  await page.goto(LIST);
  await settle(page);
  await page.getByRole('button', { name: '新增' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await violations(page, '新增')));
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: '高级查询' }).click();
  await expect(page.getByRole('dialog', { name: '高级查询构造器' })).toBeVisible();
  found.push(...(await violations(page, '高级查询')));
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: '导入', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '导入EXCEL' })).toBeVisible();
  found.push(...(await violations(page, '导入')));
  await page.keyboard.press('Escape');

  await page.locator('table:visible tbody tr').first().getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  found.push(...(await violations(page, '删除')));
  await page.keyboard.press('Escape');

  console.log(found.join('\n'));
  expect(found).toEqual([]);
});

test('every page of the research app (RWS-P-WEB) has no axe violation', async ({ page }) => {
  test.setTimeout(180_000);
  await signInResearch(page, 'admin');
  const found: string[] = [];
  const pages = [researchRail(page).getByRole('link'), page.locator('header a[href*="projectId="]')];
  for (const links of pages) {
    if (links === pages[1]) await openProject(page, '2型糖尿病真实世界研究');
    const hrefs: string[] = [];
    for (let i = 0; i < (await links.count()); i++)
      hrefs.push((await links.nth(i).getAttribute('href')) ?? '');
    expect(hrefs.length).toBeGreaterThan(0);
    for (const [i, href] of hrefs.entries()) {
      await links.nth(i).click();
      await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === href.split('?')[0]);
      await settle(page);
      found.push(...(await violations(page, href)));
    }
  }
  expect(found).toEqual([]);
});

test('every page of the mobile dynamic form (/dynamicForm/) at 375 px has no axe violation', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // A form with two records, a pending add request and a pending change request of the researcher: every page has
  // something to show.
  const admin = await adminSdkClient(baseURL!);
  const researcher = await sdkClientAs(baseURL!, 'researcher');
  const form = await admin.call('dynFormAdd', {
    body: {
      name: `无障碍检查${Date.now() % 100000}`,
      status: '1',
      fields: [
        { name: 'f1', label: '姓名', type: 'input', required: true },
        { name: 'f2', label: '天数', type: 'inputNumber' },
        {
          name: 'f3',
          label: '是否吸烟',
          type: 'radio',
          options: [
            { value: '1', label: '是' },
            { value: '0', label: '否' },
          ],
        },
      ],
    },
  });
  const ids: string[] = [];
  for (const f2 of [1, 2])
    ids.push(
      (await admin.call('dynFormDataAdd', { body: { formId: form.id, data: { f1: '检查甲', f2 } } })).id,
    );
  const add = await researcher.call('dynFormApplyAdd', {
    body: { formId: form.id, kind: 'add', data: { f1: '检查乙' } },
  });
  const edit = await researcher.call('dynFormApplyAdd', {
    body: { formId: form.id, kind: 'edit', dataId: ids[0], data: { f1: '检查甲', f2: 3 } },
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/dynamicForm/login');
  const found = await violations(page, '/dynamicForm/login');
  await signIn(page, 'admin', undefined, '/dynamicForm/login');
  await expect(page).toHaveURL(/\/dynamicForm\/index$/);
  const f = `formId=${form.id}`;
  for (const href of [
    '/dynamicForm/index',
    '/dynamicForm/list',
    `/dynamicForm/list?${f}`,
    `/dynamicForm/mList?${f}`,
    '/dynamicForm/dataHandleApply',
    `/dynamicForm/dataHandleApply?${f}`,
    `/dynamicForm/dataDetails?id=${ids[0]}`,
    `/dynamicForm/dataApply?id=${ids[1]}`,
    `/dynamicForm/applyDel?id=${ids[1]}`,
    `/dynamicForm/applyAdd?${f}`,
    `/dynamicForm/applyMergeList?${f}`,
    `/dynamicForm/applyMergeList?${f}&keep=${ids[0]}`,
    `/dynamicForm/applyMerge?keep=${ids[0]}&other=${ids[1]}`,
    `/dynamicForm/applyDetails?id=${add.id}`,
    '/dynamicForm/applyAudit',
    `/dynamicForm/applyAudit?id=${add.id}`,
    '/dynamicForm/dataApplyAudit',
    `/dynamicForm/dataApplyAudit?id=${edit.id}`,
  ]) {
    await page.goto(href);
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
    await expect(page.getByText('加载中…')).toHaveCount(0, { timeout: 10_000 });
    found.push(...(await violations(page, href)));
  }
  console.log(found.join('\n'));
  expect(found).toEqual([]);
});
