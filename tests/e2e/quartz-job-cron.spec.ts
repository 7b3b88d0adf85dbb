// Issue 12 item 4 on the real page: 系统管理 → 定时任务's cron editor takes a typed expression and parses it back into
// its tabs, refuses an invalid one and the unticking of every weekday, and a saved job's expression is parsed back
// when 编辑 reopens the editor. The job is removed afterwards whatever happens.
import { test, expect } from './fixtures.js';
import { adminSdkClient, signInHome, sideMenu } from './shell-support.js';
import { chooseOption } from './select-support.js';

test('定时任务: a typed Cron表达式 is parsed into the tabs, an invalid one and no weekday are refused, saved and read back', async ({
  page,
  baseURL,
}) => {
  const name = `周任务${Date.now() % 100000}`;
  const admin = await adminSdkClient(baseURL as string);
  try {
    await signInHome(page, 'admin', '管理员');
    await sideMenu(page).getByText('系统管理', { exact: true }).click();
    await sideMenu(page).getByRole('link', { name: '定时任务' }).click();

    await page.getByRole('button', { name: '新增', exact: true }).click();
    const add = page.getByRole('dialog', { name: '新增定时任务' });
    await add.getByLabel('任务名称', { exact: true }).fill(name);
    await chooseOption(add.getByLabel('任务类型', { exact: true }), '逾期随访提醒');

    await add.getByRole('button', { name: '选择Cron表达式' }).click();
    const cron = page.getByRole('dialog', { name: 'Cron表达式' });
    const expression = cron.getByLabel('Cron表达式');
    // Typed: Monday and Wednesday at 10:15 lands in 日 as 指定星期 with those two days pressed.
    await expression.fill('0 15 10 ? * 2,4 *');
    await expression.press('Enter');
    await cron.getByRole('tab', { name: '日' }).click();
    await expect(cron.getByRole('radio', { name: '指定星期', exact: true })).toBeChecked();
    const weekdays = cron.getByRole('group', { name: '指定星期' });
    await expect(weekdays.getByRole('button', { name: '星期一' })).toHaveAttribute('aria-pressed', 'true');
    await expect(weekdays.getByRole('button', { name: '星期三' })).toHaveAttribute('aria-pressed', 'true');
    await expect(weekdays.getByRole('button', { name: '星期二' })).toHaveAttribute('aria-pressed', 'false');
    await expect(cron.getByTestId('cron-description')).toContainText('10:15');

    // Unticking every weekday is refused with a message: the last one stays pressed.
    await weekdays.getByRole('button', { name: '星期一' }).click();
    await weekdays.getByRole('button', { name: '星期三' }).click();
    await expect(cron.getByText('指定星期至少需要选择一天，不能全部取消')).toBeVisible();
    await expect(weekdays.getByRole('button', { name: '星期三' })).toHaveAttribute('aria-pressed', 'true');
    await expect(expression).toHaveValue('0 15 10 ? * 4 *');

    // An invalid expression is named and leaves the editor as it was.
    await expression.fill('0 61 10 ? * 2 *');
    await expression.press('Enter');
    await expect(cron.getByRole('alert')).toHaveText('无法识别的分钟部分：61');
    await cron.getByRole('button', { name: '确定' }).click();
    await expect(cron).toBeHidden();
    await expect(add.getByLabel('Cron表达式', { exact: true })).toHaveValue('0 15 10 ? * 4 *');
    await add.getByRole('button', { name: '保存' }).click();
    await expect(add).toBeHidden();

    const row = page.locator('table:visible').first().locator('tbody tr', { hasText: name });
    await expect(row).toContainText('0 15 10 ? * 4 *');

    // 编辑 reopens the editor on the saved expression, parsed back into its tabs.
    await row.getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '编辑定时任务' });
    await expect(edit.getByLabel('Cron表达式', { exact: true })).toHaveValue('0 15 10 ? * 4 *');
    await edit.getByRole('button', { name: '选择Cron表达式' }).click();
    await expect(expression).toHaveValue('0 15 10 ? * 4 *');
    await cron.getByRole('tab', { name: '日' }).click();
    await expect(cron.getByRole('radio', { name: '指定星期', exact: true })).toBeChecked();
    await expect(weekdays.getByRole('button', { name: '星期三' })).toHaveAttribute('aria-pressed', 'true');
    await expect(weekdays.getByRole('button', { name: '星期一' })).toHaveAttribute('aria-pressed', 'false');
    await cron.getByRole('tab', { name: '小时' }).click();
    await expect(cron.getByTestId('cron-description')).toContainText('10:15');
  } finally {
    const left = (await admin.call('quartzJobList', { query: { jobName: name } })) as {
      records: { id: string }[];
    };
    for (const job of left.records) await admin.call('quartzJobDelete', { query: { id: job.id } });
  }
});
