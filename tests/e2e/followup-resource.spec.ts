// The new-resource proof in the browser: 慢病管理 → 随访记录 (declared once in sdk/src/resources/defs/followup.ts)
// as admin, on its 全部 tab: 新增 (the patient searched by name), query, advanced query, 编辑, 导出, 删除 by visible
// text and roles, every column in view at 1280 px.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { expectColumnBesideActions } from './list-layout-support.js';
import { adminSdkClient, signInHome, sideMenu, snap } from './shell-support.js';
import { chooseOption } from './select-support.js';

const table = (page: Page) => page.locator('table:visible');
const rowOf = (page: Page, text: string) => table(page).locator('tbody tr', { hasText: text });
const queryForm = (page: Page) => page.getByRole('search', { name: '查询条件' });

test('随访记录 as admin: 新增, query, advanced query, 编辑, 导出, 删除', async ({
  page,
  baseURL,
}, testInfo) => {
  const patient = `随访患者${Date.now() % 100000}`;
  const client = await adminSdkClient(baseURL as string);
  await client.call('patientAdd', { body: { name: patient, sex: '1' } as never });
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
  await sideMenu(page).getByRole('link', { name: '随访记录' }).click();
  await page.getByRole('tab', { name: '全部' }).click();
  await expect(page.getByRole('heading', { name: '随访记录', level: 2 })).toBeVisible();

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增随访记录' });
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add.getByText('请选择患者!')).toBeVisible();
  await add.getByRole('button', { name: '患者', exact: true }).click();
  await page.getByLabel('搜索患者').fill(patient);
  await page.getByRole('listbox', { name: '患者' }).getByRole('option', { name: patient }).click();
  // due after every seeded visit: first in the list's 应随访日期 order
  await add.getByLabel('应随访日期', { exact: true }).fill('2027-06-30');
  await add.getByLabel('随访日期', { exact: true }).fill('2026-11-20');
  await chooseOption(add.getByLabel('随访方式', { exact: true }), '电话随访');
  await add.getByLabel('收缩压(mmHg)', { exact: true }).fill('150');
  await add.getByLabel('舒张压(mmHg)', { exact: true }).fill('95');
  await snap(page, testInfo, 'followup-add');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();
  const row = rowOf(page, patient);
  await expect(row).toContainText('电话随访');
  await expect(row).toContainText('2026-11-20');
  await expect(row).toContainText('已完成');
  // the work view keeps its columns in view at 1280 px: the last one ends left of 操作
  await expectColumnBesideActions(page, '舒张压(mmHg)');
  await snap(page, testInfo, 'followup-list');

  // The query form: 随访状态 and 随访方式.
  await chooseOption(queryForm(page).getByLabel('随访状态：', { exact: true }), '已完成');
  await chooseOption(queryForm(page).getByLabel('随访方式：', { exact: true }), '门诊随访');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(table(page).locator('tbody tr').first()).toContainText('门诊随访');
  await expect(rowOf(page, patient)).toHaveCount(0);
  await chooseOption(queryForm(page).getByLabel('随访方式：', { exact: true }), '电话随访');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(rowOf(page, patient)).toBeVisible();

  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑随访记录' });
  await expect(edit.getByRole('button', { name: '患者', exact: true })).toHaveText(patient);
  await chooseOption(edit.getByLabel('随访方式', { exact: true }), '上门随访');
  await edit.getByLabel('收缩压(mmHg)', { exact: true }).fill('138');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: '重置' }).click();
  await expect(rowOf(page, patient)).toContainText('上门随访');
  await expect(rowOf(page, patient)).toContainText('138');

  // 高级查询: 随访方式 = 上门随访 finds the edited record and no 电话随访 one.
  await page.getByRole('button', { name: '高级查询' }).click();
  const query = page.getByRole('dialog', { name: '高级查询构造器' });
  const first = query.getByRole('listitem', { name: '条件 1' });
  await chooseOption(first.getByLabel('选择查询字段'), '随访方式');
  await chooseOption(first.getByLabel('请输入值', { exact: true }), '上门随访');
  await query.getByRole('button', { name: '查询', exact: true }).click();
  await expect(rowOf(page, patient)).toBeVisible();
  await expect(table(page).locator('tbody tr', { hasText: '电话随访' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^随访记录.*\.xlsx?$/);

  await rowOf(page, patient).getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
  await expect(rowOf(page, patient)).toHaveCount(0);
  await snap(page, testInfo, 'followup-after');
});

test('随访计划 as admin: 新增, 高级查询, 编辑, 导出', async ({ page }, testInfo) => {
  const plan = `糖尿病年度随访${Date.now() % 100000}`;
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
  await sideMenu(page).getByRole('link', { name: '随访计划' }).click();
  await expect(page.getByRole('heading', { name: '随访计划', level: 2 })).toBeVisible();

  // A long interval: never the shortest plan another journey's next visit follows.
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增随访计划' });
  await add.getByLabel('计划名称', { exact: true }).fill(plan);
  await chooseOption(add.getByLabel('病种', { exact: true }), '2型糖尿病');
  await add.getByLabel('随访间隔(天)', { exact: true }).fill('365');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();

  await page.getByRole('button', { name: '高级查询' }).click();
  const query = page.getByRole('dialog', { name: '高级查询构造器' });
  const first = query.getByRole('listitem', { name: '条件 1' });
  await chooseOption(first.getByLabel('选择查询字段'), '随访间隔(天)');
  await first.getByLabel('请输入值', { exact: true }).fill('365');
  await query.getByRole('button', { name: '查询', exact: true }).click();
  await expect(query).toBeHidden();
  await expect(rowOf(page, plan)).toContainText('2型糖尿病');

  await rowOf(page, plan).getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑随访计划' });
  await chooseOption(edit.getByLabel('状态', { exact: true }), '停用');
  await edit.getByLabel('备注', { exact: true }).fill('试行结束');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, plan)).toContainText('停用');
  await snap(page, testInfo, 'followup-plans');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^随访计划.*\.xlsx?$/);
});
