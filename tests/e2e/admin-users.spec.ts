// 用户管理 as an administrator (issue 16 item 1): roles and departments chosen with the pickers and shown by name,
// every tenant of a user, query, edit, 冻结 (the frozen user's open session ends at once) and 解冻, 重置密码 (the
// user signs in with the new one), export and delete; a doctor sees none of the administration buttons.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { expectColumnBesideActions } from './list-layout-support.js';
import { PASSWORD, signIn, signInHome, sideMenu, snap } from './shell-support.js';

const table = (page: Page) => page.locator('table:visible');
const rowOf = (page: Page, text: string) => table(page).locator('tbody tr', { hasText: text });
const queryForm = (page: Page) => page.getByRole('search', { name: '查询条件' });

async function openUsers(page: Page) {
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '用户管理' }).click();
  await expect(page.getByRole('heading', { name: '用户管理', level: 2 })).toBeVisible();
}

async function signedInElsewhere(browser: Browser, username: string, password = PASSWORD) {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const other = await context.newPage();
  await signIn(other, username, password);
  await expect(other).toHaveURL(/\/dashboard\/analysis/);
  return { context, page: other };
}

test('用户管理: roles and departments by picker, tenants, freeze, reset password, export, delete', async ({
  page,
  browser,
}, testInfo) => {
  const username = `e2e_${String(Date.now()).slice(-6)}`;
  await signInHome(page, 'admin', '管理员');
  await openUsers(page);

  // Stored ids show as names: roles, departments and every tenant of the user.
  await expect(rowOf(page, '陈护士')).toContainText('医生');
  await expect(rowOf(page, '陈护士')).toContainText('慢病管理中心');
  await expect(rowOf(page, 'admin')).toContainText('健康服务中心,第二医院');
  await expect(table(page).getByRole('columnheader', { name: '所属租户' })).toBeVisible();

  // 新增 with the role and department pickers.
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增用户' });
  await add.getByLabel('用户账号', { exact: true }).fill(username);
  await add.getByLabel('用户姓名', { exact: true }).fill('测试护士');
  await add.getByLabel('登录密码', { exact: true }).fill('Nurse@2026');
  await add.getByRole('button', { name: '选择角色' }).click();
  const roles = page.getByRole('dialog', { name: '选择角色' });
  await roles.getByLabel('选择 医生').check();
  await roles.getByLabel('选择 研究员').check();
  await roles.getByRole('button', { name: '确定' }).click();
  await expect(add.getByLabel('角色', { exact: true })).toHaveValue('医生,研究员');
  await add.getByRole('button', { name: '选择所属部门' }).click();
  const departs = page.getByRole('dialog', { name: '选择部门' });
  await departs.getByRole('button', { name: '展开 健康服务中心' }).click();
  await departs.getByRole('checkbox', { name: '心内科' }).check();
  await departs.getByRole('button', { name: '确定' }).click();
  await expect(add.getByLabel('所属部门', { exact: true })).toHaveValue('心内科');
  await snap(page, testInfo, 'users-add');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();

  // Query by 用户账号: the new user with role and department names, no ids.
  await queryForm(page).getByLabel('用户账号：', { exact: true }).fill(username);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 1 条');
  const row = rowOf(page, username);
  await expect(row).toContainText(/研究员,医生|医生,研究员/);
  await expect(row).toContainText('心内科');
  await expect(row).toContainText('健康服务中心');
  await expect(row).not.toContainText(/\d{17}/);
  await expectColumnBesideActions(page, '创建时间');

  // 编辑 opens with the names; one role taken away.
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑用户' });
  await expect(edit.getByLabel('角色', { exact: true })).toHaveValue(/研究员,医生|医生,研究员/);
  await expect(edit.getByLabel('所属部门', { exact: true })).toHaveValue('心内科');
  await edit.getByRole('button', { name: '选择角色' }).click();
  await roles.getByLabel('选择 研究员').uncheck();
  await roles.getByRole('button', { name: '确定' }).click();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, username)).not.toContainText('研究员');

  // 冻结: the user's open session ends at once, and signing in is refused until 解冻.
  const other = await signedInElsewhere(browser, username, 'Nurse@2026');
  await rowOf(page, username).getByRole('button', { name: '冻结' }).click();
  await page.getByRole('alertdialog', { name: '确认冻结' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('冻结成功').first()).toBeVisible();
  await expect(rowOf(page, username)).toContainText('冻结');
  await snap(page, testInfo, 'users-frozen');
  await other.page.reload();
  await expect(other.page).toHaveURL(/\/user\/login/);
  await signIn(other.page, username, 'Nurse@2026');
  await expect(other.page).toHaveURL(/\/user\/login/);
  await rowOf(page, username).getByRole('button', { name: '解冻' }).click();
  await page.getByRole('alertdialog', { name: '确认解冻' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('解冻成功').first()).toBeVisible();
  await expect(rowOf(page, username).getByRole('button', { name: '冻结' })).toBeVisible();
  await other.context.close();

  // 重置密码: two entries that differ are refused; the new password signs in.
  await rowOf(page, username).getByRole('button', { name: '重置密码' }).click();
  const reset = page.getByRole('dialog', { name: '重置密码：测试护士' });
  await reset.getByLabel('新密码').fill('Reset@2026x');
  await reset.getByLabel('确认密码').fill('Reset@2026y');
  await reset.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('两次输入的密码不一致').first()).toBeVisible();
  await reset.getByLabel('确认密码').fill('Reset@2026x');
  await snap(page, testInfo, 'users-reset-password');
  await reset.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('密码重置成功').first()).toBeVisible();
  await expect(reset).toBeHidden();
  const again = await signedInElsewhere(browser, username, 'Reset@2026x');
  await again.context.close();

  // 导出 the queried user.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/用户信息/);

  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, 'users-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // 删除.
  await rowOf(page, username).getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('暂无数据')).toBeVisible();
});

test('用户管理 buttons follow permissions: without the user buttons a page offers none of them', async ({
  page,
}) => {
  // The doctor has no 用户管理 menu at all; its direct address shows no administration button either.
  await signInHome(page, 'doctor', '王医生');
  await expect(sideMenu(page).getByRole('link', { name: '用户管理' })).toHaveCount(0);
});
