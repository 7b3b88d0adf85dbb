// 慢病管理 → 医生排班, 预约日历 and 预约管理 (issue 17 item 5) as admin: a 晚上 session for 王医生 tomorrow (found with
// 高级查询, a remark added with 编辑, exported), booked from a free slot of the calendar (the patient searched by part
// of the name in the 患者 picker, the slot then naming him); the same slot booked again from 预约管理's 新增 is refused
// with 该时段已被预约; the booking found with 高级查询, cancelled with a reason (its slot free again in the calendar),
// and exported.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { formPick } from './operations-support.js';
import { adminSdkClient, clinicToday, openMenuEntry, signInHome, snap } from './shell-support.js';
import { chooseOption } from './select-support.js';

const table = (page: Page) => page.locator('table:visible').first();
const rowOf = (page: Page, text: string) => table(page).locator('tbody tr', { hasText: text });

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const mondayOf = (d: Date) => {
  const m = new Date(d);
  m.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return iso(m);
};

async function openMenu(page: Page, name: string) {
  await openMenuEntry(page, '慢病管理', name);
}

test('预约: a session scheduled, a slot booked from the calendar, a double booking refused, found, cancelled and exported', async ({
  page,
  server,
}, testInfo) => {
  test.setTimeout(150_000);
  // Two patients of this run, searched by part of their names in the 患者 picker (demo names repeat).
  const stamp = Date.now() % 100000;
  const patient = `预约患者${stamp}`;
  const second = `复诊患者${stamp}`;
  const client = await adminSdkClient(server.baseURL);
  for (const name of [patient, second])
    await client.call('patientAdd', { body: { name, sex: '1', status: '1' } as never });
  // Days on the clinic's clock (UTC+8), as the calendar counts them: from 16:00 UTC the clinic is already a day
  // ahead, and a run then looked for tomorrow a week too far.
  const [year, month, date] = clinicToday().split('-').map(Number) as [number, number, number];
  const now = new Date(year, month - 1, date);
  const tomorrow = new Date(year, month - 1, date + 1);
  const day = iso(tomorrow);
  const dayTitle = `${tomorrow.getMonth() + 1}月${tomorrow.getDate()}日`;
  await signInHome(page, 'admin', '管理员');

  // 医生排班: 王医生, tomorrow evening, two slots of 30 minutes.
  await openMenu(page, '医生排班');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增医生排班' });
  await chooseOption(add.getByLabel('出诊医生', { exact: true }), '王医生');
  await add.getByLabel('出诊日期', { exact: true }).fill(day);
  await chooseOption(add.getByLabel('出诊时段', { exact: true }), '晚上');
  await add.getByLabel('开始时间', { exact: true }).fill('19:00:00');
  await add.getByLabel('每号时长(分钟)', { exact: true }).fill('30');
  await add.getByLabel('号源数量', { exact: true }).fill('2');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();
  await expect(rowOf(page, '晚上').first()).toContainText('20:00:00');
  // found with 高级查询 (出诊日期 = tomorrow), 编辑 adds a remark, 导出 downloads the found sessions.
  await page.getByRole('button', { name: '高级查询' }).click();
  const sessions = page.getByRole('dialog', { name: '高级查询构造器' });
  const on = sessions.getByRole('listitem', { name: '条件 1' });
  await chooseOption(on.getByLabel('选择查询字段'), '出诊日期');
  await on.getByLabel('请输入值', { exact: true }).fill(day);
  await sessions.getByRole('button', { name: '查询', exact: true }).click();
  const session = rowOf(page, '19:00:00').filter({ hasText: '晚上' });
  await expect(session).toHaveCount(1);
  await session.getByRole('button', { name: '编辑' }).click();
  const change = page.getByRole('dialog', { name: '编辑医生排班' });
  await change.getByLabel('备注', { exact: true }).fill('夜间门诊');
  await change.getByRole('button', { name: '保存' }).click();
  await expect(change).toBeHidden();
  await expect(session).toContainText('夜间门诊');
  const schedules = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await schedules).suggestedFilename()).toMatch(/^医生排班.*\.xlsx?$/);

  // 预约日历: the week holding tomorrow; its first evening slot is free and books a patient.
  await openMenu(page, '预约日历');
  await expect(page.getByRole('button', { name: '周', exact: true })).toHaveAttribute('aria-pressed', 'true');
  if (mondayOf(tomorrow) !== mondayOf(now)) await page.getByRole('button', { name: '下一周' }).click();
  const free = page.getByRole('button', { name: `${dayTitle} 19:00–19:30 王医生 空闲，点击预约` });
  await expect(free).toBeVisible();
  await snap(page, testInfo, 'appointment-calendar-week-1280');
  await free.click();
  const book = page.getByRole('dialog', { name: '新增预约' });
  await formPick(book, '患者', `患者${stamp}`, patient);
  await book.getByRole('button', { name: '保存' }).click();
  await expect(book).toBeHidden();
  // the slot names the patient, never an id
  const booked = page.getByRole('button', {
    name: `${dayTitle} 19:00–19:30 王医生 已预约：${patient}，查看或取消预约`,
  });
  await expect(booked).toBeVisible();
  await booked.click();
  const opened = page.getByRole('dialog', { name: '编辑预约' });
  await expect(opened.getByRole('button', { name: '患者', exact: true })).toHaveText(patient);
  await opened.getByRole('button', { name: '关闭' }).click();
  await expect(opened).toBeHidden();

  // 预约管理: the same slot once more is refused by the database's unique index, in Chinese.
  await openMenu(page, '预约管理');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const again = page.getByRole('dialog', { name: '新增预约' });
  await formPick(again, '患者', String(stamp), second);
  await chooseOption(again.getByLabel('预约医生', { exact: true }), '王医生');
  await again.getByLabel('预约日期', { exact: true }).fill(day);
  await again.getByLabel('开始时间', { exact: true }).fill('19:00:00');
  await again.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('该时段已被预约，请选择其他时段').first()).toBeVisible();
  await again.getByRole('button', { name: '关闭' }).click();
  await expect(again).toBeHidden();

  // 高级查询: 预约日期 = tomorrow finds the booking.
  await page.getByRole('button', { name: '高级查询' }).click();
  const query = page.getByRole('dialog', { name: '高级查询构造器' });
  const first = query.getByRole('listitem', { name: '条件 1' });
  await chooseOption(first.getByLabel('选择查询字段'), '预约日期');
  await first.getByLabel('请输入值', { exact: true }).fill(day);
  await query.getByRole('button', { name: '查询', exact: true }).click();
  await expect(rowOf(page, '19:00:00')).toHaveCount(1);
  await expect(rowOf(page, '19:00:00')).toContainText('已预约');
  await expect(rowOf(page, '19:00:00')).toContainText(patient);

  // 取消: 预约状态 已取消 asks for 取消原因; the slot is free again.
  await rowOf(page, '19:00:00').getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑预约' });
  await chooseOption(edit.getByLabel('预约状态', { exact: true }), '已取消');
  await edit.getByLabel('取消原因', { exact: true }).fill('患者临时有事');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, '19:00:00')).toContainText('已取消');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^预约记录.*\.xlsx?$/);
  await snap(page, testInfo, 'appointment-list-1280');

  await openMenu(page, '预约日历');
  // The tab kept the week it showed (on a Sunday, the next one): 今天 brings it back before moving on.
  await page.getByRole('button', { name: '今天', exact: true }).click();
  if (mondayOf(tomorrow) !== mondayOf(now)) await page.getByRole('button', { name: '下一周' }).click();
  await expect(
    page.getByRole('button', { name: `${dayTitle} 19:00–19:30 王医生 空闲，点击预约` }),
  ).toBeVisible();

  // Phones: the page is a list of days; the day view reads the same slots.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: '日', exact: true }).click();
  await snap(page, testInfo, 'appointment-calendar-day-375');
  await page.getByRole('button', { name: '周', exact: true }).click();
  await snap(page, testInfo, 'appointment-calendar-week-375');
});
