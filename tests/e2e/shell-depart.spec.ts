// Department switch (shell-spec 2.12, 4.3): the dialog requires a choice, and switching changes the header.
import { test, expect } from './fixtures.js';
import { signInHome, snap } from './shell-support.js';

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
  const options = await select
    .locator('option')
    .evaluateAll((nodes) =>
      nodes.map((n) => ({ value: (n as HTMLOptionElement).value, label: n.textContent ?? '' })),
    );
  const target = options.find((o) => o.value !== '' && o.label !== before);
  expect(target, 'the doctor belongs to another department').toBeTruthy();
  await snap(page, testInfo, 'depart-dialog');

  await select.selectOption(target!.value);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(current).toHaveText(target!.label);
  await page.reload();
  await expect(page.getByTestId('current-depart')).toHaveText(target!.label);

  // Back to where the seed had it, so other journeys see the doctor as before.
  await page.getByTestId('current-depart').click();
  const back = page.getByRole('dialog', { name: `部门切换（当前部门 : ${target!.label}）` });
  await back.getByLabel('部门').selectOption({ label: before });
  await back.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('current-depart')).toHaveText(before);
});
