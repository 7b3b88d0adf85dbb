// Two patients of one name in one clinic: the patient search picker shows each one's 性别 and 出生日期 beside the name
// (the patient resource's pickerDetail), so 随访记录's 新增 records the visit for the one the doctor meant.
import { test, expect } from './fixtures.js';
import { adminSdkClient, signInHome, sideMenu, snap } from './shell-support.js';

test('随访记录 新增: same-named patients are told apart by 性别 and 出生日期 in the picker', async ({
  page,
  baseURL,
}, testInfo) => {
  const name = `同名患者${Date.now() % 100000}`;
  const client = await adminSdkClient(baseURL as string);
  await client.call('patientAdd', { body: { name, sex: '2', birthday: '1956-03-02' } as never });
  await client.call('patientAdd', { body: { name, sex: '1', birthday: '1961-07-15' } as never });
  const patients = (await client.call('patientList', { query: { name } as never })) as {
    records: { id: string; sex: string }[];
  };
  const him = patients.records.find((p) => p.sex === '1')!.id;

  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
  await sideMenu(page).getByRole('link', { name: '随访记录' }).click();
  await page.getByRole('tab', { name: '全部' }).click();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增随访记录' });
  await add.getByRole('button', { name: '患者', exact: true }).click();
  await page.getByLabel('搜索患者').fill(name);
  const options = page.getByRole('listbox', { name: '患者' }).getByRole('option', { name, exact: true });
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toHaveAccessibleDescription('女 · 1956-03-02');
  await expect(options.nth(1)).toHaveAccessibleDescription('男 · 1961-07-15');
  await snap(page, testInfo, 'patient-picker-same-name');
  await options.filter({ hasText: '男 · 1961-07-15' }).click();
  await expect(add.getByRole('button', { name: '患者', exact: true })).toHaveText(name);

  await add.getByLabel('应随访日期', { exact: true }).fill('2027-05-30');
  await add.getByLabel('随访日期', { exact: true }).fill('2026-11-27');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();
  const visits = (await client.call('followupList', { query: { patientId: him } as never })) as {
    records: { visitDate: string }[];
  };
  expect(visits.records.map((v) => v.visitDate)).toEqual(['2026-11-27']);
});
