// The shell's layouts: desktop side menu with header and tabs, top-menu mode, and the 200px drawer at 375px.
import { test, expect } from './fixtures.js';
import { sideMenu, signIn, signInHome, snap, tabStrip } from './shell-support.js';

test('desktop: side menu, header with greeting and department, tab strip, breadcrumb', async ({
  page,
}, testInfo) => {
  await signInHome(page, 'admin', '管理员');
  await expect(sideMenu(page).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('greeting')).toHaveText('欢迎，管理员');
  await expect(tabStrip(page).getByRole('tab', { name: /首页/ })).toHaveAttribute('aria-selected', 'true');
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '用户管理' }).click();
  await expect(page).toHaveURL(/\/system\/user$/);
  await expect(page.getByRole('navigation', { name: '面包屑' })).toContainText('首页/系统管理/用户管理');
  await snap(page, testInfo, 'layout-desktop-side');

  for (const item of ['刷新字典缓存', '清除系统缓存']) {
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.getByRole('menuitem', { name: item }).click();
    await expect(page.getByText('刷新缓存完成！', { exact: true }).last()).toBeVisible();
  }

  await page.getByRole('button', { name: '收起菜单' }).click();
  await expect(page.getByRole('complementary', { name: '侧边栏' })).toHaveCSS('width', '80px');
  await snap(page, testInfo, 'layout-desktop-collapsed');
});

test('settings drawer: top menu mode and dark menu persist across reload', async ({ page }, testInfo) => {
  await signInHome(page, 'admin', '管理员');
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '系统设置' }).click();
  const drawer = page.getByRole('dialog', { name: '系统设置' });
  await expect(drawer).toHaveCSS('width', '300px');
  await drawer.getByRole('radio', { name: '暗色' }).click();
  await snap(page, testInfo, 'settings-drawer');
  await drawer.getByRole('radio', { name: '顶部栏' }).click();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('complementary', { name: '侧边栏' })).toHaveCount(0);
  await expect(sideMenu(page).getByRole('button', { name: /系统管理/ })).toBeVisible();
  await snap(page, testInfo, 'layout-top-menu');
});

test('mobile 375px: the menu is a 200px drawer that closes after choosing a page', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInHome(page, 'admin', '管理员');
  await expect(page.getByRole('complementary', { name: '侧边栏' })).toHaveCount(0);
  await expect(page.getByTestId('greeting')).toHaveCount(0);
  await page.getByRole('button', { name: '展开菜单' }).click();
  const drawer = page.getByRole('dialog', { name: '菜单' });
  await expect(drawer).toBeVisible();
  await expect(drawer).toHaveCSS('width', '200px');
  await snap(page, testInfo, 'layout-mobile-drawer');
  await drawer.getByRole('button', { name: '系统管理' }).click();
  await drawer.getByRole('link', { name: '角色管理' }).click();
  await expect(page).toHaveURL(/\/system\/role$/);
  await expect(drawer).toBeHidden();
  await snap(page, testInfo, 'layout-mobile-page');
});

test('DF-D-WEB calls home 统计分析 in the menu and the tab; document titles follow the page', async ({
  page,
}) => {
  await page.goto('/user/dflogin?appCode=DF-D-WEB');
  await signIn(page, 'admin', undefined, '/user/dflogin');
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(tabStrip(page).getByRole('tab', { name: /统计分析/ })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: '统计分析' })).toBeVisible();
  await expect(page).toHaveTitle('健康服务中心');
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '角色管理' }).click();
  await expect(page).toHaveTitle('角色管理 - 健康服务中心');
  await page.goto('/404?appCode=');
});
