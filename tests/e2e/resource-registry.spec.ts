// Issue 10 on 患者列表: buttons follow the declaration's permission codes (a doctor has no 导入 / 批量删除 / 删除),
// stored ids show as names (责任医生 王医生 in the edit form), and the advanced query filters by the stored id.
import { createClient, DEFAULT_SIGN_SECRET, jeecgMd5, type ClinicClient } from '@clinic/sdk';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { PASSWORD, signInHome } from './shell-support.js';
import { chooseOption } from './select-support.js';

const LIST = '/chronic/patient/list';
const table = (page: Page) => page.locator('table:visible');
const firstRow = (page: Page) => table(page).locator('tbody tr[data-index="0"]');
const toolbarButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function adminClient(baseURL: string): Promise<ClinicClient> {
  const client = createClient({ baseUrl: `${baseURL}/jeecg-boot`, signer: jeecgMd5(DEFAULT_SIGN_SECRET) });
  const session = await client.auth.login({ body: { username: 'admin', password: PASSWORD } });
  client.setToken(session.token);
  return client;
}

async function doctorIdOf(client: ClinicClient, username: string): Promise<string> {
  const users = await client.request<{ records: { id: string }[] }>('GET', '/sys/user/list', {
    query: { username },
  });
  return users.records[0]!.id;
}

async function openPatients(page: Page, username: string, realname: string) {
  await signInHome(page, username, realname);
  await page.goto(LIST);
  await expect(firstRow(page)).toBeVisible();
}

test('a doctor sees no 导入 / 批量删除 / 删除 on 患者列表; 新增, 导出 and 编辑 stay', async ({ page }) => {
  await openPatients(page, 'doctor', '王医生');
  await expect(toolbarButton(page, '新增')).toBeVisible();
  await expect(toolbarButton(page, '导出')).toBeVisible();
  await expect(firstRow(page).getByRole('button', { name: '编辑' })).toBeVisible();
  await expect(toolbarButton(page, '导入')).toHaveCount(0);
  await expect(toolbarButton(page, '批量删除')).toHaveCount(0);
  await expect(table(page).getByRole('button', { name: '删除' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('patients-doctor.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('patients-doctor-375.png'), fullPage: true });
});

test('an administrator sees 导入, 批量删除 and 删除 on 患者列表', async ({ page }) => {
  await openPatients(page, 'admin', '管理员');
  for (const name of ['新增', '导入', '导出', '批量删除'])
    await expect(toolbarButton(page, name)).toBeVisible();
  await expect(firstRow(page).getByRole('button', { name: '删除' })).toBeVisible();
  await expect(firstRow(page).getByRole('button', { name: '编辑' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('patients-admin.png') });
});

test('编辑 a seeded patient shows 责任医生 王医生, not the stored id', async ({ page, baseURL }) => {
  // Other journeys add patients without a doctor, so the patient is one of 王医生's, found by the query form.
  const client = await adminClient(baseURL!);
  const doctorId = await doctorIdOf(client, 'doctor');
  const his = await client.request<{ records: { name: string }[] }>('GET', LIST, {
    query: { doctorId, pageSize: 1, column: 'createTime', order: 'asc' },
  });
  const name = his.records[0]!.name;
  await openPatients(page, 'admin', '管理员');
  await page.getByLabel('姓名：').fill(name);
  await page
    .getByRole('search', { name: '查询条件' })
    .getByRole('button', { name: '查询', exact: true })
    .click();
  const row = table(page).locator('tbody tr').filter({ hasText: name }).first();
  await row.getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑患者档案' });
  await expect(dialog.getByLabel('姓名', { exact: true })).toHaveValue(name);
  await expect(dialog.getByLabel('责任医生', { exact: true })).toHaveValue('王医生');
  await page.screenshot({ path: test.info().outputPath('patient-edit.png') });
});

test('the advanced query 责任医生 = 王医生 returns his patients (filtered by the stored user id)', async ({
  page,
  baseURL,
}) => {
  const client = await adminClient(baseURL!);
  const doctorId = await doctorIdOf(client, 'doctor');
  const his = await client.request<{ total: number }>('GET', LIST, { query: { doctorId, pageSize: 1 } });
  expect(his.total).toBeGreaterThan(0);

  await openPatients(page, 'admin', '管理员');
  await page.getByRole('button', { name: '高级查询' }).click();
  const dialog = page.getByRole('dialog', { name: '高级查询构造器' });
  const first = dialog.getByRole('listitem', { name: '条件 1' });
  await chooseOption(first.getByLabel('选择查询字段'), '责任医生');
  await first.getByRole('button', { name: '选择请输入值' }).click();
  const users = page.getByRole('dialog', { name: '选择用户' });
  await users.getByLabel('账号或姓名').fill('doctor');
  await users.getByRole('button', { name: '查询' }).click();
  await users.getByLabel('选择 王医生').check();
  await users.getByRole('button', { name: '确定' }).click();
  await expect(first.getByLabel('请输入值', { exact: true })).toHaveValue('王医生');
  await dialog.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText(`共 ${his.total} 条`);
  await expect(firstRow(page)).toBeVisible();
});
