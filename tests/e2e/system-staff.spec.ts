// 系统管理 → 员工管理 as an administrator uses it (issue 16 item 9): the clinic's non-doctor staff (a view of 用户管理
// by 人员类型): the nurse shows, the doctor does not; 新增 a pharmacist (人员类型 starts as 护士), query, 编辑, 冻结 and
// 解冻, 导出, 删除; 375 px.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { sideMenu, signInHome, snap } from './shell-support.js';
import { chooseOption } from './select-support.js';

const table = (page: Page) => page.locator('table:visible');
const rowOf = (page: Page, text: string) => table(page).locator('tbody tr', { hasText: text });
const queryForm = (page: Page) => page.getByRole('search', { name: '查询条件' });

test('员工管理: staff only, 新增 a pharmacist, query, 编辑, 冻结/解冻, 导出, 删除', async ({
  page,
}, testInfo) => {
  const username = `ph_${String(Date.now()).slice(-6)}`;
  const name = `郑药师${username.slice(-3)}`;
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '员工管理' }).click();
  await expect(page.getByRole('heading', { name: '员工管理', level: 2 })).toBeVisible();
  await expect(rowOf(page, '陈护士')).toContainText('护士');
  await expect(rowOf(page, '管理员')).toContainText('行政人员');
  await expect(rowOf(page, '王医生')).toHaveCount(0);
  await snap(page, testInfo, 'staff-list');

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增用户' });
  await expect(add.getByLabel('人员类型', { exact: true })).toHaveText(/护士/);
  await add.getByLabel('用户账号', { exact: true }).fill(username);
  await add.getByLabel('用户姓名', { exact: true }).fill(name);
  await add.getByLabel('登录密码', { exact: true }).fill('Staff@2026');
  await chooseOption(add.getByLabel('人员类型', { exact: true }), '药剂师');
  await add.getByLabel('手机号码', { exact: true }).fill('13712345678');
  await snap(page, testInfo, 'staff-add');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();

  await queryForm(page).getByLabel('用户姓名：', { exact: true }).fill(name);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 1 条');
  const row = rowOf(page, username);
  await expect(row).toContainText('药剂师');
  await expect(row).toContainText('13712345678');

  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑用户' });
  await chooseOption(edit.getByLabel('人员类型', { exact: true }), '医技人员');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, username)).toContainText('医技人员');

  await rowOf(page, username).getByRole('button', { name: '冻结' }).click();
  await page.getByRole('alertdialog', { name: '确认冻结' }).getByRole('button', { name: '确定' }).click();
  await expect(rowOf(page, username)).toContainText('冻结');
  await rowOf(page, username).getByRole('button', { name: '解冻' }).click();
  await page.getByRole('alertdialog', { name: '确认解冻' }).getByRole('button', { name: '确定' }).click();
  await expect(rowOf(page, username).getByRole('button', { name: '冻结' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx?$/);

  await rowOf(page, username).getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
  await expect(rowOf(page, username)).toHaveCount(0);

  await queryForm(page).getByRole('button', { name: '重置' }).click();
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, 'staff-375');
});
