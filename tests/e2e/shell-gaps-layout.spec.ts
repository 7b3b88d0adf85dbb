// Issue 15, layout gaps (items 4, 5, 10, 14, 15): one journey per gap, against the real server.
import { createClient, DEFAULT_SIGN_SECRET, jeecgMd5 } from '@clinic/sdk';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { startSlowProxy } from './support/slow-proxy.js';
import { PASSWORD, signIn, signInHome, snap, tabStrip } from './shell-support.js';

const titles = async (page: Page) =>
  (await tabStrip(page).getByRole('tab').allInnerTexts()).map((text) => text.trim());

function apiClient(baseURL: string) {
  return createClient({ baseUrl: `${baseURL}/jeecg-boot`, signer: jeecgMd5(DEFAULT_SIGN_SECRET) });
}

/** A self-registered user: no department, nobody else's journey uses it. */
async function registerUser(baseURL: string, prefix: string, password = PASSWORD): Promise<string> {
  const suffix = String(Date.now()).slice(-7);
  const username = `${prefix}_${suffix}`;
  await apiClient(baseURL).call('register', {
    body: { username, password, phone: `136${suffix}9`.slice(0, 11), realname: `测试${suffix}` },
  });
  return username;
}

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
