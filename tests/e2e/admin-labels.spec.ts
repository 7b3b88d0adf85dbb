// 系统管理 → 标签管理 (issue 16 item 10, labels) as admin: 新增 (colour typed or picked, 系统标签/用户标签), query,
// 编辑, 导出, 删除; then 患者列表 carries them: picked in the form's 标签 (coloured tags), shown coloured in the list,
// filtered by one label in the query form and in the advanced query; a label in use is not deleted.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { sideMenu, signInHome, snap } from './shell-support.js';
import { chooseOption } from './select-support.js';

const table = (page: Page) => page.locator('table:visible').first();
const rowOf = (page: Page, text: string) => table(page).locator('tbody tr', { hasText: text });
const queryForm = (page: Page) => page.getByRole('search', { name: '查询条件' });

async function shoot(page: Page, testInfo: Parameters<typeof snap>[1], name: string) {
  await snap(page, testInfo, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function addLabel(page: Page, name: string, color: string, type: string) {
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增标签' });
  await add.getByLabel('标签名称', { exact: true }).fill(name);
  await add.getByLabel('标签颜色', { exact: true }).fill(color);
  await chooseOption(add.getByLabel('标签类型', { exact: true }), type);
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();
}

test('标签管理 and 患者档案 标签: labels made, patients tagged, shown in colour and filtered', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now() % 100000;
  const high = `高危${stamp}`;
  const alone = `独居${stamp}`;
  const spare = `临时${stamp}`;
  const patient = `标签患者${stamp}`;
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '标签管理' }).click();

  // A colour that is no colour is refused with the format's message, then the label is saved.
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增标签' });
  await add.getByLabel('标签名称', { exact: true }).fill(high);
  await add.getByLabel('标签颜色', { exact: true }).fill('red');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入正确的颜色值，如 #1890FF').first()).toBeVisible();
  await add.getByLabel('标签颜色', { exact: true }).fill('#F5222D');
  await chooseOption(add.getByLabel('标签类型', { exact: true }), '系统标签');
  await snap(page, testInfo, 'label-add');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();
  await addLabel(page, alone, '#722ED1', '用户标签');
  await addLabel(page, spare, '#8C8C8C', '用户标签');
  await expect(rowOf(page, high)).toContainText('系统标签');
  await expect(rowOf(page, high)).toContainText('启用');
  await expect(rowOf(page, alone)).toContainText('用户标签');

  await chooseOption(queryForm(page).getByLabel('标签类型：', { exact: true }), '系统标签');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(rowOf(page, high)).toBeVisible();
  await expect(rowOf(page, alone)).toHaveCount(0);
  await page.getByRole('button', { name: '重置' }).click();

  await rowOf(page, alone).getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑标签' });
  // The colour picked from the swatches.
  await edit.getByRole('button', { name: '标签颜色 选择颜色' }).click();
  await page.getByRole('group', { name: '颜色' }).getByRole('button', { name: '洋红' }).click();
  await expect(edit.getByLabel('标签颜色', { exact: true })).toHaveValue('#EB2F96');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, alone)).toContainText('#EB2F96');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^标签信息.*\.xlsx?$/);

  await rowOf(page, spare).getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
  await expect(rowOf(page, spare)).toHaveCount(0);
  await shoot(page, testInfo, 'label-list');

  // 患者档案: the form's 标签 offers the labels as coloured tags; the list shows them in colour.
  await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
  await sideMenu(page).getByRole('link', { name: '患者列表' }).click();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = page.getByRole('dialog', { name: '新增患者档案' });
  await form.getByLabel('姓名', { exact: true }).fill(patient);
  await form.getByRole('button', { name: '标签', exact: true }).click();
  const labels = page.getByRole('listbox', { name: '标签' });
  await labels.getByRole('option', { name: high }).click();
  await labels.getByRole('option', { name: alone }).click();
  await page.keyboard.press('Escape');
  const picked = form.getByRole('button', { name: '标签', exact: true });
  await expect(picked.locator('[data-color="#F5222D"]')).toHaveText(high);
  await expect(picked.locator('[data-color="#EB2F96"]')).toHaveText(alone);
  await snap(page, testInfo, 'patient-labels-form');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  const row = rowOf(page, patient);
  await expect(row.locator('[data-color="#F5222D"]')).toHaveText(high);
  await expect(row.locator('[data-color="#EB2F96"]')).toHaveText(alone);

  // The query form's 标签 finds the patients carrying that label.
  await queryForm(page).getByRole('button', { name: '标签', exact: true }).click();
  await page.getByLabel('搜索标签').fill(high);
  await page.getByRole('listbox', { name: '标签' }).getByRole('option', { name: high }).click();
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 1 条');
  await expect(rowOf(page, patient)).toBeVisible();
  await shoot(page, testInfo, 'patient-labels-list');
  await page.getByRole('button', { name: '重置' }).click();

  // A label on a patient is not deleted: the administrator is told how many patients carry it.
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '标签管理' }).click();
  await rowOf(page, high).getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
  await expect(
    page.getByText(`标签「${high}」正用于 1 位患者，请先在患者档案中移除该标签后再删除`).first(),
  ).toBeVisible();
  await expect(rowOf(page, high)).toBeVisible();
  await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
  await sideMenu(page).getByRole('link', { name: '患者列表' }).click();

  // The advanced query: 标签 = 独居 finds the patient too.
  await page.getByRole('button', { name: '高级查询' }).click();
  const query = page.getByRole('dialog', { name: '高级查询构造器' });
  const first = query.getByRole('listitem', { name: '条件 1' });
  await chooseOption(first.getByLabel('选择查询字段'), '标签');
  await first
    .getByRole('button', { name: /请输入值|标签/ })
    .last()
    .click();
  await page.getByRole('listbox').last().getByRole('option', { name: alone }).click();
  await query.getByRole('button', { name: '查询', exact: true }).click();
  await expect(rowOf(page, patient)).toBeVisible();
});

test("a doctor reads the system labels (no 新增/编辑/删除) and sees the seeded patients' labels in colour", async ({
  page,
}, testInfo) => {
  await signInHome(page, 'doctor', '王医生');
  await sideMenu(page).getByRole('link', { name: '标签管理' }).click();
  await expect(rowOf(page, '重点随访')).toContainText('系统标签');
  await expect(page.getByRole('button', { name: '新增', exact: true })).toHaveCount(0);
  await expect(rowOf(page, '重点随访').getByRole('button', { name: '编辑' })).toHaveCount(0);
  await expect(rowOf(page, '重点随访').getByRole('button', { name: '删除' })).toHaveCount(0);
  await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
  await sideMenu(page).getByRole('link', { name: '患者列表' }).click();
  await expect(
    table(page).locator('tbody [data-color="#F5222D"]', { hasText: '高危' }).first(),
  ).toBeVisible();
  await snap(page, testInfo, 'patient-labels-doctor');
});
