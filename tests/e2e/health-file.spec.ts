// Issue 17 item 1, the 健康档案: a doctor opens 患者列表 from the side menu, finds a demo patient with bookings by name,
// opens the row's 健康档案 (a tab titled by the patient's name) and reads 基本资料 (masked numbers, BMI with its
// band, the responsible doctor by name), 体征记录 (the table and the trends: canvases with their hidden tables over
// months of demo measurements) and the other record tabs, each only that patient's rows; another clinic's patient
// id in the address gives the 404 page and none of that patient's data.
import type { ClinicClient } from '@clinic/sdk';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { openMenuEntry, sdkClientAs, signInHome, snap, tabStrip } from './shell-support.js';

type Row = Record<string, unknown>;

const ID_CARD_MASKED = /^\d{6}\*{8}[\dX]{4}$/;

const recordsOf = (page: unknown): Row[] =>
  Array.isArray(page) ? (page as Row[]) : (((page as { records?: Row[] }).records ?? []) as Row[]);

async function shoot(page: Page, name: string) {
  const info = test.info();
  await snap(page, info, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, info, `${name}-375`);
  await page.screenshot({ path: info.outputPath(`${name}-375-full.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The record tabs a doctor sees, each with a resource base to read that patient's rows back from. */
const RECORD_TABS: [title: string, base: string][] = [
  ['随访记录', '/chronic/followup'],
  ['问卷结果', '/chronic/questionnaireResult'],
  ['干预记录', '/chronic/intervention'],
  ['预约', '/chronic/appointment'],
];

async function totalOf(client: ClinicClient, base: string, patientId: string): Promise<number> {
  const page = await client.resource(base).list({ pageNo: 1, pageSize: 1, patientId });
  return Number((page as { total?: number }).total);
}

test('a doctor opens a patient’s 健康档案 from 患者列表: 基本资料, 体征记录 with its trends, the record tabs', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // Arranged through the API as the same doctor: a patient of his clinic with rows in every record tab (not every
  // demo patient has bookings or filled questionnaires).
  const doctor = await sdkClientAs(baseURL!, 'doctor');
  const candidates = new Set<string>();
  for (const [, base] of RECORD_TABS.filter(([title]) => title === '干预记录' || title === '问卷结果'))
    for (const r of recordsOf(await doctor.resource(base).list({ pageNo: 1, pageSize: 100 })))
      candidates.add(String(r.patientId));
  let patientId = '';
  for (const candidate of candidates) {
    const totals = await Promise.all(RECORD_TABS.map(([, base]) => totalOf(doctor, base, candidate)));
    if (totals.every((t) => t > 0)) {
      patientId = candidate;
      break;
    }
  }
  expect(patientId, 'a demo patient with rows in every record tab').not.toBe('');
  const patient = await doctor.resource<Row>('/chronic/patient').queryById(patientId);
  const name = String(patient.name);
  const idCard = String(patient.idCard);
  expect(idCard).toMatch(ID_CARD_MASKED);

  await signInHome(page, 'doctor', '王医生');
  await openMenuEntry(page, '慢病管理', '患者列表');
  await page.getByPlaceholder('请输入姓名').fill(name);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  const row = page.locator('table:visible tbody tr').filter({ hasText: idCard });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: '健康档案' }).click();

  // 基本资料: the tab is titled by the patient, the numbers masked as in the list, names instead of ids.
  await expect(page).toHaveURL(new RegExp(`/chronic/patient/healthFile/${patientId}$`));
  await expect(tabStrip(page).getByRole('tab', { name: `健康档案-${name}` })).toBeVisible();
  const file = page.getByRole('tablist', { name: '健康档案' });
  await expect(file.getByRole('tab', { name: '基本资料', selected: true })).toBeVisible();
  // The breadcrumb leads back through the list the file was opened from.
  const crumbs = page.getByRole('navigation', { name: '面包屑' });
  await expect(crumbs.getByRole('link', { name: '患者列表' })).toBeVisible();
  await expect(crumbs.locator('[aria-current=page]')).toHaveText('健康档案');
  const facts = page.getByRole('tabpanel', { name: '基本资料' });
  const fact = (label: string) =>
    facts.locator('div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
  await expect(fact('姓名')).toHaveText(name);
  await expect(fact('身份证号')).toHaveText(idCard);
  await expect(fact('手机号')).toHaveText(/^1\d{2}\*{4}\d{4}$/);
  await expect(fact('责任医生')).toHaveText('王医生');
  await expect(fact('BMI')).toHaveText(/^\d+(\.\d)?（(过轻|正常|超重|肥胖|非常肥胖)）$/);
  await expect(fact('病种')).not.toHaveText(/^—$/);
  await expect(facts).not.toContainText(patientId);
  await shoot(page, 'health-file-basic');

  // 体征记录: the newest measurements first and the trends over months, each a canvas with its figures as a table.
  const vitals = recordsOf(
    await doctor.resource('/chronic/vitalSign').list({ pageNo: 1, pageSize: 200, patientId }),
  );
  expect(vitals.length).toBeGreaterThanOrEqual(6);
  await file.getByRole('tab', { name: '体征记录' }).click();
  await expect(page).toHaveURL(new RegExp(`/healthFile/${patientId}\\?tab=vitals$`));
  const vitalsPanel = page.getByRole('tabpanel', { name: '体征记录' });
  const vitalsTable = vitalsPanel.getByRole('table', { name: '体征记录' });
  await expect(vitalsTable.locator('tbody tr')).toHaveCount(Math.min(10, vitals.length));
  const times = await vitalsTable.locator('tbody tr td:first-child').allInnerTexts();
  expect([...times].sort().reverse()).toEqual(times);
  for (const title of ['血压趋势', '空腹血糖趋势']) {
    await expect(vitalsPanel.getByRole('img', { name: title })).toBeVisible();
    await expect(vitalsPanel.locator(`figure[data-chart="${title}"]`)).toHaveAttribute(
      'data-chart-status',
      'ready',
    );
    const hidden = vitalsPanel.locator('table', { has: page.locator('caption', { hasText: title }) });
    await expect(hidden.locator('tbody tr')).toHaveCount(vitals.length);
  }
  const months = new Set(vitals.map((v) => String(v.measureTime).slice(0, 7)));
  expect(months.size).toBeGreaterThanOrEqual(5);
  const pressure = vitalsPanel.locator('table', { has: page.locator('caption', { hasText: '血压趋势' }) });
  await expect(pressure.locator('thead')).toContainText('收缩压');
  await expect(pressure.locator('thead')).toContainText('舒张压');
  await expect(pressure.locator('tbody')).toContainText('mmHg');
  // the charts grow in from the axis for a moment: the pictures show them drawn
  await page.waitForTimeout(1500);
  await shoot(page, 'health-file-vitals');

  // The other record tabs: that patient's rows (as many as the server has for him), newest first, and a link to
  // the full list filtered by him.
  for (const [title, base] of RECORD_TABS) {
    const total = await totalOf(doctor, base, patientId);
    await file.getByRole('tab', { name: title, exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: title, exact: true });
    await expect(panel.getByRole('table', { name: title }).locator('tbody tr')).toHaveCount(
      Math.min(10, total),
    );
    await expect(panel.getByRole('table', { name: title })).not.toContainText(patientId);
    await expect(panel.getByRole('table', { name: title })).not.toContainText('{');
    await expect(panel.getByRole('link', { name: /查看全部/ })).toHaveAttribute(
      'href',
      new RegExp(`q\\.patientId=${patientId}`),
    );
    await snap(page, test.info(), `health-file-${base.split('/').at(-1)}-1280`);
  }
  await shoot(page, 'health-file-appointments');
  // The open tab is in the address: a reload comes back to it.
  await page.reload();
  await expect(file.getByRole('tab', { name: '预约', selected: true })).toBeVisible();
  await expect(
    page
      .getByRole('tabpanel', { name: '预约' })
      .getByRole('table', { name: '预约' })
      .locator('tbody tr')
      .first(),
  ).toBeVisible();

  // The 预约 tab's link opens 预约管理 showing that patient's bookings only.
  await page
    .getByRole('tabpanel', { name: '预约' })
    .getByRole('link', { name: /查看全部/ })
    .click();
  await expect(page).toHaveURL(/\/chronic\/appointment\/list\?q\.patientId=/);
  const listed = page.locator('table:visible tbody tr');
  await expect(listed.first()).toContainText(name);
  for (const text of await listed.allInnerTexts()) expect(text).toContain(name);
});

test('a researcher, who may list patients and 体征记录 only, sees those tabs of the file and no others', async ({
  page,
  baseURL,
}) => {
  const researcher = await sdkClientAs(baseURL!, 'researcher');
  // a patient with measurements (other journeys add patients without any)
  const [measured] = recordsOf(
    await researcher.resource('/chronic/vitalSign').list({ pageNo: 1, pageSize: 1 }),
  );
  await signInHome(page, 'researcher', '李研究员');
  await page.goto(`/chronic/patient/healthFile/${String(measured!.patientId)}`);
  const file = page.getByRole('tablist', { name: '健康档案' });
  await expect(file.getByRole('tab', { name: '基本资料' })).toBeVisible();
  await expect(file.getByRole('tab')).toHaveText(['基本资料', '体征记录']);
  await file.getByRole('tab', { name: '体征记录' }).click();
  await expect(
    page
      .getByRole('tabpanel', { name: '体征记录' })
      .getByRole('table', { name: '体征记录' })
      .locator('tbody tr')
      .first(),
  ).not.toContainText('暂无数据');
});

test.describe('another clinic’s patient', () => {
  // Chromium logs the 404 answer of the refused read.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('in the address gives the 404 page, not the patient', async ({ page, baseURL }) => {
    const renhe = await sdkClientAs(baseURL!, 'tenant2admin');
    const foreign = recordsOf(
      await renhe
        .resource('/chronic/patient')
        .list({ pageNo: 1, pageSize: 1 }, { headers: { 'tenant-id': '2000' } }),
    )[0]!;
    await signInHome(page, 'doctor', '王医生');
    const answer = page.waitForResponse((r) => r.url().includes('/chronic/patient/queryById'));
    await page.goto(`/chronic/patient/healthFile/${String(foreign.id)}`);
    expect((await answer).status()).toBe(404);
    await expect(page.getByText('很抱歉，您访问的页面不存在')).toBeVisible();
    await expect(page.getByRole('tablist', { name: '健康档案' })).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(String(foreign.name));
  });
});
