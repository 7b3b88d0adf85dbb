// Issue 12 item 3 "select with dictCode and allowInput" on real pages: 剂量单位 offers the units of its dictionary and
// keeps a unit the dictionary lacks (喷 of an inhaler) as typed. 患者列表 → 用药记录's cell takes it by typing on the
// selected cell, 患者用药's list shows it as stored, and its 编辑 form offers the same combobox, where 片 is chosen from
// the list and stored as the dictionary's value.
import { test, expect } from './fixtures.js';
import {
  cellAt as at,
  openMedications,
  patientListFor,
  patientWithMedication,
} from './medication-support.js';
import { rowOf } from './operations-support.js';
import { sideMenu, snap } from './shell-support.js';

test('剂量单位 keeps a typed unit in 用药记录 and offers the dictionary in 患者用药’s form', async ({
  page,
  server,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = `自填单位${Date.now() % 100000}`;
  const { stored } = await patientWithMedication(server.baseURL, name, {
    drugName: '沙丁胺醇气雾剂',
    frequency: 'prn',
    startDate: '2026-11-01',
  });

  await patientListFor(page, name);
  const { dialog, grid } = await openMedications(page, name);
  const unit = grid.getByLabel('第1行 剂量单位', { exact: true });
  await expect(unit).toHaveAttribute('placeholder', '请选择或输入');

  // Enter opens the selected cell; a unit no item holds is typed, the list says nothing matches and the text stays.
  await at(grid, 0, 'dose').click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.type('喷');
  await expect(unit).toBeFocused();
  await expect(unit).toHaveValue('喷');
  const options = page.getByRole('listbox', { name: '第1行 剂量单位选项' });
  await expect(options).toContainText('无匹配项，将保存输入的内容');
  await snap(page, testInfo, 'medication-typed-unit-1280');
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(unit).toHaveValue('喷');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  expect((await stored()).doseUnit).toBe('喷');

  // 患者用药 lists the unit as typed; its 编辑 form has the combobox with the stored text.
  await dialog.getByText('关闭', { exact: true }).click();
  await sideMenu(page).getByRole('link', { name: '患者用药' }).click();
  const search = page.getByRole('search', { name: '查询条件' });
  await search.getByLabel('药品名称：').fill('沙丁胺醇');
  await search.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: '剂量单位' })).toBeVisible();
  const row = rowOf(page, name);
  await expect(row.getByRole('cell', { name: '喷', exact: true })).toBeVisible();
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: /编辑/ });
  const formUnit = edit.getByRole('combobox', { name: '剂量单位' });
  await expect(formUnit).toHaveValue('喷');
  // Opened on a typed unit, the list offers every unit; 片 is chosen with the mouse and stored as tablet.
  await formUnit.click();
  const formOptions = page.getByRole('listbox', { name: '剂量单位选项' });
  await expect(formOptions.getByRole('option')).toHaveText(['mg', 'g', 'ml', '片', '粒', 'IU']);
  await snap(page, testInfo, 'medication-unit-form-1280');
  await formOptions.getByRole('option', { name: '片' }).click();
  await expect(formUnit).toHaveValue('片');
  await expect(formUnit).toBeFocused();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell', { name: '片', exact: true })).toBeVisible();
  expect((await stored()).doseUnit).toBe('tablet');

  // On a phone the form's combobox and its list fit the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  await row.getByRole('button', { name: '编辑' }).click();
  await edit.getByRole('combobox', { name: '剂量单位' }).click();
  await expect(page.getByRole('listbox', { name: '剂量单位选项' })).toBeVisible();
  await snap(page, testInfo, 'medication-unit-form-375');
});
