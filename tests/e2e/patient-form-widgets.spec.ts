// Issue 12 items 5 and 7 on the real 患者列表 新增 form, in an en-US browser: the date picker reads YYYY-MM-DD with
// Monday-first weeks (not mm/dd/yyyy), a valid ID card number fills 出生日期 / 性别 / 年龄, height and weight show the BMI
// with its band, the integer 年龄 rounds 12.7 to 13, and what was filled is what the server stores.
import { readFile } from 'node:fs/promises';
import { createClient, DEFAULT_SIGN_SECRET, jeecgMd5 } from '@clinic/sdk';
import { idCardCheckChar, parseIdCard } from '@clinic/sdk/validators';
import { test, expect } from './fixtures.js';
import { signInHome, sideMenu, snap } from './shell-support.js';

test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

test('患者档案 in an en-US browser: date picker, ID card fill, BMI band, integer rounding, saved', async ({
  page,
  server,
}, testInfo) => {
  const name = `身份证${Date.now().toString(36)}`;
  const first17 = '11010519851124002';
  const idCard = first17 + idCardCheckChar(first17)!;

  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
  await sideMenu(page).getByRole('link', { name: '患者列表' }).click();
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增患者档案' });

  // The date picker: a calendar of Monday-first weeks; 23 November 2026 picked reads 2026-11-23.
  const birthday = dialog.getByLabel('出生日期', { exact: true });
  await birthday.fill('2026-11-01');
  await birthday.press('Enter');
  await dialog.getByRole('button', { name: '打开日历' }).first().click();
  const calendar = page.getByRole('grid', { name: '2026年11月' });
  await expect(calendar.getByRole('columnheader').first()).toHaveText('一');
  await expect(calendar.getByRole('columnheader').last()).toHaveText('日');
  // 23 November 2026 is a Monday: the first cell of its week row.
  const week = calendar.getByRole('row').filter({ has: page.getByRole('button', { name: '2026-11-23' }) });
  await expect(week.getByRole('button').first()).toHaveAccessibleName('2026-11-23');
  await calendar.getByRole('button', { name: '2026-11-23' }).click();
  await expect(birthday).toHaveValue('2026-11-23');
  await snap(page, testInfo, 'patient-form-en-us-date');
  // en-US typing order is refused with the format, not silently read as another date.
  await birthday.fill('11/23/2026');
  await birthday.press('Enter');
  await expect(dialog.getByText('请输入正确的格式：YYYY-MM-DD')).toBeVisible();

  // Integer 年龄: 12.7 is rounded to 13 on leaving, and the box says so first.
  const age = dialog.getByLabel('年龄');
  await age.fill('12.7');
  await expect(dialog.getByText('只能填写整数，离开时取整为 13')).toBeVisible();
  await age.blur();
  await expect(age).toHaveValue('13');

  // ID card: birthday, sex and age filled from the number (born 1985-11-24, even 17th digit: 女); the age typed
  // before gives way to the number's, as the server's save would have it anyway.
  await dialog.getByLabel('姓名').fill(name);
  await dialog.getByLabel('身份证号').fill(idCard);
  await expect(birthday).toHaveValue('1985-11-24');
  await expect(dialog.getByRole('radio', { name: '女' })).toBeChecked();
  await expect(age).toHaveValue(String(parseIdCard(idCard)!.age));

  // BMI and its band while height and weight are entered.
  await expect(dialog.getByText('填写身高和体重后计算')).toBeVisible();
  await dialog.getByLabel('身高(cm)').fill('170');
  await dialog.getByLabel('体重(kg)').fill('75');
  await dialog.getByLabel('体重(kg)').blur();
  await expect(dialog.getByText('26', { exact: true })).toBeVisible();
  await expect(dialog.getByText('超重', { exact: true })).toBeVisible();
  await dialog.getByLabel('体重(kg)').fill('60');
  await dialog.getByLabel('体重(kg)').blur();
  await expect(dialog.getByText('正常', { exact: true })).toBeVisible();
  await snap(page, testInfo, 'patient-form-id-bmi');
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, 'patient-form-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('添加成功！').first()).toBeVisible();

  const client = createClient({
    baseUrl: `${server.baseURL}/jeecg-boot`,
    signer: jeecgMd5(DEFAULT_SIGN_SECRET),
  });
  client.setToken((await client.auth.login({ body: { username: 'admin', password: 'Clinic@2026' } })).token);
  const stored = await client.request<{ records: Record<string, unknown>[] }>(
    'GET',
    '/chronic/patient/list',
    {
      query: { name, pageNo: 1, pageSize: 10 },
    },
  );
  expect(stored.records).toHaveLength(1);
  expect(stored.records[0]).toMatchObject({
    birthday: '1985-11-24',
    idCard,
    age: parseIdCard(idCard)!.age,
    height: 170,
    weight: 60,
  });
  expect(String(stored.records[0]!.sex)).toBe('2');
  await client.resource('/chronic/patient').deleteBatch(stored.records.map((r) => String(r.id)));
});

test.describe('exports', () => {
  // Chromium logs the dropped request of the last step as a console error; that one is expected.
  test.use({ allowedConsoleErrors: [/net::ERR_FAILED/] });

  test("患者列表 导出 and 通用导出 save '患者列表.xls'; a failed download says 文件下载失败", async ({
    page,
  }) => {
    await signInHome(page, 'admin', '管理员');
    await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
    await sideMenu(page).getByRole('link', { name: '患者列表' }).click();

    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出', exact: true }).click();
    const file = await exported;
    expect(file.suggestedFilename()).toBe('患者列表.xls');
    expect((await readFile((await file.path())!)).length).toBeGreaterThan(100);

    // 通用导出: generalExport with bizCode patient stores the workbook; the console then fetches it.
    const general = page.waitForEvent('download');
    await page.getByRole('button', { name: '通用导出' }).click();
    const stored = await general;
    expect(stored.suggestedFilename()).toBe('患者列表.xls');
    // The stored workbook is a real xlsx (a zip: PK).
    expect((await readFile((await stored.path())!)).subarray(0, 2).toString()).toBe('PK');

    // The network dropping the export: the spec's warning, no silent nothing.
    await page.route('**/exportXls**', (route) => route.abort());
    await page.getByRole('button', { name: '导出', exact: true }).click();
    await expect(page.getByText('文件下载失败').first()).toBeVisible();
  });
});
