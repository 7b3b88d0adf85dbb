// 角色管理 as an administrator (issue 16 item 2): a new role, 授权 with the menu and button tree (ticking a page ticks
// its buttons, its directory shows partly ticked), 用户 of the role (添加已有用户 / 移除); a user given the role sees
// the granted menu after a new login and loses it when taken out; query, edit, export and delete of the role.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { PASSWORD, signIn, signInHome, sideMenu, snap } from './shell-support.js';

const table = (page: Page) => page.locator('table:visible').first();
const rowOf = (page: Page, text: string) => table(page).locator('tbody tr', { hasText: text });
const queryForm = (page: Page) => page.getByRole('search', { name: '查询条件' });

async function menuOf(browser: Browser, username: string) {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  await signIn(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/analysis/);
  return { context, page };
}

test('角色管理: 授权 grants a menu, the role’s new user sees it after logging in again', async ({
  page,
  browser,
}, testInfo) => {
  const suffix = String(Date.now()).slice(-6);
  const roleName = `质控员${suffix}`;
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '角色管理' }).click();
  await expect(page.getByRole('heading', { name: '角色管理', level: 2 })).toBeVisible();

  // 新增 a role.
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增角色' });
  await add.getByLabel('角色名称', { exact: true }).fill(roleName);
  await add.getByLabel('角色编码', { exact: true }).fill(`qc_${suffix}`);
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();
  await queryForm(page).getByLabel('角色名称：', { exact: true }).fill(roleName);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 1 条');

  // 授权: tick 职务管理 under 系统管理.
  await rowOf(page, roleName).getByRole('button', { name: '授权' }).click();
  const drawer = page.getByRole('dialog', { name: `角色授权：${roleName}` });
  const tree = drawer.getByRole('tree', { name: '菜单与按钮权限' });
  const box = (title: string) => tree.getByRole('checkbox', { name: title, exact: true });
  await expect(box('系统管理')).not.toBeChecked();
  await box('职务管理').check();
  await expect(box('系统管理')).toHaveJSProperty('indeterminate', true);
  await drawer.getByRole('button', { name: '展开职务管理' }).click();
  await expect(box('职务新增')).toBeChecked();
  await expect(box('职务删除')).toBeChecked();
  await box('职务删除').uncheck();
  await expect(box('职务管理')).toHaveJSProperty('indeterminate', true);
  await snap(page, testInfo, 'roles-grant');
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, 'roles-grant-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(drawer).toBeHidden();

  // Reopened, the grants read back.
  await rowOf(page, roleName).getByRole('button', { name: '授权' }).click();
  await expect(box('职务管理')).toHaveJSProperty('indeterminate', true);
  await drawer.getByRole('button', { name: '取消', exact: true }).click();

  // Before holding the role, 陈护士 has no 职务管理.
  const before = await menuOf(browser, 'nurse');
  await expect(sideMenu(before.page).getByRole('button', { name: '系统管理' })).toHaveCount(0);
  await before.context.close();

  // 用户: give the role to 陈护士.
  await rowOf(page, roleName).getByRole('button', { name: '用户' }).click();
  const members = page.getByRole('dialog', { name: `角色用户：${roleName}` });
  await expect(members.getByText('暂无用户')).toBeVisible();
  await members.getByRole('button', { name: '添加已有用户' }).click();
  const picker = page.getByRole('dialog', { name: '选择用户' });
  await picker.getByLabel('账号或姓名').fill('nurse');
  await picker.getByRole('button', { name: '查询' }).click();
  await picker.getByLabel('选择 陈护士').check();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('添加成功').first()).toBeVisible();
  await expect(members.getByRole('row', { name: /陈护士/ })).toBeVisible();
  await snap(page, testInfo, 'roles-users');
  await members.getByRole('button', { name: '关闭' }).click();

  // After a new login, 陈护士 sees 系统管理 → 职务管理 and opens it; 删除 is not granted, so not shown.
  const after = await menuOf(browser, 'nurse');
  await sideMenu(after.page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(after.page).getByRole('link', { name: '职务管理' }).click();
  await expect(after.page.getByRole('heading', { name: '职务管理', level: 2 })).toBeVisible();
  await expect(after.page.getByRole('button', { name: '新增', exact: true })).toBeVisible();
  await expect(after.page.getByRole('button', { name: '删除', exact: true })).toHaveCount(0);
  await after.context.close();

  // 移除 takes the role away again.
  await rowOf(page, roleName).getByRole('button', { name: '用户' }).click();
  await members
    .getByRole('row', { name: /陈护士/ })
    .getByRole('button', { name: '移除' })
    .click();
  await page.getByRole('alertdialog', { name: '确认移除' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('移除成功').first()).toBeVisible();
  await expect(members.getByText('暂无用户')).toBeVisible();
  await members.getByRole('button', { name: '关闭' }).click();
  const removed = await menuOf(browser, 'nurse');
  await expect(sideMenu(removed.page).getByRole('button', { name: '系统管理' })).toHaveCount(0);
  await removed.context.close();

  // 编辑, 导出 and 删除 of the role.
  await rowOf(page, roleName).getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑角色' });
  await edit.getByLabel('描述', { exact: true }).fill('随访质量抽查');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(rowOf(page, roleName)).toContainText('随访质量抽查');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/角色信息/);
  await rowOf(page, roleName).getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('暂无数据')).toBeVisible();
});
