// The clinic day (issue 17): 王医生 signs in, opens 随访记录 → 已逾期, records one overdue visit with a high blood
// pressure (用药调整 in the editable table beside the form), the 患者异常 message arrives in the bell, opening it lands
// on 患者异常, where 干预 records the intervention and the row turns 已干预; 干预记录 finds it with 高级查询, its
// outcome is edited and the list exported; the visit earned the patient 完成随访's
// points: 积分明细 lists the entry and 积分排行 the patient's new total. Screenshots at 1280 and 375 px.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { chooseOption } from './select-support.js';
import { clinicToday, signInHome, sideMenu, snap } from './shell-support.js';
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

test('the clinic day: an overdue visit recorded high, the 患者异常 message, the intervention', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInHome(page, 'doctor', '王医生');
  await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
  await sideMenu(page).getByRole('link', { name: '随访记录' }).click();
  await expect(page.getByRole('tab', { name: '待随访' })).toHaveAttribute('aria-selected', 'true');
  await expect(table(page).locator('tbody tr').first()).toContainText('待随访');
  await page.getByRole('tab', { name: '已逾期' }).click();
  const overdue = table(page).locator('tbody tr', { hasText: '已逾期' }).first();
  await expect(overdue).toBeVisible();
  await expect(table(page).locator('tbody tr', { hasText: '待随访' })).toHaveCount(0);
  await snap(page, testInfo, 'visits-overdue-1280');

  await overdue.getByRole('button', { name: '记录随访' }).click();
  const dialog = page.getByRole('dialog', { name: /^记录随访：/ });
  await expect(dialog).toBeVisible();
  const patient = (await dialog.getByRole('heading').first().textContent())!
    .replace(/^记录随访：/, '')
    .trim();
  expect(patient.length).toBeGreaterThan(0);
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
  await expect(dialog.getByRole('grid', { name: '用药调整' })).toBeVisible();
  await snap(page, testInfo, 'visit-record-1280');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();

  // Recorded: it is done, and the patient's next visit is due.
  await page.getByRole('tab', { name: '已完成' }).click();
  await expect(
    table(page).locator('tbody tr', { hasText: patient }).filter({ hasText: '162' }),
  ).toBeVisible();
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
