// Menu search (shell-spec 2.8): the command palette finds a page by its title and opens it.
import { test, expect } from './fixtures.js';
import { signInHome, snap, tabStrip } from './shell-support.js';

test('menu search opens the chosen page', async ({ page }, testInfo) => {
  await signInHome(page, 'admin', '管理员');
  await page.getByRole('button', { name: '搜索菜单' }).click();
  const box = page.getByRole('combobox', { name: '菜单名称' });
  await box.fill('角色');
  const options = page.getByRole('listbox', { name: '搜索结果' }).getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('系统管理 / 角色管理');
  await snap(page, testInfo, 'menu-search');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/system\/role$/);
  await expect(tabStrip(page).getByRole('tab', { name: /角色管理/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('button', { name: '搜索菜单' }).click();
  await page.getByRole('combobox', { name: '菜单名称' }).fill('不存在的菜单');
  await expect(page.getByText('没有找到相关菜单')).toBeVisible();
  await page.keyboard.press('Escape');
});
