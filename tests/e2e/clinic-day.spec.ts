// The clinic day (issue 17): 王医生 signs in, opens 随访记录 → 已逾期, records one overdue visit of a diabetes plan with a
// high blood pressure: the form is the plan's (血糖 asked for, 用药调整 in the editable table beside it, a dose
// changed), the 患者异常 message arrives in the bell, opening it lands
// on 患者异常, where 干预 records the intervention and the row turns 已干预; 干预记录 finds it with 高级查询, its
// outcome is edited and the list exported; the visit earned the patient 完成随访's
// points: 积分明细 lists the entry and 积分排行 the patient's new total. Screenshots at 1280 and 375 px.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { chooseOption } from './select-support.js';
import { cellAt } from './medication-support.js';
import { clinicToday, sdkClientAs, signInHome, sideMenu, snap } from './shell-support.js';
import {
  advancedQuery,
  exportList,
  openOperation,
  queryForm,
  queryPick,
  rowOf,
} from './operations-support.js';

const table = (page: Page) => page.locator('table:visible').first();
const today = clinicToday();

/** The 积分 of every listed ledger entry (one page: a patient has a handful). */
async function pointsColumn(page: Page): Promise<number[]> {
  const headers = (await table(page).locator('thead th').allTextContents()).map((h) =>
    h.replace(/[▲▼]/g, '').trim(),
  );
  const at = headers.indexOf('积分');
  expect(at, headers.join('|')).toBeGreaterThanOrEqual(0);
  const cells = await table(page)
    .locator(`tbody tr td:nth-child(${at + 1})`)
    .allTextContents();
  return cells.map((c) => Number(c.trim()));
}

type Rec = Record<string, unknown>;

/** An overdue visit of the doctor's whose plan asks for 血糖, of a patient with medications and a name of their own
 * (the query form's 患者 picks by name). */
async function overdueGlucoseVisit(baseURL: string): Promise<{ patient: string; plan: string }> {
  const doctor = await sdkClientAs(baseURL, 'doctor');
  const records = async (base: string, query: Rec) =>
    ((await doctor.resource(base).list({ pageNo: 1, pageSize: 200, ...query })) as { records: Rec[] })
      .records;
  for (const v of await records('/chronic/followup', { status: '2' })) {
    if (!String(v.planItems ?? '').includes('glucose')) continue;
    const patient = String(v.patientId_dictText ?? '');
    if ((await records('/chronic/patient', { name: patient })).length !== 1) continue;
    if ((await records('/chronic/medication', { patientId: v.patientId })).length === 0) continue;
    return { patient, plan: String(v.planId_dictText) };
  }
  throw new Error('the demo data holds no overdue visit of a glucose plan for a patient with medications');
}

test('the clinic day: an overdue visit recorded high, the 患者异常 message, the intervention', async ({
  page,
  baseURL,
}, testInfo) => {
  const chosen = await overdueGlucoseVisit(baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInHome(page, 'doctor', '王医生');
  await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
  await sideMenu(page).getByRole('link', { name: '随访记录' }).click();
  await expect(page.getByRole('tab', { name: '待随访' })).toHaveAttribute('aria-selected', 'true');
  await expect(table(page).locator('tbody tr').first()).toContainText('待随访');
  await page.getByRole('tab', { name: '已逾期' }).click();
  await expect(table(page).locator('tbody tr', { hasText: '已逾期' }).first()).toBeVisible();
  await expect(table(page).locator('tbody tr', { hasText: '待随访' })).toHaveCount(0);
  await snap(page, testInfo, 'visits-overdue-1280');
  const patient = chosen.patient;
  const search = page.getByRole('search', { name: '查询条件' });
  await search.getByRole('button', { name: '患者', exact: true }).click();
  await page.getByLabel('搜索患者').fill(patient);
  await page.getByRole('listbox', { name: '患者' }).getByRole('option', { name: patient }).first().click();
  await page.getByRole('button', { name: '查询', exact: true }).click();
  const overdue = table(page).locator('tbody tr', { hasText: patient }).filter({ hasText: '已逾期' }).first();

  await overdue.getByRole('button', { name: '记录随访' }).click();
  const dialog = page.getByRole('dialog', { name: `记录随访：${patient}` });
  await expect(dialog).toBeVisible();
  // The plan's form: its items named, 血糖 among the fields and required.
  await expect(dialog.getByText(`随访计划：${chosen.plan}（血压、血糖、用药调整、随访建议）`)).toBeVisible();
  await chooseOption(dialog.getByLabel('随访方式', { exact: true }), '门诊随访');
  await dialog.getByLabel('收缩压(mmHg)', { exact: true }).fill('162');
  await dialog.getByLabel('舒张压(mmHg)', { exact: true }).fill('101');
  // 随访建议 from its template (血压控制欠佳): the first {placeholder} is selected, Tab selects each next one to type
  // over; saved with one left, the form names it.
  const advice = dialog.getByLabel('随访建议', { exact: true });
  await dialog
    .getByRole('group', { name: '随访建议模板' })
    .getByRole('button', { name: '血压控制欠佳' })
    .click();
  await expect(advice).toBeFocused();
  await page.keyboard.type('162');
  await page.keyboard.press('Tab');
  await page.keyboard.type('101');
  await page.keyboard.press('Tab');
  await page.keyboard.type('氨氯地平加量');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请填写模板中的{复诊间隔}')).toBeVisible();
  await advice.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.type('一周');
  await expect(advice).toHaveValue('血压162/101mmHg，控制欠佳，建议氨氯地平加量，低盐低脂饮食，一周后复诊。');
  await expect(dialog.getByText('请填写模板中的{复诊间隔}')).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 740 });
  await advice.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'visit-advice-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  // 用药调整: the first medication's dose doubled in the grid.
  const grid = dialog.getByRole('grid', { name: '用药调整' });
  await expect(grid).toBeVisible();
  const dose = cellAt(grid, 0, 'dose');
  const before = Number((await dose.textContent())?.trim());
  expect(before).toBeGreaterThan(0);
  await dose.click();
  await page.keyboard.press('F2');
  await page.keyboard.press('Control+a');
  await page.keyboard.type(String(before * 2));
  await page.keyboard.press('Tab');
  await expect(dose).toContainText(String(before * 2));
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入空腹血糖(mmol/L)!')).toBeVisible();
  await dialog.getByLabel('空腹血糖(mmol/L)', { exact: true }).fill('7.8');
  await snap(page, testInfo, 'visit-record-1280');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const client = await sdkClientAs(baseURL!, 'doctor');
  const [{ id: patientId } = { id: '' }] = (
    (await client.resource('/chronic/patient').list({ pageNo: 1, pageSize: 1, name: patient })) as {
      records: Rec[];
    }
  ).records as { id: string }[];
  const doses = (
    (await client.resource('/chronic/medication').list({ pageNo: 1, pageSize: 50, patientId })) as {
      records: Rec[];
    }
  ).records.map((m) => Number(m.dose));
  expect(doses).toContain(before * 2);

  // Recorded: it is done, and the patient's next visit is due.
  await page.getByRole('tab', { name: '已完成' }).click();
  await expect(
    table(page).locator('tbody tr', { hasText: patient }).filter({ hasText: '162' }),
  ).toBeVisible();
  // 空腹血糖 is kept (the list leaves it to 导出 for width)
  const visits = (
    (await client
      .resource('/chronic/followup')
      .list({ pageNo: 1, pageSize: 50, patientId, status: '1' })) as {
      records: Rec[];
    }
  ).records;
  expect(visits.find((v) => v.visitDate === today && v.systolic === 162)).toMatchObject({ glucose: 7.8 });
  await page.getByRole('tab', { name: '待随访' }).click();
  // found through the query form's 患者 (a season of demo visits fills more than a page)
  const query = page.getByRole('search', { name: '查询条件' });
  await query.getByRole('button', { name: '患者', exact: true }).click();
  await page.getByLabel('搜索患者').fill(patient);
  await page.getByRole('listbox', { name: '患者' }).getByRole('option', { name: patient }).first().click();
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(table(page).locator('tbody tr', { hasText: patient }).first()).toBeVisible();
  await expect(table(page).locator('tbody tr', { hasText: '待随访' }).first()).toBeVisible();

  // The message arrives in the bell and opens 患者异常.
  await page.getByTestId('notice-bell').click();
  // filed under 随访提醒 (its label carries the unread count)
  await page
    .getByRole('tablist', { name: '消息分类' })
    .getByRole('tab', { name: /^随访提醒/ })
    .click();
  const item = page
    .getByTestId('notice-item')
    .filter({ hasText: `患者异常：${patient}` })
    .first();
  await expect(item).toBeVisible();
  await snap(page, testInfo, 'abnormal-bell-1280');
  await item.click();
  const detail = page.getByTestId('announcement-detail');
  if (await detail.isVisible().catch(() => false))
    await detail.getByRole('button', { name: '去处理' }).click();
  await expect(page).toHaveURL(/\/chronic\/diseaseIntervene\/patientManage\/patientAbnormal$/);
  const row = table(page).locator('tbody tr', { hasText: '162/101' });
  await expect(row).toContainText(patient);
  await expect(row).toContainText('血压异常');
  await expect(row).toContainText('待干预');
  await snap(page, testInfo, 'patient-abnormal-1280');

  await row.getByRole('button', { name: '干预' }).click();
  const form = page.getByRole('dialog', { name: '新增干预记录' });
  await chooseOption(form.getByLabel('干预方式', { exact: true }), '电话干预');
  await form.getByLabel('干预内容', { exact: true }).click();
  await page.getByLabel('干预内容（展开编辑）').fill('电话告知加量方案，嘱每日早晚自测血压');
  await page.keyboard.press('Escape');
  await chooseOption(form.getByLabel('干预结果', { exact: true }), '稳定');
  await form.getByLabel('干预日期', { exact: true }).fill(today);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await expect(table(page).locator('tbody tr', { hasText: '162/101' })).toContainText('已干预');
  await expect(
    table(page).locator('tbody tr', { hasText: '162/101' }).getByRole('button', { name: '干预' }),
  ).toHaveCount(0);

  // 干预记录: the intervention found with 高级查询, its outcome edited, the found rows exported.
  const interventions = sideMenu(page).getByRole('link', { name: '干预记录' });
  if (!(await interventions.isVisible()))
    await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
  await interventions.click();
  await advancedQuery(page, '干预内容', { text: '电话告知加量方案，嘱每日早晚自测血压' });
  const intervention = rowOf(page, patient);
  await expect(intervention).toContainText('电话干预');
  await intervention.getByRole('button', { name: '编辑' }).click();
  const change = page.getByRole('dialog', { name: '编辑干预记录' });
  await chooseOption(change.getByLabel('干预结果', { exact: true }), '好转');
  await change.getByRole('button', { name: '保存' }).click();
  await expect(change).toBeHidden();
  await expect(intervention).toContainText('好转');
  await exportList(page, '干预记录');

  // The recorded visit earned 完成随访's 10 points (the demo rule): 积分明细 lists them, 积分排行 adds them up.
  await openOperation(page, '积分明细');
  await queryPick(page, '患者', patient);
  await queryForm(page).getByRole('button', { name: '查询', exact: true }).click();
  const earned = rowOf(page, '完成随访').filter({ hasText: `随访日期 ${today}` });
  await expect(earned).toHaveCount(1);
  await expect(earned).toContainText(patient);
  await expect(earned.getByRole('cell', { name: '10', exact: true })).toBeVisible();
  await snap(page, testInfo, 'points-earned-1280');
  const points = await pointsColumn(page);
  const total = points.reduce((sum, p) => sum + p, 0);
  await openOperation(page, '积分排行');
  await queryPick(page, '患者', patient);
  await queryForm(page).getByRole('button', { name: '查询', exact: true }).click();
  await expect(rowOf(page, patient)).toHaveCount(1);
  await expect(
    rowOf(page, patient)
      .getByRole('cell', { name: String(total), exact: true })
      .first(),
  ).toBeVisible();

  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, 'patient-abnormal-375');
  await page.goto('/chronic/followup/list');
  await expect(page.getByRole('tab', { name: /^已逾期\s*\(\d+\)$/ })).toBeVisible();
  await expect(table(page).locator('tbody tr').first()).toContainText('待随访');
  await snap(page, testInfo, 'visits-375');
});
