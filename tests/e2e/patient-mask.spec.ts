// Issue 10: the declared masks on 患者列表. A doctor sees 身份证号 and 手机号 masked (110101********1234,
// 138****5678) in the list and the 编辑 form, and saving that form keeps the stored numbers; an administrator, who
// holds 查看完整身份证号/手机号, sees them whole.
import { createClient, DEFAULT_SIGN_SECRET, jeecgMd5 } from '@clinic/sdk';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { PASSWORD, signInHome } from './shell-support.js';

const LIST = '/chronic/patient/list';
const ID_CARD_MASKED = /^\d{6}\*{8}[\dX]{4}$/;
const PHONE_MASKED = /^1\d{2}\*{4}\d{4}$/;
const ID_CARD_WHOLE = /^\d{17}[\dX]$/;
const PHONE_WHOLE = /^1\d{10}$/;
const table = (page: Page) => page.locator('table:visible');
const firstRow = (page: Page) => table(page).locator('tbody tr[data-index="0"]');

async function openPatients(page: Page, username: string, realname: string) {
  await signInHome(page, username, realname);
  await page.goto(LIST);
  await expect(firstRow(page)).toBeVisible();
}

test('a doctor sees 身份证号 and 手机号 masked; saving 编辑 keeps the stored numbers', async ({
  page,
  baseURL,
}) => {
  await openPatients(page, 'doctor', '王医生');
  const cells = table(page).locator('tbody').getByRole('cell');
  await expect(cells.filter({ hasText: ID_CARD_MASKED }).first()).toBeVisible();
  await expect(cells.filter({ hasText: PHONE_MASKED }).first()).toBeVisible();
  await expect(cells.filter({ hasText: ID_CARD_WHOLE })).toHaveCount(0);
  await expect(cells.filter({ hasText: PHONE_WHOLE })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('patients-doctor-masked.png') });

  // Other journeys add patients without these numbers, so the row edited is one that shows both masked.
  const maskedRow = table(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell').filter({ hasText: ID_CARD_MASKED }) })
    .filter({ has: page.getByRole('cell').filter({ hasText: PHONE_MASKED }) })
    .first();
  await maskedRow.getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑患者档案' });
  await expect(dialog.getByLabel('姓名', { exact: true })).not.toHaveValue('');
  const name = await dialog.getByLabel('姓名', { exact: true }).inputValue();
  const idCard = dialog.getByLabel('身份证号', { exact: true });
  await expect(idCard).toHaveValue(ID_CARD_MASKED);
  await expect(dialog.getByLabel('手机号', { exact: true })).toHaveValue(PHONE_MASKED);
  const shownIdCard = await idCard.inputValue();
  await page.screenshot({ path: test.info().outputPath('patient-edit-masked.png') });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('编辑成功').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // the stored number is still whole, and it is the one the doctor saw masked
  const client = createClient({ baseUrl: `${baseURL}/jeecg-boot`, signer: jeecgMd5(DEFAULT_SIGN_SECRET) });
  const session = await client.auth.login({ body: { username: 'admin', password: PASSWORD } });
  client.setToken(session.token);
  const found = await client.request<{ records: { idCard: string; name: string }[] }>('GET', LIST, {
    query: { name, pageSize: 50 },
  });
  const stored = found.records.map((r) => r.idCard).find((v) => v.slice(0, 6) === shownIdCard.slice(0, 6));
  expect(stored).toMatch(ID_CARD_WHOLE);
  expect(stored!.slice(-4)).toBe(shownIdCard.slice(-4));
});

test('an administrator sees 身份证号 and 手机号 whole on 患者列表', async ({ page }) => {
  await openPatients(page, 'admin', '管理员');
  const cells = table(page).locator('tbody').getByRole('cell');
  await expect(cells.filter({ hasText: ID_CARD_WHOLE }).first()).toBeVisible();
  await expect(cells.filter({ hasText: PHONE_WHOLE }).first()).toBeVisible();
  await expect(cells.filter({ hasText: /\*{4}/ })).toHaveCount(0);
  await table(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell').filter({ hasText: ID_CARD_WHOLE }) })
    .first()
    .getByRole('button', { name: '编辑' })
    .click();
  const dialog = page.getByRole('dialog', { name: '编辑患者档案' });
  await expect(dialog.getByLabel('身份证号', { exact: true })).toHaveValue(/^\d{17}[\dX]$/);
  await page.screenshot({ path: test.info().outputPath('patients-admin-whole.png') });
});
