// Issue 15, shell gaps found by using the console: one journey per gap, each against the real server.
import { createClient, memoryTokenStore } from '@clinic/sdk';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { sideMenu, signInHome, snap } from './shell-support.js';

async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = window.localStorage.getItem('Access-Token');
    return raw ? (JSON.parse(raw) as { value: string }).value : null;
  });
  expect(token).toBeTruthy();
  return token as string;
}

test.describe('a revoked token on a bookmarked menu address', () => {
  // Chromium reports every 401 answer as a console error; that one is the point of this test.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('goes to login with the address as redirect, after the 未授权 notice', async ({
    page,
    server,
  }, testInfo) => {
    await signInHome(page, 'admin', '管理员');
    const partner = createClient({
      baseUrl: `${server.baseURL}/jeecg-boot`,
      tokenStore: memoryTokenStore(await storedToken(page)),
    });
    await partner.call('staffLogout');

    await page.goto('/system/role');
    await expect(page.getByText('未授权，请重新登录', { exact: true })).toBeVisible();
    await snap(page, testInfo, 'revoked-bookmark-notice');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fsystem%2Frole$/);
    expect(await page.evaluate(() => window.localStorage.getItem('Access-Token'))).toBeNull();
    // Signing in again goes back to the bookmarked page.
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('Clinic@2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/system\/role$/);
    await expect(sideMenu(page)).toBeVisible();
  });
});

test('a layouts/IframePageView menu entry opens its framed page from the side menu and from 搜索菜单', async ({
  page,
}, testInfo) => {
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '接口文档' }).click();
  await expect(page).toHaveURL(/\/iframe\/docs$/);
  // The framed document is the server's API reference (its own title), not the console's 404.
  await expect(page.locator('iframe[src="/docs/"]')).toBeVisible();
  await expect
    .poll(
      async () =>
        (await page
          .frames()
          .find((f) => f.url().endsWith('/docs/'))
          ?.title()) ?? '',
    )
    .toBe('诊所后台 API 参考');
  await snap(page, testInfo, 'iframe-page');

  await page.goto('/dashboard/analysis');
  await page.getByRole('button', { name: '搜索菜单' }).click();
  await page.getByRole('combobox', { name: '菜单名称' }).fill('接口文档');
  await page.getByRole('combobox', { name: '菜单名称' }).press('Enter');
  await expect(page).toHaveURL(/\/iframe\/docs$/);
  await expect(page.locator('iframe[src="/docs/"]')).toBeVisible();
});

test('a list answer success:false shows the server message and a failed table with 重试', async ({
  page,
}, testInfo) => {
  await signInHome(page, 'admin', '管理员');
  await page.goto('/chronic/patient/list');
  const dataRows = page.locator('table:visible tbody tr[data-index]');
  await expect(dataRows.first()).toBeVisible({ timeout: 20_000 });
  const rowsBefore = await dataRows.count();
  // A kept address whose advanced query the server cannot read: it answers success:false (HTTP 200).
  await page.goto(
    `/chronic/patient/list?superQueryParams=${encodeURIComponent('[{"field":')}&superQueryMatchType=and`,
  );
  await expect(page.getByText('高级查询参数格式错误').first()).toBeVisible();
  const failed = page.getByRole('alert').filter({ hasText: '数据加载失败' });
  await expect(failed).toBeVisible();
  await expect(dataRows).toHaveCount(0);
  await snap(page, testInfo, 'list-failed');
  // 重试 asks again (still refused).
  const asked = page.waitForResponse(/\/jeecg-boot\/chronic\/patient\/list\?/);
  await failed.getByRole('button', { name: '重试' }).click();
  await asked;
  await expect(failed).toBeVisible();
  // Opening the list again from the menu (no advanced query in the address) loads the rows.
  await sideMenu(page).getByRole('link', { name: '患者列表' }).click();
  await expect(failed).toHaveCount(0);
  await expect(dataRows).toHaveCount(rowsBefore);
});

test('a list request that gets no answer in 60 s shows 网络超时 and a failed table with 重试', async ({
  page,
}, testInfo) => {
  // The browser's clock is installed but keeps flowing; only the 60 s wait is run through at once (at 50 s nothing shows).
  await page.clock.install();
  await signInHome(page, 'admin', '管理员');
  await page.goto('/chronic/patient/list');
  const dataRows = page.locator('table:visible tbody tr[data-index]');
  await expect(dataRows.first()).toBeVisible({ timeout: 20_000 });
  const rowsBefore = await dataRows.count();
  // The network drops the next list request on the floor: no answer ever comes.
  const held: Array<{ abort(): Promise<void> }> = [];
  let arrived!: () => void;
  const requestHeld = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(/\/jeecg-boot\/chronic\/patient\/list\?/, (route) => {
    held.push(route);
    arrived();
  });
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await requestHeld;
  await page.clock.runFor('01:01');
  await expect(page.getByText('网络超时').first()).toBeVisible();
  const failed = page.getByRole('alert').filter({ hasText: '数据加载失败' });
  await expect(failed).toBeVisible();
  await expect(dataRows).toHaveCount(0);
  await snap(page, testInfo, 'list-timeout');
  // The network is back: 重试 loads the rows again.
  await page.unroute(/\/jeecg-boot\/chronic\/patient\/list\?/);
  await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
  await failed.getByRole('button', { name: '重试' }).click();
  await expect(failed).toHaveCount(0);
  await expect(dataRows).toHaveCount(rowsBefore);
});

test('logout leaves no DICT_CACHE entry of the signed-out user in storage', async ({ page }) => {
  await signInHome(page, 'admin', '管理员');
  await page.goto('/chronic/patient/list');
  await expect(page.locator('table:visible tbody tr[data-index]').first()).toBeVisible({ timeout: 20_000 });
  const dictKeys = () =>
    page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('DICT_CACHE:')));
  await expect.poll(dictKeys).not.toEqual([]);
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('alertdialog', { name: '退出登录' }).getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  expect(await dictKeys()).toEqual([]);
});
