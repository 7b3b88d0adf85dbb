// 定时任务 (issue 16 item 8) reached from 系统管理 in the seeded menu: the administrator creates a 逾期随访提醒 job
// firing every 5 seconds with the cron editor, sees its next fire times, sees a scheduled run in its 执行记录, and
// the responsible doctor (王医生, another browser) gets the reminder live in the header bell; then 暂停, 执行一次
// (a 手动执行 run) and 删除. The job is removed afterwards whatever happens, so it fires into no later test.
import type { Page } from '@playwright/test';
import { createClient, DEFAULT_SIGN_SECRET, jeecgMd5 } from '@clinic/sdk';
import { test, expect } from './fixtures.js';
import { adminSdkClient, signInHome, sideMenu, snap } from './shell-support.js';
import { chooseOption } from './select-support.js';

const PASSWORD = 'Clinic@2026';
const table = (page: Page) => page.locator('table:visible').first();
const rowOf = (page: Page, text: string) => table(page).locator('tbody tr', { hasText: text });

async function login(page: Page, username: string) {
  await page.goto('/user/login');
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis/);
}

test('定时任务: a 5-second 逾期随访提醒 runs on schedule, logs its run and reaches the doctor’s bell; 暂停, 执行一次, query, 编辑, 导出, 删除', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const name = `逾期提醒测试${Date.now() % 100000}`;
  const admin = await adminSdkClient(baseURL as string);
  // The doctor starts from nothing unread, in a browser of their own.
  const doctorSdk = createClient({ baseUrl: `${baseURL}/jeecg-boot`, signer: jeecgMd5(DEFAULT_SIGN_SECRET) });
  doctorSdk.setToken(
    (await doctorSdk.auth.login({ body: { username: 'doctor', password: PASSWORD } })).token,
  );
  await doctorSdk.call('readAllMessages');
  const doctorContext = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const doctor = await doctorContext.newPage();
  try {
    await login(doctor, 'doctor');
    await expect(doctor.getByTestId('notice-badge')).toHaveCount(0);

    await signInHome(page, 'admin', '管理员');
    await sideMenu(page).getByText('系统管理', { exact: true }).click();
    await sideMenu(page).getByRole('link', { name: '定时任务' }).click();
    // The seeded jobs of the clinic, paused until an administrator starts them.
    await expect(rowOf(page, '未读消息汇总').first()).toContainText('已暂停');

    await page.getByRole('button', { name: '新增', exact: true }).click();
    const add = page.getByRole('dialog', { name: '新增定时任务' });
    await add.getByLabel('任务名称', { exact: true }).fill(name);
    await chooseOption(add.getByLabel('任务类型', { exact: true }), '逾期随访提醒');
    await add.getByLabel('描述', { exact: true }).fill('测试：每5秒提醒一次');

    // Every 5 seconds, composed in the cron editor: seconds from 0 every 5, every minute, every hour.
    await add.getByRole('button', { name: '选择Cron表达式' }).click();
    const cron = page.getByRole('dialog', { name: 'Cron表达式' });
    await cron.getByRole('radio', { name: /秒执行一次$/ }).check();
    await cron.getByLabel('秒间隔').fill('5');
    await cron.getByLabel('秒间隔').press('Tab');
    await cron.getByRole('tab', { name: '分钟' }).click();
    await cron.getByRole('radio', { name: /^每分钟/ }).check();
    await cron.getByRole('tab', { name: '小时' }).click();
    await cron.getByRole('radio', { name: /^每小时/ }).check();
    await expect(cron.getByLabel('Cron表达式')).toHaveValue('0/5 * * * * ? *');
    await expect(cron.getByTestId('cron-fire-times').locator('li')).toHaveCount(5);
    await snap(page, testInfo, 'quartz-job-cron-editor');
    await cron.getByRole('button', { name: '确定' }).click();
    await expect(add.getByLabel('Cron表达式', { exact: true })).toHaveValue('0/5 * * * * ? *');
    await snap(page, testInfo, 'quartz-job-add');
    await add.getByRole('button', { name: '保存' }).click();
    await expect(add).toBeHidden();

    const row = rowOf(page, name);
    await expect(row).toContainText('运行中');
    await expect(row).toContainText('逾期随访提醒');
    await expect(row.getByRole('button', { name: '启动' })).toHaveCount(0);

    // Within a few seconds the runner fires it; the doctor's bell shows the reminder without a reload.
    await expect(doctor.getByTestId('notice-badge')).toBeVisible({ timeout: 15_000 });
    await doctor.getByTestId('notice-bell').click();
    const popover = doctor.getByRole('dialog', { name: '消息通知' });
    // The reminders are filed under their own notice group.
    await popover.getByRole('tab', { name: /^随访提醒\(\d+\)$/ }).click();
    await expect(
      popover.getByTestId('notice-item').filter({ hasText: '逾期随访提醒' }).first(),
    ).toBeVisible();
    await snap(doctor, testInfo, 'quartz-job-doctor-bell');

    await row.getByRole('button', { name: '执行记录' }).click();
    const runs = page.getByRole('dialog', { name: `执行记录：${name}` });
    await expect(runs.getByRole('region', { name: '下次执行时间' }).locator('li')).toHaveCount(5);
    const log = runs.getByRole('table', { name: '执行日志' });
    await expect(log.locator('tbody tr', { hasText: '定时' }).first()).toContainText('成功');
    await expect(log.locator('tbody tr').first()).toContainText(/提醒医生 \d+ 位，逾期患者 \d+ 位/);
    await snap(page, testInfo, 'quartz-job-runs');
    await runs.getByRole('button', { name: '关闭' }).last().click();

    await row.getByRole('button', { name: '暂停' }).click();
    await page.getByRole('alertdialog', { name: '确认暂停' }).getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('任务已暂停').first()).toBeVisible();
    await expect(row).toContainText('已暂停');
    await expect(row.getByRole('button', { name: '启动' })).toBeVisible();

    await row.getByRole('button', { name: '执行一次' }).click();
    await page.getByRole('alertdialog', { name: '确认执行' }).getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(/^执行成功：提醒医生/).first()).toBeVisible();
    await expect(row).toContainText('成功');
    await row.getByRole('button', { name: '执行记录' }).click();
    await expect(runs.getByText('任务已暂停，启动后按Cron表达式执行')).toBeVisible();
    await expect(log.locator('tbody tr').first()).toContainText('手动执行');
    await runs.getByRole('button', { name: '关闭' }).last().click();
    await snap(page, testInfo, 'quartz-job-list');

    // Found by the query form, edited (a typed Cron表达式 is taken as typed), exported.
    const queryForm = page.getByRole('search', { name: '查询条件' });
    await queryForm.getByLabel('任务名称：', { exact: true }).fill(name);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 1 条');
    await row.getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '编辑定时任务' });
    await expect(edit.getByLabel('任务名称', { exact: true })).toHaveValue(name);
    await edit.getByLabel('描述', { exact: true }).fill('测试：每天8点提醒');
    await edit.getByLabel('Cron表达式', { exact: true }).fill('0 0 8 * * ? *');
    await edit.getByRole('button', { name: '保存' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('0 0 8 * * ? *');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出', exact: true }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx?$/);

    await page.setViewportSize({ width: 375, height: 800 });
    await snap(page, testInfo, 'quartz-job-list-375');
    await page.setViewportSize({ width: 1280, height: 800 });

    await row.getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(row).toHaveCount(0);
  } finally {
    const left = (await admin.call('quartzJobList', { query: { jobName: name } })) as {
      records: { id: string }[];
    };
    for (const job of left.records) await admin.call('quartzJobDelete', { query: { id: job.id } });
    await doctorContext.close();
  }
});
