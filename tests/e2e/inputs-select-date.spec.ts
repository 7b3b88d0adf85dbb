// Issue 12 item 5 on real pages: the query form's dictionary select is the console's Radix select (mouse, keyboard,
// clear); in an en-US browser the date fields still read YYYY-MM-DD with Monday-first weeks, picked from the calendar
// by mouse and by keyboard (arrows, Home/End, PageUp/PageDown, Enter); integer fields round a typed decimal on leaving
// (130.7 becomes 131, never 1307) and say so while typing.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { adminSdkClient, signInHome, sideMenu, snap } from './shell-support.js';
import { chooseOption } from './select-support.js';

const queryForm = (page: Page) => page.getByRole('search', { name: '查询条件' });
const rows = (page: Page) => page.locator('table:visible tbody tr');
const pager = (page: Page) => page.getByRole('navigation', { name: '分页' });

async function openPage(page: Page, name: string) {
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
  await sideMenu(page).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

/** The calendar opened from `opener`, moved by its month buttons (mouse) to `year`年`month`月. */
async function calendarAt(page: Page, opener: Locator, year: number, month: number) {
  await opener.click();
  const calendar = page.getByRole('dialog', { name: '日历' });
  await expect(calendar).toBeVisible();
  const grid = calendar.getByRole('grid');
  for (let i = 0; i < 240; i++) {
    const [y, m] = ((await grid.getAttribute('aria-label')) ?? '').match(/\d+/g)!.map(Number) as [
      number,
      number,
    ];
    const diff = (year - y) * 12 + (month - m);
    if (diff === 0) break;
    await calendar.getByRole('button', { name: diff > 0 ? '下个月' : '上个月' }).click();
  }
  await expect(grid).toHaveAttribute('aria-label', `${year}年${month}月`);
  return calendar;
}

test('患者列表: the query form filters by 性别 through the select, by mouse and keyboard, and clears it', async ({
  page,
  server,
}, testInfo) => {
  const client = await adminSdkClient(server.baseURL);
  const marker = `选性别${Date.now() % 100000}`;
  await client.call('patientAdd', { body: { name: `${marker}甲`, sex: '1', status: '1' } as never });
  await client.call('patientAdd', { body: { name: `${marker}乙`, sex: '2', status: '1' } as never });
  await openPage(page, '患者列表');

  const form = queryForm(page);
  const sex = form.getByRole('combobox', { name: '性别：' });
  await expect(sex).toHaveText('请选择性别');
  await form.getByLabel('姓名：').fill(marker);

  // Mouse: the list offers the dictionary's entries by name; 女 keeps the woman only.
  await sex.click();
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option', { name: '男', exact: true })).toBeVisible();
  await expect(list.getByRole('option', { name: '女', exact: true })).toBeVisible();
  await snap(page, testInfo, 'patient-query-sex-open-1280');
  await list.getByRole('option', { name: '女', exact: true }).click();
  await expect(list).toHaveCount(0);
  await expect(sex).toHaveText('女');
  await form.getByRole('button', { name: '查询', exact: true }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`${marker}乙`);

  // Keyboard: Enter opens the list on the chosen entry, the arrow moves to 男, Enter takes it.
  await sex.focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('option', { name: '女', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(list.getByRole('option', { name: '男', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list).toHaveCount(0);
  await expect(sex).toBeFocused();
  await expect(sex).toHaveText('男');
  await form.getByRole('button', { name: '查询', exact: true }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`${marker}甲`);

  // Clearing: Delete on the select, or its 清除 button, brings back 请选择 and both patients.
  await sex.focus();
  await page.keyboard.press('Delete');
  await expect(sex).toHaveText('请选择性别');
  await form.getByRole('button', { name: '查询', exact: true }).click();
  await expect(pager(page)).toContainText('共 2 条');
  await chooseOption(sex, '女');
  await form.getByRole('button', { name: '清除性别' }).click();
  await expect(sex).toHaveText('请选择性别');

  await page.setViewportSize({ width: 375, height: 760 });
  await chooseOption(form.getByRole('combobox', { name: '性别：' }), '女');
  await form.getByRole('combobox', { name: '性别：' }).click();
  await snap(page, testInfo, 'patient-query-sex-open-375');
  await page.keyboard.press('Escape');
});

test.describe('in an en-US browser', () => {
  test.use({ locale: 'en-US' });

  test('通知公告 开始时间 and 医生排班 开始时间 read YYYY-MM-DD HH:mm:ss and HH:mm:ss in 24 h, a 12-hour time refused', async ({
    page,
  }) => {
    await signInHome(page, 'admin', '管理员');
    await sideMenu(page).getByText('系统管理', { exact: true }).click();
    await sideMenu(page).getByRole('link', { name: '通知公告' }).click();
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const notice = page.getByRole('dialog', { name: '新增通知公告' });
    const start = notice.getByLabel('开始时间', { exact: true });
    await expect(start).toHaveAttribute('placeholder', 'YYYY-MM-DD HH:mm:ss');
    // Picked: 23 November 2026 (a Monday, in the first column) at 18 o'clock, read in 24 h.
    const calendar = await calendarAt(
      page,
      start.locator('xpath=..').getByRole('button', { name: '打开日历' }),
      2026,
      11,
    );
    await expect(calendar.getByRole('columnheader')).toHaveText(['一', '二', '三', '四', '五', '六', '日']);
    await calendar.getByRole('button', { name: '2026-11-23' }).click();
    await chooseOption(calendar.getByRole('group', { name: '时间' }).getByLabel('时'), '18');
    await calendar.getByRole('button', { name: '确定' }).click();
    await expect(calendar).toBeHidden();
    await expect(start).toHaveValue('2026-11-23 18:00:00');
    // Typed as an en-US browser would write it: refused with the format; typed in 24 h: completed with seconds.
    const end = notice.getByLabel('结束时间', { exact: true });
    await end.fill('11/30/2026 6:30 PM');
    await end.press('Enter');
    await expect(
      notice.getByRole('alert').filter({ hasText: '请输入正确的格式：YYYY-MM-DD HH:mm:ss' }),
    ).toBeVisible();
    await end.fill('2026-11-30 18:30');
    await end.press('Enter');
    await expect(end).toHaveValue('2026-11-30 18:30:00');
    await expect(notice.getByText('请输入正确的格式：YYYY-MM-DD HH:mm:ss')).toHaveCount(0);
    await notice.getByRole('button', { name: '关闭' }).first().click();
    await expect(notice).toBeHidden();

    await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
    await sideMenu(page).getByRole('link', { name: '医生排班' }).click();
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const schedule = page.getByRole('dialog', { name: '新增医生排班' });
    const time = schedule.getByLabel('开始时间', { exact: true });
    await expect(time).toHaveAttribute('placeholder', 'HH:mm:ss');
    await time.fill('6:30 PM');
    await time.press('Enter');
    await expect(schedule.getByRole('alert').filter({ hasText: '请输入正确的格式：HH:mm:ss' })).toBeVisible();
    await time.locator('xpath=..').getByRole('button', { name: '打开时间选择' }).click();
    const clock = page.getByRole('dialog', { name: '时间选择' });
    await chooseOption(clock.getByLabel('时', { exact: true }), '18');
    await chooseOption(clock.getByLabel('分', { exact: true }), '30');
    await clock.getByRole('button', { name: '确定' }).click();
    await expect(time).toHaveValue('18:30:00');
  });

  test('随访记录: 随访日期 reads 2026-11-23 picked by mouse and by keyboard; 收缩压 rounds 130.7 to 131', async ({
    page,
    server,
  }, testInfo) => {
    const patient = `日期患者${Date.now() % 100000}`;
    const client = await adminSdkClient(server.baseURL);
    await client.call('patientAdd', { body: { name: patient, sex: '1' } as never });
    await openPage(page, '随访记录');
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    // a recorded visit is 已完成: it shows under 全部
    await page.getByRole('tab', { name: '全部' }).click();

    await page.getByRole('button', { name: '新增', exact: true }).click();
    const add = page.getByRole('dialog', { name: '新增随访记录' });
    await add.getByRole('button', { name: '患者', exact: true }).click();
    await page.getByLabel('搜索患者').fill(patient);
    await page.getByRole('listbox', { name: '患者' }).getByRole('option', { name: patient }).click();
    // due after every seeded visit: first in the list's 应随访日期 order
    await add.getByLabel('应随访日期', { exact: true }).fill('2027-06-30');
    const date = add.getByLabel('随访日期', { exact: true });
    // 应随访日期 has the first calendar button, 随访日期 the second
    const opener = add.getByRole('button', { name: '打开日历' }).nth(1);
    await expect(date).toHaveAttribute('placeholder', 'YYYY-MM-DD');

    // Mouse: the calendar's weeks start on Monday (一 ... 日), 23 November 2026 is a Monday in the first column.
    const calendar = await calendarAt(page, opener, 2026, 11);
    await expect(calendar.getByRole('columnheader')).toHaveText(['一', '二', '三', '四', '五', '六', '日']);
    const week = calendar.getByRole('row').filter({ has: page.getByRole('button', { name: '2026-11-23' }) });
    await expect(week.getByRole('button').first()).toHaveAccessibleName('2026-11-23');
    await snap(page, testInfo, 'followup-calendar-en-US');
    await calendar.getByRole('button', { name: '2026-11-23' }).click();
    await expect(calendar).toBeHidden();
    await expect(date).toHaveValue('2026-11-23');

    // Keyboard: Tab to 打开日历, Enter opens the calendar on the chosen day; PageUp a month back, End to Sunday,
    // the arrow to Monday 2026-10-26, Enter picks it.
    await date.focus();
    await page.keyboard.press('Tab');
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    const keyboardCalendar = page.getByRole('dialog', { name: '日历' });
    await expect(keyboardCalendar.getByRole('button', { name: '2026-11-23' })).toBeFocused();
    await page.keyboard.press('PageUp');
    await expect(keyboardCalendar.getByRole('grid')).toHaveAttribute('aria-label', '2026年10月');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    await expect(keyboardCalendar.getByRole('button', { name: '2026-10-26' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(keyboardCalendar).toBeHidden();
    await expect(date).toHaveValue('2026-10-26');
    // Back again: PageDown to 2026-11-26, Home to its Monday, Enter.
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(keyboardCalendar.getByRole('button', { name: '2026-10-26' })).toBeFocused();
    await page.keyboard.press('PageDown');
    await page.keyboard.press('Home');
    await expect(keyboardCalendar.getByRole('button', { name: '2026-11-23' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(date).toHaveValue('2026-11-23');

    await chooseOption(add.getByLabel('随访方式', { exact: true }), '门诊随访');
    // An integer field: the decimal point is taken while typing, with the rounding said; leaving rounds.
    const systolic = add.getByLabel('收缩压(mmHg)', { exact: true });
    await systolic.pressSequentially('130.7');
    await expect(add.getByText('只能填写整数，离开时取整为 131')).toBeVisible();
    await snap(page, testInfo, 'followup-integer-hint');
    await systolic.press('Tab');
    await expect(systolic).toHaveValue('131');
    await expect(add.getByText(/离开时取整/)).toHaveCount(0);
    await add.getByRole('button', { name: '保存' }).click();
    await expect(add).toBeHidden();
    const row = rows(page).filter({ hasText: patient });
    await expect(row).toContainText('2026-11-23');
    await expect(row).toContainText('131');
    await expect(row).not.toContainText('1307');

    // The query form's date range: the start picked from its calendar, the end typed; both read YYYY-MM-DD.
    const form = queryForm(page);
    const begin = form.getByLabel('随访日期开始');
    const end = form.getByLabel('随访日期结束');
    const beginCalendar = await calendarAt(
      page,
      form.getByRole('button', { name: '打开日历' }).first(),
      2026,
      11,
    );
    await beginCalendar.getByRole('button', { name: '2026-11-23' }).click();
    await expect(begin).toHaveValue('2026-11-23');
    await end.fill('2026/11/23');
    await end.press('Enter');
    await expect(end).toHaveValue('2026-11-23');
    await form.getByRole('button', { name: '患者', exact: true }).click();
    await page.getByLabel('搜索患者').fill(patient);
    await page.getByRole('listbox', { name: '患者' }).getByRole('option', { name: patient }).click();
    await form.getByRole('button', { name: '查询', exact: true }).click();
    await expect(pager(page)).toContainText('共 1 条');
    await end.fill('2026-11-22');
    await end.press('Enter');
    await form.getByRole('button', { name: '查询', exact: true }).click();
    await expect(page.getByText('暂无数据')).toBeVisible();
    await snap(page, testInfo, 'followup-query-range-en-US');
  });
});
