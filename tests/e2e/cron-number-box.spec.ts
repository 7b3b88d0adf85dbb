// Issue 12 item 5 on the cron editor of 系统管理 → 控件示例: its number boxes follow the form integer-input rule, so
// 12.7 typed into one never becomes 127: the point is kept, the box says it rounds on leaving, and leaving gives 13
// with the editor's notice; letters are refused keystroke by keystroke and a value past the bounds is clamped.
import { test, expect } from './fixtures.js';
import { signInHome, sideMenu, snap } from './shell-support.js';

test('cron number boxes round 12.7 to 13 on leaving and say so, refusing letters', async ({
  page,
}, testInfo) => {
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '控件示例' }).click();
  await page.getByRole('button', { name: '编辑Cron表达式' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cron表达式' });
  const expression = dialog.getByLabel('Cron表达式');

  // 秒: 从 [起始] 秒开始，每 [间隔] 秒执行一次.
  await dialog.getByRole('radio', { name: /秒开始，每/ }).check();
  const start = dialog.getByLabel('秒起始', { exact: true });
  await start.fill('');
  await start.pressSequentially('12.7');
  await expect(start).toHaveValue('12.7');
  await expect(dialog.getByRole('status')).toHaveText('只能填写整数，离开时取整为 13');
  await snap(page, testInfo, 'cron-number-rounding');
  await start.press('Tab');
  await expect(start).toHaveValue('13');
  await expect(dialog.getByText('秒的起始值须为整数，已调整为13')).toBeVisible();
  await expect(expression).toHaveValue(/^13\/1 /);

  // Letters, an exponent and a second point are refused; a whole number in bounds reaches the expression as typed.
  const every = dialog.getByLabel('秒间隔', { exact: true });
  await every.fill('');
  await every.pressSequentially('1e5.x.');
  await expect(every).toHaveValue('15.');
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await every.press('Backspace');
  await expect(expression).toHaveValue(/^13\/15 /);

  // Past the bounds: 分钟 间隔 allows 1-60, so 75 is clamped with the editor's own message.
  await dialog.getByRole('tab', { name: '分钟' }).click();
  await dialog.getByRole('radio', { name: /分钟开始，每/ }).check();
  const minutes = dialog.getByLabel('分钟间隔', { exact: true });
  await minutes.fill('');
  await minutes.pressSequentially('75');
  await minutes.press('Enter');
  await expect(minutes).toHaveValue('60');
  await expect(dialog.getByText('分钟的间隔须在1-60之间，已调整为60')).toBeVisible();

  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('cron-value')).toHaveText(/^13\/15 0\/60 /);

  // Reopened, the stored expression is read back into the boxes.
  await page.getByRole('button', { name: '编辑Cron表达式' }).click();
  await dialog.getByRole('tab', { name: '秒' }).click();
  await expect(dialog.getByLabel('秒起始', { exact: true })).toHaveValue('13');
  await expect(dialog.getByLabel('秒间隔', { exact: true })).toHaveValue('15');
  await dialog.getByLabel('秒起始', { exact: true }).fill('');
  await dialog.getByLabel('秒起始', { exact: true }).pressSequentially('8.4');
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, 'cron-number-rounding-375');
});
