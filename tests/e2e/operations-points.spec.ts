// 运营管理 → 积分规则, 积分明细 and 积分排行 (issue 17 item 7): a rule added, found, edited and exported; a patient's
// points recorded by a rule (its points taken) and a correction as a new entry (the ledger has no 编辑 or 删除);
// 积分排行 ranks the patient with the total and this month's points, found with the query form and the advanced
// query, exported. A doctor records points but does not change the rules, and finds the ones the server awards by
// itself (自动积分: 完成随访, 填写问卷).
import { test, expect } from './fixtures.js';
import { chooseOption } from './select-support.js';
import { adminSdkClient, clinicToday, signInHome } from './shell-support.js';
import {
  advancedQuery,
  cellOf,
  exportList,
  formPick,
  headersOf,
  openOperation,
  queryForm,
  queryPick,
  rowOf,
  shoot,
  typeDate,
} from './operations-support.js';

test('积分: a rule, an append-only ledger and the ranking', async ({ page, server }, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now() % 100000;
  const rule = `参加义诊${stamp}`;
  const patient = `积分患者${stamp}`;
  const client = await adminSdkClient(server.baseURL);
  await client.call('patientAdd', { body: { name: patient, sex: '2', status: '1' } as never });
  const today = clinicToday();

  await signInHome(page, 'admin', '管理员');
  await openOperation(page, '积分规则');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增积分规则' });
  await add.getByLabel('积分行为', { exact: true }).fill(rule);
  await add.getByLabel('积分', { exact: true }).fill('500');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();
  await queryForm(page).getByLabel('积分行为：').fill(rule);
  await queryForm(page).getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 1 条');
  await rowOf(page, rule).getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑积分规则' });
  await edit.getByLabel('积分', { exact: true }).fill('600');
  await edit.getByLabel('说明', { exact: true }).fill('参加社区义诊活动');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, rule)).toContainText('600');
  await page.getByRole('button', { name: '重置' }).click();
  await advancedQuery(page, '说明', { text: '参加社区义诊活动' });
  await expect(rowOf(page, rule)).toContainText('600');
  await exportList(page, '积分规则');

  // Points by the rule (its 600 taken), and a correction as a new entry.
  await openOperation(page, '积分明细');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  let entry = page.getByRole('dialog', { name: '新增积分明细' });
  // the patient searched by part of the name (a select offered only the first 500 patients)
  await formPick(entry, '患者', String(stamp), patient);
  await chooseOption(entry.getByLabel('积分行为', { exact: true }), rule);
  await typeDate(entry, '发生日期', today);
  await entry.getByRole('button', { name: '保存' }).click();
  await expect(entry).toBeHidden();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  entry = page.getByRole('dialog', { name: '新增积分明细' });
  await formPick(entry, '患者', `患者${stamp}`, patient);
  await entry.getByLabel('积分', { exact: true }).fill('-5');
  await typeDate(entry, '发生日期', today);
  await entry.getByLabel('备注', { exact: true }).fill('更正：重复登记');
  await entry.getByRole('button', { name: '保存' }).click();
  await expect(entry).toBeHidden();
  await queryPick(page, '患者', patient);
  await queryForm(page).getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 2 条');
  await expect(rowOf(page, rule)).toContainText('600');
  await expect(rowOf(page, '更正：重复登记')).toContainText('-5');
  // 发生日期 is the entry's day on the clinic's calendar; 创建时间 (the database's clock) is left to the export and
  // 高级查询, as on 积分排行 and 捐赠项目, so no time of another clock reads beside it.
  expect(await headersOf(page)).toContain('发生日期');
  expect(await headersOf(page)).not.toContain('创建时间');
  // append-only: no 编辑 or 删除 anywhere
  await expect(page.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '删除' })).toHaveCount(0);
  await page.getByRole('button', { name: '重置' }).click();
  await advancedQuery(page, '备注', { text: '更正：重复登记' });
  await expect(rowOf(page, '更正：重复登记')).toContainText(patient);
  await exportList(page, '积分明细');
  await shoot(page, testInfo, 'points-ledger');

  // The ranking: first with 595, this month 595.
  await openOperation(page, '积分排行');
  const top = page.locator('table:visible').first().locator('tbody tr').first();
  await expect(top).toContainText(patient);
  await expect(top).toContainText('595');
  await shoot(page, testInfo, 'points-ranking');
  await queryPick(page, '患者', patient);
  await queryForm(page).getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 1 条');
  await page.getByRole('button', { name: '重置' }).click();
  await advancedQuery(page, '总积分', { text: '595' });
  await expect(rowOf(page, patient)).toBeVisible();
  await exportList(page, '积分排行');
});

test('a doctor records points but does not change the rules', async ({ page }, testInfo) => {
  await signInHome(page, 'doctor', '王医生');
  await openOperation(page, '积分规则');
  await expect(rowOf(page, '完成随访')).toContainText('10');
  // the rules the server awards by itself, found by their 自动积分 (shown by its label)
  await chooseOption(queryForm(page).getByLabel('自动积分：'), '填写问卷');
  await queryForm(page).getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 1 条');
  await expect(rowOf(page, '完成一份健康问卷')).toContainText('5');
  await page.getByRole('button', { name: '重置' }).click();
  await expect(rowOf(page, '按预约时间到诊')).toBeVisible();
  // a rule entered by hand reads 「—」 under 自动积分, as other lists' empty cells do
  await expect(await cellOf(page, rowOf(page, '按预约时间到诊'), '自动积分')).toHaveText('—');
  await expect(await cellOf(page, rowOf(page, '完成一份健康问卷'), '自动积分')).toHaveText('填写问卷');
  await shoot(page, testInfo, 'point-rules');
  await expect(page.getByRole('button', { name: '新增', exact: true })).toHaveCount(0);
  await openOperation(page, '积分明细');
  await expect(page.getByRole('button', { name: '新增', exact: true })).toBeVisible();
  await openOperation(page, '积分排行');
  await expect(page.locator('table:visible').first().locator('tbody tr').first()).toContainText(/\d/);
});
