// Issue 15, session-side shell gaps (items 6, 9, 11, 12, 13): one journey per gap, each against the real server.
import { createClient, memoryTokenStore } from '@clinic/sdk';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { sideMenu, signInHome, snap } from './shell-support.js';

async function shoot(page: Page, testInfo: Parameters<typeof snap>[1], name: string) {
  await snap(page, testInfo, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('item 6: session and dictionaries', () => {
  test('the login answer fills the dictionary cache: 患者列表 shows 性别 labels without asking for a dictionary', async ({
    page,
  }) => {
    const dictionaryCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sys/dict/getDictItems/')) dictionaryCalls.push(request.url());
    });
    await signInHome(page, 'admin', '管理员');
    const cached = await page.evaluate(() =>
      Object.keys(window.localStorage).filter((key) => key.startsWith('DICT_CACHE:')),
    );
    expect(cached).toEqual(expect.arrayContaining(['DICT_CACHE:sex', 'DICT_CACHE:patient_status']));
    await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
    await sideMenu(page).getByRole('link', { name: '患者列表' }).click();
    const rows = page.locator('table:visible tbody tr[data-index]');
    await expect(rows.first()).toBeVisible({ timeout: 20_000 });
    // The 性别 column shows 男/女 from the cached items, not the stored codes.
    await expect(rows.first().getByRole('cell', { name: /^(男|女)$/ })).toBeVisible();
    expect(dictionaryCalls).toEqual([]);
  });

  test.describe('when the network drops the logout call', () => {
    test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });
    test('a logout whose server call fails still signs out and says so on the login page', async ({
      page,
    }, testInfo) => {
      await signInHome(page, 'admin', '管理员');
      // The network drops the logout call (the server itself always accepts logout).
      await page.route('**/jeecg-boot/api/sys/staff/user/logout', (route) =>
        route.abort('internetdisconnected'),
      );
      await page.getByRole('button', { name: '用户菜单' }).click();
      await page.getByRole('menuitem', { name: '退出登录' }).click();
      await page.getByRole('alertdialog', { name: '退出登录' }).getByRole('button', { name: '确定' }).click();
      await expect(page).toHaveURL(/\/user\/login$/);
      await expect(page.getByRole('alert')).toHaveText(
        '退出登录失败：网络异常，请检查网络连接，本机登录信息已清除',
      );
      expect(await page.evaluate(() => window.localStorage.getItem('Access-Token'))).toBeNull();
      await shoot(page, testInfo, 'logout-failed');
      // The notice is shown once: a reload of the login page no longer carries it.
      await page.reload();
      await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
});

async function adminClient(page: Page, baseURL: string) {
  const token = await page.evaluate(() => {
    const raw = window.localStorage.getItem('Access-Token');
    return raw ? (JSON.parse(raw) as { value: string }).value : null;
  });
  expect(token).toBeTruthy();
  return createClient({ baseUrl: `${baseURL}/jeecg-boot`, tokenStore: memoryTokenStore(token) });
}

test('item 13: an avatar stored as an http address shows as it is in the 编辑 form (fileUrl, no static prefix)', async ({
  page,
  server,
}, testInfo) => {
  await signInHome(page, 'admin', '管理员');
  const admin = await adminClient(page, server.baseURL);
  const users = admin.resource<{ id: string; username: string; avatar?: string | null }>('/sys/user');
  const nurse = (await users.list({ username: 'nurse' })).records?.[0];
  expect(nurse?.username).toBe('nurse');
  // A photo kept on another file server: its full address is stored, not a path of ours.
  const external = `${server.baseURL}/favicon.svg`;
  await users.edit({ id: nurse!.id, avatar: external });

  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '用户管理' }).click();
  const row = page.locator('table:visible tbody tr[data-index]').filter({ hasText: '陈护士' });
  await row.getByRole('button', { name: '编辑' }).click();
  const form = page.getByRole('dialog', { name: /编辑/ });
  const avatar = form.getByRole('list', { name: '头像列表' }).getByRole('img');
  await expect(avatar).toHaveAttribute('src', external);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shoot(page, testInfo, 'avatar-external');
});
