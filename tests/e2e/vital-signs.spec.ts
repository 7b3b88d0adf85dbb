// 慢病管理 → 体征记录 as a doctor (issue 17 item 1): 新增 a measurement (the patient picked by name, blood pressure,
// fasting glucose, weight, heart rate), find it with 高级查询, 编辑 it, and 导出 the found rows: the workbook holds
// the edited measurement. Screenshots at 1280 and 375 px.
import { readFile } from 'node:fs/promises';
import { workbookText } from '../support/workbook-text.js';
import { test, expect } from './fixtures.js';
import { expectColumnBesideActions } from './list-layout-support.js';
import { advancedQuery, queryForm, queryPick, rowOf, shoot } from './operations-support.js';
import { adminSdkClient, sideMenu, signInHome } from './shell-support.js';

test('体征记录 as a doctor: 新增, 高级查询, 编辑, 导出', async ({ page, server }, testInfo) => {
  const patient = `体征患者${Date.now() % 100000}`;
  const client = await adminSdkClient(server.baseURL);
  await client.call('patientAdd', { body: { name: patient, sex: '1', diseaseType: 'HBP' } as never });

  await signInHome(page, 'doctor', '王医生');
  await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
  await sideMenu(page).getByRole('link', { name: '体征记录', exact: true }).click();
  await expect(page.getByRole('heading', { name: '体征记录' })).toBeVisible();

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增体征记录' });
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add.getByText('请选择患者!')).toBeVisible();
  await add.getByRole('button', { name: '患者', exact: true }).click();
  await page.getByLabel('搜索患者').fill(patient);
  await page.getByRole('listbox', { name: '患者' }).getByRole('option', { name: patient }).click();
  const time = add.getByLabel('测量时间', { exact: true });
  await time.click();
  await time.fill('2026-11-26 08:30:00');
  await time.press('Tab');
  await expect(time).toHaveValue('2026-11-26 08:30:00');
  await add.getByLabel('收缩压(mmHg)', { exact: true }).fill('152');
  await add.getByLabel('舒张压(mmHg)', { exact: true }).fill('96');
  await add.getByLabel('空腹血糖(mmol/L)', { exact: true }).fill('7.8');
  await add.getByLabel('体重(kg)', { exact: true }).fill('68.5');
  await add.getByLabel('心率(次/分)', { exact: true }).fill('77');
  await add.getByLabel('备注', { exact: true }).fill('晨起静坐测量');
  await shoot(page, testInfo, 'vital-sign-add');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();

  // The query form's 患者 finds it, with its values as entered.
  await queryPick(page, '患者', patient);
  await queryForm(page).getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 1 条');
  const row = rowOf(page, patient);
  for (const text of ['2026-11-26 08:30:00', '152', '96', '7.8', '68.5', '77'])
    await expect(row).toContainText(text);
  // every measurement read whole at 1280 px: the last column ends left of the sticky 操作
  await expectColumnBesideActions(page, '心率(次/分)');
  await shoot(page, testInfo, 'vital-signs');

  // 编辑: the blood pressure corrected.
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑体征记录' });
  await expect(edit.getByRole('button', { name: '患者', exact: true })).toHaveText(patient);
  await edit.getByLabel('收缩压(mmHg)', { exact: true }).fill('138');
  await edit.getByLabel('舒张压(mmHg)', { exact: true }).fill('88');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('138');
  await expect(row).toContainText('88');

  // 高级查询 over all measurements: 体重 68.5 finds the edited one.
  await page.getByRole('button', { name: '重置' }).click();
  await advancedQuery(page, '体重(kg)', { text: '68.5' });
  await expect(rowOf(page, patient)).toContainText('138');
  for (const weight of await page.locator('table:visible').first().locator('tbody tr').allInnerTexts())
    expect(weight).toContain('68.5');

  // 导出 the found rows: the workbook holds the measurement as edited.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^体征记录.*\.xlsx?$/);
  const text = workbookText(await readFile(await file.path()));
  expect(text).toContain(patient);
  expect(text).toContain('2026-11-26 08:30:00');
  expect(text).toContain('138');
});
