// Department switch (shell-spec 2.12, 4.3): the dialog requires a choice, and switching changes the header.
import { test, expect } from './fixtures.js';
import { signInHome, snap } from './shell-support.js';
import { chooseOption, optionNames } from './select-support.js';

test('a doctor with several departments switches department and the header follows', async ({
  page,
}, testInfo) => {
  await signInHome(page, 'doctor', '王医生');
  const current = page.getByTestId('current-depart');
  await expect(current).not.toHaveText('切换部门');
  const before = (await current.textContent())!.trim();

  await current.click();
  const dialog = page.getByRole('dialog', { name: `部门切换（当前部门 : ${before}）` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('width', '500px');
  const select = dialog.getByLabel('部门');
  const names = await optionNames(select);
  const target = names.find((name) => name !== before);
  expect(target, 'the doctor belongs to another department').toBeTruthy();
  await snap(page, testInfo, 'depart-dialog');

  await chooseOption(select, target!);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(current).toHaveText(target!);
  await page.reload();
  await expect(page.getByTestId('current-depart')).toHaveText(target!);

  // Back to where the seed had it, so other journeys see the doctor as before.
  await page.getByTestId('current-depart').click();
  const back = page.getByRole('dialog', { name: `部门切换（当前部门 : ${target!}）` });
  await chooseOption(back.getByLabel('部门'), before);
  await back.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('current-depart')).toHaveText(before);
});
