// 系统管理 → 职务管理 and 字典管理 as an administrator uses them (issue 16): 新增, a taken code refused with the server's
// message, query, 编辑, 导出 and 删除 on each; 375 px.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { sideMenu, signInHome, snap } from './shell-support.js';
import { chooseOption } from './select-support.js';

const table = (page: Page) => page.locator('table:visible');
const rowOf = (page: Page, text: string) => table(page).locator('tbody tr', { hasText: text });
const queryForm = (page: Page) => page.getByRole('search', { name: '查询条件' });

async function openSystemPage(page: Page, title: string): Promise<void> {
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(table(page).locator('tbody tr').first()).toBeVisible();
}

async function exportAndDelete(page: Page, key: string, fileName: RegExp): Promise<void> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(fileName);

  await rowOf(page, key).getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
  await expect(rowOf(page, key)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 0 条');
}

test('职务管理: 新增 a position, a taken 职务编码 refused, query, 编辑 职级 to 副高, 导出, 删除', async ({
  page,
}, testInfo) => {
  const code = `pos_${String(Date.now()).slice(-6)}`;
  const name = `护士长${code.slice(-3)}`;
  await openSystemPage(page, '职务管理');
  // The list opens in the declared 排序 order (seeded 1 主任医师 ... 8 临床研究协调员), not newest first.
  await expect(rowOf(page, 'CRC')).toBeVisible();
  const codes = await table(page).locator('tbody tr td:nth-child(2)').allInnerTexts();
  const seeded = ['DOCTOR_CHIEF', 'DOCTOR_ASSOC', 'DOCTOR_ATTEND', 'NURSE_HEAD', 'CRC'];
  expect(codes.filter((c) => seeded.includes(c.trim())).map((c) => c.trim())).toEqual(seeded);
  await snap(page, testInfo, 'positions-list');

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增职务' });
  await add.getByLabel('职务编码', { exact: true }).fill(code);
  await add.getByLabel('职务名称', { exact: true }).fill(name);
  await chooseOption(add.getByLabel('职级', { exact: true }), '中级');
  await add.getByLabel('排序', { exact: true }).fill('7');
  await snap(page, testInfo, 'positions-add');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();

  // The same code again: the unique rule answers, the dialog stays open with what was typed.
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const again = page.getByRole('dialog', { name: '新增职务' });
  await again.getByLabel('职务编码', { exact: true }).fill(code);
  await again.getByLabel('职务名称', { exact: true }).fill(`${name}二`);
  await again.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(`职务编码已存在: ${code}`).first()).toBeVisible();
  await expect(again.getByLabel('职务名称', { exact: true })).toHaveValue(`${name}二`);
  await again.getByRole('button', { name: '关闭' }).click();
  await expect(again).toBeHidden();

  await queryForm(page).getByLabel('职务名称：', { exact: true }).fill(name);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 1 条');
  await expect(rowOf(page, code)).toContainText(name);
  await expect(rowOf(page, code)).toContainText('中级');

  await rowOf(page, code).getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑职务' });
  await expect(edit.getByLabel('职务名称', { exact: true })).toHaveValue(name);
  await chooseOption(edit.getByLabel('职级', { exact: true }), '副高');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, code)).toContainText('副高');

  await exportAndDelete(page, code, /^职务信息.*\.xlsx?$/);
  await queryForm(page).getByRole('button', { name: '重置' }).click();
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, 'positions-375');
});

test('字典管理: 新增 a dictionary, query by 字典编码, 编辑 描述 and 字典类型, 导出, 删除', async ({
  page,
}, testInfo) => {
  const code = `visit_kind_${String(Date.now()).slice(-6)}`;
  await openSystemPage(page, '字典管理');
  await snap(page, testInfo, 'dicts-list');

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增字典' });
  await add.getByLabel('字典名称', { exact: true }).fill('随访方式');
  await add.getByLabel('字典编码', { exact: true }).fill(code);
  await add.getByLabel('描述', { exact: true }).fill('电话、门诊或上门');
  await expect(add.getByLabel('字典类型', { exact: true })).toHaveText(/字符串/);
  await snap(page, testInfo, 'dicts-add');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();

  await queryForm(page).getByLabel('字典编码：', { exact: true }).fill(code);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 1 条');
  const row = rowOf(page, code);
  await expect(row).toContainText('随访方式');
  await expect(row).toContainText('字符串');

  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑字典' });
  await edit.getByLabel('描述', { exact: true }).fill('电话随访或门诊随访');
  await chooseOption(edit.getByLabel('字典类型', { exact: true }), '数字');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, code)).toContainText('数字');

  await exportAndDelete(page, code, /^数据字典.*\.xlsx?$/);
  await queryForm(page).getByRole('button', { name: '重置' }).click();
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, 'dicts-375');
});
