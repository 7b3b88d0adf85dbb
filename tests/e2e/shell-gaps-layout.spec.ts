// Issue 15, layout gaps (items 3, 4, 5, 8, 10, 14, 15): one journey per gap, against the real server.
import { createClient, DEFAULT_SIGN_SECRET, jeecgMd5 } from '@clinic/sdk';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { startSlowProxy } from './support/slow-proxy.js';
import { PASSWORD, sideMenu, signIn, signInHome, snap, tabStrip } from './shell-support.js';

const titles = async (page: Page) =>
  (await tabStrip(page).getByRole('tab').allInnerTexts()).map((text) => text.trim());

function apiClient(baseURL: string) {
  return createClient({ baseUrl: `${baseURL}/jeecg-boot`, signer: jeecgMd5(DEFAULT_SIGN_SECRET) });
}

/** One unread message for `username`, sent by admin. */
async function sendOneMessage(baseURL: string, username: string, title: string) {
  const sign = async (name: string) => {
    const client = apiClient(baseURL);
    const result = await client.auth.login({ body: { username: name, password: PASSWORD } });
    client.setToken(result.token);
    return { client, id: String(result.userInfo.id) };
  };
  const [admin, user] = await Promise.all([sign('admin'), sign(username)]);
  await admin.client.call('sendMessage', { body: { userIds: user.id, title } });
}

/** A user registered by invitation: no department, nobody else's journey uses it. */
async function registerUser(baseURL: string, prefix: string, password = PASSWORD): Promise<string> {
  const suffix = String(Date.now()).slice(-7);
  const username = `${prefix}_${suffix}`;
  // Registration needs an administrator's invitation into the tenant.
  const admin = apiClient(baseURL);
  admin.setToken((await admin.call('login', { body: { username: 'admin', password: PASSWORD } })).token);
  const { code } = await admin.call('userInvite');
  await apiClient(baseURL).call('register', {
    body: {
      username,
      password,
      phone: `136${suffix}9`.slice(0, 11),
      realname: `测试${suffix}`,
      inviteCode: code,
    },
  });
  return username;
}

test('collapsed sidebar: 系统管理 opens its pages in a keyboard flyout and 消息 keeps its unread count', async ({
  page,
  baseURL,
}, testInfo) => {
  await sendOneMessage(baseURL as string, 'admin', '侧栏角标提醒');
  await signInHome(page, 'admin', '管理员');
  const messages = sideMenu(page).getByRole('button', { name: /^消息/ });
  // Expanded, the submenu's badge is the sum of its children; collapsed, the same number sits on its icon.
  await expect(messages).toContainText(/\d+/);
  const count = ((await messages.textContent()) ?? '').replace(/\D/g, '');
  await page.getByRole('button', { name: '收起菜单' }).click();
  await expect(page.getByRole('complementary', { name: '侧边栏' })).toHaveCSS('width', '80px');
  await expect(messages).toContainText(count);

  const system = sideMenu(page).getByRole('button', { name: '系统管理' });
  await system.focus();
  await page.keyboard.press('Enter');
  const flyout = page.getByRole('menu', { name: '系统管理' });
  await expect(flyout).toBeVisible();
  await expect(flyout.getByRole('menuitem', { name: '用户管理' })).toBeVisible();
  await snap(page, testInfo, 'collapsed-flyout-1280');
  const role = flyout.getByRole('menuitem', { name: '角色管理' });
  for (let i = 0; i < 12 && !(await role.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(role).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/system\/role$/);
  await expect(flyout).toBeHidden();
  await expect(system).toBeFocused();

  // The 消息 flyout opens with a click and lists the page whose count the badge shows.
  await messages.click();
  await expect(
    page.getByRole('menu', { name: '消息' }).getByRole('menuitem', { name: /我的消息/ }),
  ).toContainText(count);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: '展开菜单' }).click();
  await expect(
    page.getByRole('dialog', { name: '菜单' }).getByRole('button', { name: /^消息/ }),
  ).toContainText(count);
  await snap(page, testInfo, 'menu-drawer-375');
});

test('logging in from the login form served at / leaves 首页 alone and never draws the form inside the layout', async ({
  page,
  server,
}, testInfo) => {
  // The permission list answers late (as on a loaded server): the shell's code is in before the menu is.
  const proxy = await startSlowProxy(
    server.baseURL,
    (path) => path.includes('getUserPermissionByToken'),
    1500,
  );
  await page.addInitScript(() => {
    const w = window as unknown as { loginInsideLayout?: boolean };
    const check = () => {
      const form = document.querySelector('form[aria-label="账号登录"]');
      const layout = document.querySelector('[aria-label="主菜单"], [aria-label="已打开的页面"], header');
      if (form && layout) w.loginInsideLayout = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  });
  try {
    await page.goto(`${proxy.baseURL}/`);
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2F$/);
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { name: '欢迎，管理员' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await expect.poll(() => titles(page)).toEqual(['首页']);
    await snap(page, testInfo, 'login-from-root-1280');
    const inside = await page.evaluate(
      () => (window as unknown as { loginInsideLayout?: boolean }).loginInsideLayout,
    );
    expect(inside, 'the login form was drawn inside the layout').toBe(undefined);
  } finally {
    await page.goto('about:blank');
    await proxy.close();
  }
});

test('at 375 px there is no tab strip (multi-tab is off on mobile); back at 1280 px it returns', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInHome(page, 'admin', '管理员');
  await expect(tabStrip(page)).toHaveCount(0);
  await page.getByRole('button', { name: '展开菜单' }).click();
  const drawer = page.getByRole('dialog', { name: '菜单' });
  await drawer.getByRole('button', { name: '系统管理' }).click();
  await drawer.getByRole('link', { name: '角色管理' }).click();
  await expect(page).toHaveURL(/\/system\/role$/);
  await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText('角色管理');
  await expect(tabStrip(page)).toHaveCount(0);
  await snap(page, testInfo, 'mobile-no-tabs-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => titles(page)).toEqual(['首页', '角色管理']);
  await snap(page, testInfo, 'tabs-back-1280');
});

test.describe('idle logout', () => {
  // A test-sized idle timeout (the console's CLINIC_IDLE_TIMEOUT_MS override may only shorten the 30 minutes).
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('CLINIC_IDLE_TIMEOUT_MS', '10000'));
  });

  test('warns with a countdown before the automatic logout; 继续使用 keeps the session', async ({
    page,
  }, testInfo) => {
    await signInHome(page, 'admin', '管理员');
    const warning = page.getByRole('alertdialog', { name: '即将自动退出' });
    await expect(warning).toBeVisible({ timeout: 15_000 });
    const countdown = warning.getByText(/\d+ 秒后自动退出登录/);
    await expect(countdown).toBeVisible();
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first ?? '');
    await snap(page, testInfo, 'idle-warning-1280');
    await warning.getByRole('button', { name: '继续使用' }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);

    // Left alone again: warned again, then signed out to the login page.
    await expect(warning).toBeVisible({ timeout: 15_000 });
    await page.setViewportSize({ width: 375, height: 740 });
    await snap(page, testInfo, 'idle-warning-375');
    await expect(page).toHaveURL(/\/user\/login/, { timeout: 15_000 });
    expect(await page.evaluate(() => window.localStorage.getItem('Access-Token'))).toBeNull();
    // The login page says why the session ended.
    await expect(page.getByRole('alert').filter({ hasText: '系统已自动退出登录' })).toContainText(
      '您长时间未操作，为保护患者信息，系统已自动退出登录，请重新登录',
    );
    await snap(page, testInfo, 'idle-logout-login-375');
  });
});

test('the research layout shows 云病历管理平台; a dialog opened from the project list dims the list too', async ({
  page,
}, testInfo) => {
  await page.goto('/user/login?appCode=RWS-P-WEB');
  await signIn(page, 'researcher');
  await expect(page).toHaveURL(/\/dashboard\/analysis/);
  await expect(page.getByRole('banner').getByText('云病历管理平台', { exact: true })).toBeVisible();
  await snap(page, testInfo, 'research-title-1280');

  await page.getByRole('navigation', { name: '研究导航' }).getByRole('button', { name: '项目' }).hover();
  const list = page.getByTestId('project-hover-list');
  await expect(list.getByRole('list', { name: '我的项目' })).toBeVisible();
  await list.getByRole('button', { name: '创建项目' }).click();
  const dialog = page.getByRole('dialog', { name: '创建项目' });
  await expect(dialog).toBeVisible();
  // What is painted over the list is the dialog's overlay. (The modal turns pointer events off outside it, so hit
  // testing is switched back on everywhere for the probe: it then answers the topmost painted element.)
  const box = (await list.boundingBox())!;
  const onTop = await page.evaluate(
    ([x, y]) => {
      const probe = document.createElement('style');
      probe.textContent = '* { pointer-events: auto !important; }';
      document.head.append(probe);
      const hit = document.elementFromPoint(x!, y!);
      probe.remove();
      return Boolean(hit?.closest('[data-testid="project-hover-list"]'));
    },
    [box.x + box.width / 2, box.y + box.height - 4],
  );
  expect(onTop, 'the hover list shows through the dialog overlay').toBe(false);
  await snap(page, testInfo, 'research-dialog-over-list-1280');
  await dialog.getByRole('button', { name: '取消' }).click();
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('banner').getByText('云病历管理平台', { exact: true })).toBeVisible();
  await snap(page, testInfo, 'research-title-375');
});

test('the settings drawer (a development preview) is offered to administrators only', async ({
  page,
}, testInfo) => {
  await signInHome(page, 'doctor', '王医生');
  await page.getByRole('button', { name: /用户菜单/ }).click();
  const menu = page.getByRole('menu', { name: '用户菜单' });
  await expect(menu.getByRole('menuitem', { name: '密码修改' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: '系统设置' })).toHaveCount(0);
  await snap(page, testInfo, 'doctor-user-menu-1280');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('alertdialog', { name: '退出登录' }).getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/user\/login/);

  await signInHome(page, 'admin', '管理员');
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menu', { name: '用户菜单' }).getByRole('menuitem', { name: '系统设置' }).click();
  await expect(page.getByRole('dialog', { name: '系统设置' })).toBeVisible();
});

test.describe('item 15 leftovers', () => {
  test('the department dialog of a user without departments says 您尚未设置部门信息!', async ({
    page,
    baseURL,
  }, testInfo) => {
    const username = await registerUser(baseURL as string, 'nodep');
    await signIn(page, username);
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await page.getByRole('button', { name: '切换部门' }).click();
    const dialog = page.getByRole('dialog', { name: '部门选择' });
    await expect(dialog.getByText('您尚未设置部门信息!', { exact: true })).toBeVisible();
    await snap(page, testInfo, 'depart-empty-1280');
    await page.setViewportSize({ width: 375, height: 740 });
    await snap(page, testInfo, 'depart-empty-375');
  });

  test('a changed password shows its success notice before the logout', async ({
    page,
    baseURL,
  }, testInfo) => {
    const username = await registerUser(baseURL as string, 'pwok', 'First@2026');
    await signIn(page, username, 'First@2026');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '密码修改' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByLabel('旧密码').fill('First@2026');
    await dialog.getByLabel('新密码', { exact: true }).fill('Second@2026');
    await dialog.getByLabel('确认新密码').fill('Second@2026');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('密码修改成功，请使用新密码重新登录', { exact: true }).first()).toBeVisible();
    await snap(page, testInfo, 'password-success-1280');
    await expect(page).toHaveURL(/\/user\/login$/);
    await signIn(page, username, 'Second@2026');
    await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  });

  test('/demo/form is titled 控件示例 in its tab and the window title', async ({ page }) => {
    await signInHome(page, 'admin', '管理员');
    await page.goto('/demo/form');
    await expect(tabStrip(page).getByRole('tab', { selected: true })).toHaveText('控件示例');
    await expect(page).toHaveTitle('控件示例 - 健康服务中心');
    expect(await titles(page)).not.toContain('form');
  });

  test('the toast region is labelled in Chinese', async ({ page }) => {
    await signInHome(page, 'admin', '管理员');
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: '刷新字典缓存' }).click();
    await expect(page.getByText('刷新缓存完成！', { exact: true }).last()).toBeVisible();
    await expect(page.getByRole('region', { name: /^通知/ })).toHaveCount(1);
    await expect(page.getByRole('region', { name: /Notification/i })).toHaveCount(0);
  });
});
