// Issue 15 item 9, the special homes of shell-spec 2.5 beside 第二医院's workbench: 仁和医院's clinic overview and the
// platform department's overview, each reached by login and the tenant switch, each figure checked against the
// records themselves (read back through the lists, never through the aggregate under test).
import { createClient, DEFAULT_SIGN_SECRET, jeecgMd5, type ClinicClient } from '@clinic/sdk';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { clinicToday, PASSWORD, signInHome, snap } from './shell-support.js';

const RENHE = '2000';
const PLATFORM = '3000';

async function sdkClientOf(baseURL: string, username: string): Promise<ClinicClient> {
  const client = createClient({ baseUrl: `${baseURL}/jeecg-boot`, signer: jeecgMd5(DEFAULT_SIGN_SECRET) });
  client.setToken((await client.auth.login({ body: { username, password: PASSWORD } })).token);
  return client;
}

const inTenant = (tenant: string) => ({ headers: { 'tenant-id': tenant } });

async function totalOf(client: ClinicClient, base: string, tenant: string): Promise<number> {
  const page = await client.resource(base).list({ pageNo: 1, pageSize: 1 }, inTenant(tenant));
  return Number(page.total);
}

/** The clinic's calendar day (UTC+8), YYYY-MM-DD. */

async function shoot(page: Page, testInfo: Parameters<typeof snap>[1], name: string) {
  await snap(page, testInfo, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, `${name}-375`);
  await page.screenshot({ path: testInfo.outputPath(`${name}-375-full.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function switchTenant(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `当前租户 ${from}，切换租户` }).click();
  await page.getByRole('menu', { name: '切换租户' }).getByRole('menuitem', { name: to }).click();
  await expect(page.getByRole('button', { name: `当前租户 ${to}，切换租户` })).toBeVisible();
}

const figure = (region: Locator, title: string) => region.getByRole('article', { name: title, exact: true });
const expectFigure = (region: Locator, title: string, value: number) =>
  expect(figure(region, title).getByText(value.toLocaleString('zh-CN'), { exact: true })).toBeVisible();

test('仁和医院 opens its own home by the tenant switch: 门诊与随访 figures of its records, this month', async ({
  page,
  server,
}, testInfo) => {
  const renhe = await sdkClientOf(server.baseURL, 'tenant2admin');
  // A visit of today, by telephone and above target, so this month has one whatever day the test runs.
  // (a visit belongs to one of the clinic's patients and has its due date)
  const [patient] = (await renhe.resource('/chronic/patient').list({ pageNo: 1, pageSize: 1 }))
    .records as Array<{ id: string }>;
  const added = await renhe.resource('/chronic/followup').add({
    patientId: patient!.id,
    dueDate: clinicToday(),
    visitDate: clinicToday(),
    way: '2',
    systolic: 152,
    diastolic: 96,
  });
  expect(added.success).toBe(true);

  await signInHome(page, 'operator', '吴运营');
  await expect(page.getByRole('region', { name: '平台概况' })).toBeVisible();
  await switchTenant(page, '平台运营部', '仁和医院');
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  // Only 1423892807230000001 renames its home tab: 仁和医院's home stays 首页.
  await expect(page.getByRole('tab', { name: /首页/ })).toBeVisible();
  await expect(page.getByText('仁和医院 · 门诊与随访概览')).toBeVisible();

  // The expected figures, counted here from the records of 仁和医院.
  const patients = await totalOf(renhe, '/chronic/patient', RENHE);
  const month = clinicToday().slice(0, 7);
  const visits = (
    (await renhe.resource('/chronic/followup').list({ pageNo: 1, pageSize: 1000 }, inTenant(RENHE)))
      .records as Array<{
      visitDate: string | null;
      way: string;
      systolic: number | null;
      diastolic: number | null;
    }>
  ).filter(
    // recorded visits only (a due one has no visit date yet)
    (v) =>
      v.visitDate !== null && v.visitDate.slice(0, 7) === month && v.visitDate.slice(0, 10) <= clinicToday(),
  );
  const high = visits.filter((v) => (v.systolic ?? 0) >= 140 || (v.diastolic ?? 0) >= 90).length;
  expect(visits.length).toBeGreaterThan(0);

  const figures = page.getByRole('region', { name: '门诊随访' });
  await expectFigure(figures, '在册患者', patients);
  await expectFigure(figures, '本月随访', visits.length);
  await expectFigure(figures, '血压未达标', high);
  const ways = page.getByRole('region', { name: '本月随访方式' });
  for (const [way, text] of [
    ['1', '门诊随访'],
    ['2', '电话随访'],
    ['3', '上门随访'],
  ] as const) {
    await expect(ways.getByRole('listitem', { name: text })).toContainText(
      `${visits.filter((v) => v.way === way).length} 次`,
    );
  }
  await shoot(page, testInfo, 'renhe-clinic-home');

  // One more visit, and the page counts it after a reload.
  await renhe.resource('/chronic/followup').add({
    patientId: patient!.id,
    dueDate: clinicToday(),
    visitDate: clinicToday(),
    way: '1',
    systolic: 118,
    diastolic: 76,
  });
  await page.reload();
  await expectFigure(page.getByRole('region', { name: '门诊随访' }), '本月随访', visits.length + 1);
  // The 在册患者 card opens 仁和医院's patient list.
  await figure(page.getByRole('region', { name: '门诊随访' }), '在册患者')
    .getByRole('link', { name: '查看' })
    .click();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText(`共 ${patients} 条`);
});

test('平台运营部 opens the platform overview: every tenant with its users, patients and visits; any other tenant sees only itself', async ({
  page,
  server,
}, testInfo) => {
  // Expected figures, from each tenant's own lists, read by a member of that tenant.
  const admin = await sdkClientOf(server.baseURL, 'admin');
  const renhe = await sdkClientOf(server.baseURL, 'tenant2admin');
  const operator = await sdkClientOf(server.baseURL, 'operator');
  const tenants: Array<[name: string, client: ClinicClient, id: string]> = [
    ['健康服务中心', admin, '1000'],
    ['第二医院', admin, '1423892807230000001'],
    ['仁和医院', renhe, RENHE],
    ['平台运营部', operator, PLATFORM],
  ];
  const expected = [];
  for (const [name, client, id] of tenants) {
    expected.push({
      name,
      users: await totalOf(client, '/sys/user', id),
      patients: await totalOf(client, '/chronic/patient', id),
      followups: await totalOf(client, '/chronic/followup', id),
    });
  }

  await signInHome(page, 'operator', '吴运营');
  await expect(page.getByRole('button', { name: '当前租户 平台运营部，切换租户' })).toBeVisible();
  // Away to 仁和医院 and back by the switch: the platform overview belongs to 平台运营部 alone.
  await switchTenant(page, '平台运营部', '仁和医院');
  await expect(page.getByRole('region', { name: '门诊随访' })).toBeVisible();
  await expect(page.getByRole('region', { name: '平台概况' })).toHaveCount(0);
  await switchTenant(page, '仁和医院', '平台运营部');
  await expect(page.getByRole('tab', { name: /首页/ })).toBeVisible();
  await expect(page.getByText('平台运营部 · 平台运营概览')).toBeVisible();

  const table = page.getByRole('table', { name: '各租户数据' });
  await expect(table.getByRole('row')).toHaveCount(1 + tenants.length);
  for (const row of expected) {
    await expect(table.getByRole('row', { name: new RegExp(`^${row.name} `) })).toHaveText(
      new RegExp(`${row.name}\\s*正常\\s*${row.users}\\s*${row.patients}\\s*${row.followups}$`),
    );
  }
  const summary = page.getByRole('region', { name: '平台概况' });
  await expectFigure(summary, '租户', tenants.length);
  await expectFigure(
    summary,
    '患者',
    expected.reduce((sum, r) => sum + r.patients, 0),
  );
  await expectFigure(
    summary,
    '随访记录',
    expected.reduce((sum, r) => sum + r.followups, 0),
  );
  await shoot(page, testInfo, 'platform-home');

  // The server decides by the session's tenant: administrators elsewhere see only their own tenant, and the operator
  // acting as 仁和医院's doctor holds no platform code there.
  for (const [client, tenant] of [
    [admin, '1000'],
    [renhe, RENHE],
  ] as const) {
    const answer = (await client.callEnvelope('platformOverview', {}, inTenant(tenant))) as {
      result: { perTenant: { tenantId: string }[] };
    };
    expect(answer.result.perTenant.map((r) => r.tenantId)).toEqual([tenant]);
  }
  const refused = await operator
    .callEnvelope('platformOverview', {}, inTenant(RENHE))
    .catch((e: unknown) => e);
  expect(refused).toMatchObject({ code: 510 });
});
