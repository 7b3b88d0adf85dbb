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
    // The 性别 column shows 男/女 from the cached items, not the stored codes (on the first row that has one: other
    // journeys add patients without a sex).
    await expect(rows.getByRole('cell', { name: /^(男|女)$/ }).first()).toBeVisible();
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

test('item 9: the tenant switch writes TENANT_ID, requests carry it as tenant-id, and 第二医院 opens its workbench home with its own figures', async ({
  page,
  server,
}, testInfo) => {
  await signInHome(page, 'admin', '管理员');
  // 第二医院 gets patients of its own, so its figures differ from 健康服务中心's.
  const admin = await adminClient(page, server.baseURL);
  const inSecond = { headers: { 'tenant-id': '1423892807230000001' } };
  const patientsOf = admin.resource('/chronic/patient');
  for (const name of ['租户甲', '租户乙', '租户丙']) {
    const added = await patientsOf.add({ name }, inSecond);
    expect(added.success).toBe(true);
  }
  // Login pinned requests to the session's own tenant.
  const tenantIdStored = () =>
    page.evaluate(() => {
      const raw = window.localStorage.getItem('TENANT_ID');
      return raw ? (JSON.parse(raw) as { value: string }).value : null;
    });
  expect(await tenantIdStored()).toBe('1000');
  await page.getByRole('button', { name: '当前租户 健康服务中心，切换租户' }).click();
  const menu = page.getByRole('menu', { name: '切换租户' });
  await expect(menu.getByRole('menuitem')).toHaveText(['健康服务中心（当前）', '第二医院']);
  const permissionFetch = page.waitForRequest(/\/sys\/permission\/getUserPermissionByToken/);
  await menu.getByRole('menuitem', { name: '第二医院' }).click();
  // The home page of the chosen tenant loads with its menu fetched in that tenant.
  expect((await permissionFetch).headers()['tenant-id']).toBe('1423892807230000001');
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  expect(await tenantIdStored()).toBe('1423892807230000001');
  await expect(page.getByRole('button', { name: '当前租户 第二医院，切换租户' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /工作台/ })).toBeVisible();

  // Its figures are the server's numbers in that tenant, not constants.
  const unread = (await admin.call('unreadList', {}, inSecond)).length;
  const patients = (await admin.resource('/chronic/patient').list({ pageNo: 1, pageSize: 1 }, inSecond))
    .total;
  const work = page.getByRole('region', { name: '今日工作' });
  await expect(work.getByRole('article', { name: '未读消息' })).toContainText(String(unread));
  await expect(work.getByRole('article', { name: '在册患者' })).toContainText(String(patients));
  await expect(work.getByRole('article', { name: '随访记录' })).toBeVisible();
  await shoot(page, testInfo, 'tenant-workbench-home');

  // Back in 健康服务中心, the analysis dashboard again; logout forgets the chosen tenant.
  await page.getByRole('button', { name: '当前租户 第二医院，切换租户' }).click();
  await page.getByRole('menu', { name: '切换租户' }).getByRole('menuitem', { name: '健康服务中心' }).click();
  await expect(page.getByRole('button', { name: '当前租户 健康服务中心，切换租户' })).toBeVisible();
  await expect(page.getByRole('region', { name: '数据概览' })).toBeVisible();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('alertdialog', { name: '退出登录' }).getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  expect(await tenantIdStored()).toBeNull();
});

test('item 12: each login page wears its own branding (title, logo, background) from the one app-variant table', async ({
  page,
}, testInfo) => {
  const seen = new Map<string, { logo: string | null; background: string }>();
  for (const [path, title] of [
    ['/user/login', '慢病管理与临床研究病例平台'],
    ['/user/tblogin', '特病管理医生工作站'],
    ['/user/dflogin', '药品援助项目管理平台'],
    ['/user/bllogin', '云病历管理平台'],
    ['/user/tbzylogin', '互联网医院医生工作站'],
    ['/user/bscbllogin', '云病历管理平台（BSC）'],
    ['/user/ycbllogin', '云病历管理平台（YCBL）'],
  ] as const) {
    await page.goto(path);
    const brand = page.getByRole('region', { name: '平台介绍' });
    await expect(brand.getByRole('heading', { name: title, exact: true })).toBeVisible();
    const logo = brand.getByRole('img', { name: `${title}标志` });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    seen.set(path, {
      logo: await logo.getAttribute('src'),
      background: await brand.evaluate((el) => getComputedStyle(el).backgroundImage),
    });
    if (path === '/user/dflogin') await shoot(page, testInfo, 'login-dflogin');
  }
  // Seven pages, seven logos and seven backgrounds: no two login pages look the same.
  expect(new Set([...seen.values()].map((v) => v.logo)).size).toBe(seen.size);
  expect(new Set([...seen.values()].map((v) => v.background)).size).toBe(seen.size);
});
