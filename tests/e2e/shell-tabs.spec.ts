// Tabs (shell-spec 2.7): open from the menu, close, the right-click menu, both Chinese warnings, hidden tabs keep their state.
import { test, expect } from './fixtures.js';
import { openMenuEntry, signInHome, snap, tabStrip } from './shell-support.js';
import type { Page } from '@playwright/test';

const titles = async (page: Page) =>
  (await tabStrip(page).getByRole('tab').allInnerTexts()).map((text) => text.trim());

async function openFromMenu(page: Page, title: string) {
  await openMenuEntry(page, '系统管理', title);
}

test('tabs open, close, and obey the right-click menu with both warnings', async ({ page }, testInfo) => {
  await signInHome(page, 'admin', '管理员');
  await openFromMenu(page, '用户管理');
  await openFromMenu(page, '角色管理');
  await openFromMenu(page, '部门管理');
  await expect.poll(() => titles(page)).toEqual(['首页', '用户管理', '角色管理', '部门管理']);

  await tabStrip(page).getByRole('tab', { name: /首页/ }).locator('[data-close]').click();
  await expect(page.getByText('首页不能关闭!', { exact: true })).toBeVisible();

  await tabStrip(page)
    .getByRole('tab', { name: /角色管理/ })
    .click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭右侧' }).click();
  await expect.poll(() => titles(page)).toEqual(['首页', '用户管理', '角色管理']);

  await tabStrip(page)
    .getByRole('tab', { name: /角色管理/ })
    .click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭左侧' }).click();
  await expect.poll(() => titles(page)).toEqual(['首页', '角色管理']);
  await snap(page, testInfo, 'tabs-context-menu');

  await openFromMenu(page, '用户管理');
  await tabStrip(page)
    .getByRole('tab', { name: /用户管理/ })
    .click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect.poll(() => titles(page)).toEqual(['首页', '用户管理']);
  await expect(page).toHaveURL(/\/system\/user$/);

  await tabStrip(page)
    .getByRole('tab', { name: /用户管理/ })
    .locator('[data-close]')
    .click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect.poll(() => titles(page)).toEqual(['首页']);

  // Multi-tab off leaves only the current page; closing it is refused as the last page.
  await openFromMenu(page, '角色管理');
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '系统设置' }).click();
  await page.getByRole('switch', { name: '多页签模式' }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => titles(page)).toEqual(['角色管理']);
  await tabStrip(page)
    .getByRole('tab', { name: /角色管理/ })
    .press('Delete');
  await expect(page.getByText('这是最后一页，不能再关闭了啦', { exact: true })).toBeVisible();
  await snap(page, testInfo, 'tabs-last-page');
});

test('a hidden tab keeps its page state; 刷新 starts it again', async ({ page }) => {
  await signInHome(page, 'admin', '管理员');
  await openFromMenu(page, '用户管理');
  const filter = page.getByPlaceholder('请输入用户账号');
  await filter.fill('doc');
  await openFromMenu(page, '角色管理');
  await expect(filter).toBeHidden();
  await tabStrip(page)
    .getByRole('tab', { name: /用户管理/ })
    .click();
  await expect(filter).toHaveValue('doc');

  await tabStrip(page)
    .getByRole('tab', { name: /用户管理/ })
    .click({ button: 'right' });
  await page.getByRole('menuitem', { name: '刷新' }).click();
  await expect(page.getByPlaceholder('请输入用户账号')).toHaveValue('');
});
