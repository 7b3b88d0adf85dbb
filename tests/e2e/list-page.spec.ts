// Issue 5's browser journeys on the seeded patient list: advanced query (run, save, survive logout and reload),
// page size 1000 virtualized, batch delete on the last page moving back a page, the record dialog and 导入EXCEL.
import { createClient, DEFAULT_SIGN_SECRET, jeecgMd5, type ClinicClient } from '@clinic/sdk';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { workbookFrom, workbookText } from '../support/workbook-text.js';
import { test, expect } from './fixtures.js';
import { adminSdkClient } from './shell-support.js';
import { chooseOption } from './select-support.js';

const ADMIN = { username: 'admin', password: 'Clinic@2026' };
const LIST = '/chronic/patient/list';

interface PatientPage {
  records: { id: string; name: string }[];
  total: number;
}

async function listPatients(
  client: ClinicClient,
  query: Record<string, string | number>,
): Promise<PatientPage> {
  return client.request<PatientPage>('GET', '/chronic/patient/list', { query });
}

async function login(page: Page) {
  await page.goto('/user/login');
  await page.getByLabel('用户名', { exact: true }).fill(ADMIN.username);
  await page.getByLabel('密码', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis/);
}

/** Fills the query form's 姓名 and runs 查询. */
async function searchByName(page: Page, name: string) {
  await page.getByLabel('姓名：').fill(name);
  await page
    .getByRole('search', { name: '查询条件' })
    .getByRole('button', { name: '查询', exact: true })
    .click();
}

const pager = (page: Page) => page.getByRole('navigation', { name: '分页' });
const visibleTable = (page: Page) => page.locator('table:visible');
const firstNameCell = (page: Page) => visibleTable(page).locator('tbody tr[data-index="0"] td').nth(1);

test('a two-row OR advanced query runs, is saved on the server, and survives logout and reload', async ({
  page,
  server,
}) => {
  const client = await adminSdkClient(server.baseURL);
  await login(page);
  await page.goto(LIST);
  await expect(pager(page)).toContainText('共');

  await page.getByRole('button', { name: '高级查询' }).click();
  const dialog = page.getByRole('dialog', { name: '高级查询构造器' });
  await expect(dialog).toBeVisible();
  const first = dialog.getByRole('listitem', { name: '条件 1' });
  await chooseOption(first.getByLabel('选择查询字段'), '性别');
  await chooseOption(first.getByLabel('请输入值'), '女');
  await first.getByRole('button', { name: '新增条件' }).click();
  const second = dialog.getByRole('listitem', { name: '条件 2' });
  await chooseOption(second.getByLabel('选择查询字段'), '出生日期');
  await chooseOption(second.getByLabel('匹配规则'), '大于等于');
  await second.getByLabel('请输入值').fill('1990-01-01');
  await chooseOption(dialog.getByLabel('过滤条件匹配：'), 'OR（条件中的任意一个匹配）');
  await page.screenshot({ path: test.info().outputPath('super-query-modal.png') });
  await dialog.getByRole('button', { name: '查询', exact: true }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '已有高级查询条件生效' })).toBeVisible();
  await expect(page).toHaveURL(/superQueryMatchType=or/);
  const url = new URL(page.url());
  const superQueryParams = url.searchParams.get('superQueryParams')!;
  const conditions = JSON.parse(decodeURIComponent(superQueryParams)) as {
    field: string;
    rule: string;
    val: string;
  }[];
  expect(conditions.map(({ field, rule, val }) => ({ field, rule, val }))).toEqual([
    { field: 'sex', rule: 'eq', val: '2' },
    { field: 'birthday', rule: 'ge', val: '1990-01-01' },
  ]);

  // The rows shown are the rows the SDK gets for the same query.
  const expected = await listPatients(client, {
    superQueryParams,
    superQueryMatchType: 'or',
    column: 'createTime',
    order: 'desc',
    pageNo: 1,
    pageSize: 30,
  });
  const all = await listPatients(client, { pageNo: 1, pageSize: 1 });
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.total).toBeLessThan(all.total);
  await expect(pager(page)).toContainText(`共 ${expected.total} 条`);
  await expect(firstNameCell(page)).toHaveText(expected.records[0]!.name);
  await page.screenshot({ path: test.info().outputPath('filtered-list.png') });

  // Save it under a name.
  await page.getByRole('button', { name: '高级查询' }).click();
  await dialog.getByRole('button', { name: /保存查询/ }).click();
  const prompt = page.getByRole('dialog', { name: '请输入保存的名称' });
  await prompt.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('保存名称不能为空', { exact: true })).toBeVisible();
  await prompt.getByLabel('保存名称').fill('女性或九零后');
  await prompt.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('保存成功', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '女性或九零后', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: '关闭', exact: true }).first().click();
  await expect(dialog).toBeHidden();

  // Page 2 of the filtered list.
  await pager(page).getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  const savedUrl = page.url();

  // Log out, forget this browser's copy, log in again: the saved query comes from the server.
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('JSuperQuerySaved_')) localStorage.removeItem(key);
  });
  await login(page);
  await page.goto(savedUrl);
  await page.reload();
  expect(new URL(page.url()).searchParams.get('superQueryParams')).toBe(superQueryParams);
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(pager(page).getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('status').filter({ hasText: '已有高级查询条件生效' })).toBeVisible();
  const second30 = await listPatients(client, {
    superQueryParams,
    superQueryMatchType: 'or',
    pageNo: 2,
    pageSize: 30,
  });
  await expect(firstNameCell(page)).toHaveText(second30.records[0]!.name);

  await page.getByRole('button', { name: '高级查询' }).click();
  await expect(dialog.getByRole('button', { name: '女性或九零后', exact: true })).toBeVisible();
  // The modal holds the query in effect.
  await expect(dialog.getByRole('listitem', { name: '条件 2' }).getByLabel('请输入值')).toHaveValue(
    '1990-01-01',
  );
  await page.screenshot({ path: test.info().outputPath('saved-after-login.png') });
});

test('page size 1000 renders virtualized rows and scrolls to the last record', async ({ page, server }) => {
  const client = await adminSdkClient(server.baseURL);
  await login(page);
  await page.goto(LIST);
  await expect(pager(page)).toContainText('共');
  await chooseOption(pager(page).getByLabel('每页条数'), '1000 条/页');
  await expect(page).toHaveURL(/pageSize=1000/);

  const expected = await listPatients(client, {
    column: 'createTime',
    order: 'desc',
    pageNo: 1,
    pageSize: 1000,
  });
  expect(expected.total).toBeGreaterThan(100);
  await expect(pager(page)).toContainText(`1-${expected.total} 共 ${expected.total} 条`);
  const rendered = await visibleTable(page).locator('tbody tr[data-index]').count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(80);
  await page.screenshot({ path: test.info().outputPath('page-size-1000.png') });

  await page
    .getByTestId('list-scroll')
    .locator('visible=true')
    .evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
  const last = expected.records.at(-1)!;
  const lastRow = visibleTable(page).locator(`tbody tr[aria-rowindex="${expected.records.length + 1}"]`);
  await expect(lastRow).toBeVisible();
  await expect(lastRow.locator('td').nth(1)).toHaveText(last.name);
  expect(await visibleTable(page).locator('tbody tr[data-index]').count()).toBeLessThan(80);
  await page.screenshot({ path: test.info().outputPath('page-size-1000-end.png') });
});

test('batch delete on the last page moves back a page', async ({ page, server }) => {
  const client = await adminSdkClient(server.baseURL);
  const marker = `批删${Date.now().toString(36)}`;
  const patients = client.resource<Record<string, unknown>>('/chronic/patient');
  for (let i = 1; i <= 12; i += 1)
    await patients.add({ name: `${marker}-${String(i).padStart(2, '0')}`, sex: '1' });
  const created = await listPatients(client, { name: `*${marker}*`, pageNo: 1, pageSize: 50 });
  expect(created.total).toBe(12);

  await login(page);
  await page.goto(`${LIST}?q.name=${encodeURIComponent(`*${marker}*`)}&pageSize=10&pageNo=2`);
  await expect(pager(page)).toContainText('共 12 条');
  await expect(page.getByLabel('姓名：')).toHaveValue(marker);
  await expect(visibleTable(page).locator('tbody tr[data-index]')).toHaveCount(2);

  await page.getByRole('button', { name: '批量删除' }).click();
  await expect(page.getByText('请选择一条记录', { exact: true })).toBeVisible();

  await visibleTable(page).getByLabel('全选').check();
  await expect(page.getByText('已选择 2 项')).toBeVisible();
  await page.getByRole('button', { name: '批量删除' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('是否删除选中数据?');
  await confirm.getByRole('button', { name: '确定' }).click();

  await expect(pager(page)).toContainText('共 10 条');
  await expect(page).not.toHaveURL(/pageNo=/);
  await expect(pager(page).getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
  await expect(visibleTable(page).locator('tbody tr[data-index]')).toHaveCount(10);
  const left = await listPatients(client, { name: `*${marker}*`, pageNo: 1, pageSize: 50 });
  expect(left.total).toBe(10);
  await page.screenshot({ path: test.info().outputPath('after-batch-delete.png') });

  await patients.deleteBatch(left.records.map((record) => record.id));
});

test('system lists render from the menu, sort by header click on the wire, and keep the table look', async ({
  page,
}) => {
  await login(page);
  await page.goto('/system/user');
  await expect(pager(page)).toContainText('共');
  const header = visibleTable(page).locator('thead tr').first();
  await expect(header).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(visibleTable(page).locator('tbody tr[data-index="0"]')).toHaveCSS(
    'background-color',
    'rgb(255, 255, 255)',
  );
  await expect(visibleTable(page).locator('tbody tr[data-index="1"]')).toHaveCSS(
    'background-color',
    'rgb(248, 251, 255)',
  );

  const answer = page.waitForResponse(
    (r) => r.url().includes('/sys/user/list') && r.url().includes('column=username'),
  );
  await visibleTable(page).getByRole('button', { name: '用户账号' }).click();
  const sorted = new URL((await answer).url());
  expect(sorted.searchParams.get('order')).toBe('asc');
  await expect(page).toHaveURL(/column=username&order=asc/);
  await expect(visibleTable(page).getByRole('columnheader', { name: '用户账号' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.screenshot({ path: test.info().outputPath('user-list.png') });
  // Back and forward restore the sort from the address.
  await page.goBack();
  await expect(page).not.toHaveURL(/column=username/);
  await expect(visibleTable(page).getByRole('columnheader', { name: '创建时间' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await page.goForward();
  await expect(page).toHaveURL(/column=username&order=asc/);
  await expect(visibleTable(page).getByRole('columnheader', { name: '用户账号' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const axe = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx?$/);

  // 部门管理 is a tree without pages (tests/e2e/menu-walk.spec.ts opens it).
  for (const path of ['/system/role', '/system/position', '/system/dict']) {
    await page.goto(path);
    await expect(pager(page)).toContainText('共');
    await expect(visibleTable(page).locator('tbody tr[data-index="0"]')).toBeVisible();
  }
});

test('新增 and 编辑 a patient in the record dialog: field rules first, the server’s message, the list reloads', async ({
  page,
  server,
}) => {
  const marker = `新档${Date.now().toString(36)}`;
  await login(page);
  await page.goto(LIST);
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增患者档案' });
  await dialog.getByLabel('手机号').fill('12345');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入姓名!')).toBeVisible();
  await expect(dialog.getByText('请输入正确的手机号码!')).toBeVisible();
  await dialog.getByLabel('姓名').fill(marker);
  await dialog.getByLabel('手机号').fill('13912345678');
  await dialog.getByRole('radio', { name: '女' }).check();
  await page.screenshot({ path: test.info().outputPath('record-add.png') });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('添加成功！').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  await searchByName(page, marker);
  await expect(pager(page)).toContainText('共 1 条');
  const row = visibleTable(page).locator('tbody tr[data-index="0"]');
  await expect(row).toContainText('13912345678');
  await expect(row).toContainText('女');

  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑患者档案' });
  await expect(edit.getByLabel('姓名')).toHaveValue(marker);
  await expect(edit.getByRole('radio', { name: '女' })).toBeChecked();
  await edit.getByLabel('手机号').fill('13700001111');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('编辑成功!').first()).toBeVisible();
  await expect(row).toContainText('13700001111');

  const client = await adminSdkClient(server.baseURL);
  const stored = await listPatients(client, { name: marker, pageNo: 1, pageSize: 10 });
  expect(stored.records).toHaveLength(1);
  await client.resource('/chronic/patient').deleteBatch(stored.records.map((r) => r.id));
});

test('导入EXCEL: only spreadsheets, a partial import shows 导入成功,但是有错误数据! with the error rows, the list reloads', async ({
  page,
  server,
}) => {
  const marker = `导入${Date.now().toString(36)}`;
  await login(page);
  await page.goto(LIST);
  await page.getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '导入EXCEL' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '开始上传' }).click();
  await expect(page.getByText('请选择要导入的文件').first()).toBeVisible();
  const file = dialog.getByLabel('导入文件', { exact: true });
  await file.setInputFiles({ name: '说明.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByText('文件格式错误，只支持.xls或.xlsx文件').first()).toBeVisible();

  // Two good rows and one whose phone the patient rules refuse.
  const sheet = workbookFrom([
    ['姓名', '性别', '手机号'],
    [`${marker}-1`, '男', '13900000001'],
    [`${marker}-2`, '女', '13900000002'],
    [`${marker}-3`, '男', '123'],
  ]);
  await file.setInputFiles({
    name: '患者导入.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: sheet,
  });
  await expect(dialog.getByRole('list', { name: '待导入文件' })).toContainText('患者导入.xlsx');
  await dialog.getByRole('button', { name: '开始上传' }).click();
  const notice = dialog.getByRole('alert');
  await expect(notice).toContainText('导入成功,但是有错误数据!');
  await expect(notice).toContainText('文件导入成功2条，失败1条，共3条');
  await page.screenshot({ path: test.info().outputPath('import-partial.png') });
  const download = page.waitForEvent('download');
  await notice.getByRole('button', { name: /下载错误信息/ }).click();
  const saved = await (await download).path();
  expect(workbookText(await readFile(saved))).toContain('第4行');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();

  await searchByName(page, marker);
  await expect(pager(page)).toContainText('共 2 条');

  const client = await adminSdkClient(server.baseURL);
  const stored = await listPatients(client, { name: `*${marker}*`, pageNo: 1, pageSize: 10 });
  expect(stored.records.map((r) => r.name).sort()).toEqual([`${marker}-1`, `${marker}-2`]);
  await client.resource('/chronic/patient').deleteBatch(stored.records.map((r) => r.id));
});

test('新增用户 with a masked password, 编辑 without one; the new account signs in', async ({
  page,
  server,
}) => {
  const username = `nurse_${Date.now().toString(36)}`;
  await login(page);
  await page.goto('/system/user');
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增用户' });
  await dialog.getByLabel('用户账号').fill(username);
  await expect(dialog.getByLabel('登录密码')).toHaveAttribute('type', 'password');
  await dialog.getByLabel('登录密码').fill('Nurse@2026');
  await dialog.getByLabel('用户姓名').fill('周护士');
  await dialog.getByRole('radio', { name: '女' }).check();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('添加成功！').first()).toBeVisible();

  await page.getByLabel('用户账号：').fill(username);
  await page
    .getByRole('search', { name: '查询条件' })
    .getByRole('button', { name: '查询', exact: true })
    .click();
  const row = visibleTable(page).locator('tbody tr[data-index="0"]');
  await expect(row).toContainText('周护士');
  await expect(row).toContainText('正常');

  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑用户' });
  // 性别 is no list column any more (角色 and 所属部门 are); the record keeps it.
  await expect(edit.getByRole('radio', { name: '女' })).toBeChecked();
  await expect(edit.getByLabel('用户姓名')).toHaveValue('周护士');
  await expect(edit.getByLabel('登录密码')).toHaveCount(0);
  await edit.getByLabel('用户姓名').fill('周护士长');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('编辑成功!').first()).toBeVisible();
  await expect(row).toContainText('周护士长');

  const nurse = createClient({
    baseUrl: `${server.baseURL}/jeecg-boot`,
    signer: jeecgMd5(DEFAULT_SIGN_SECRET),
  });
  const signedIn = await nurse.auth.login({ body: { username, password: 'Nurse@2026' } });
  expect(signedIn.userInfo.realname).toBe('周护士长');
});

test('新增部门 under a parent picked in the department tree; the list and the server have it', async ({
  page,
  server,
}) => {
  const code = `K${Date.now().toString(36).toUpperCase().slice(-6)}`;
  await login(page);
  await page.goto('/system/depart');
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增部门' });
  await dialog.getByLabel('部门名称').fill(`康复科${code}`);
  await dialog.getByRole('button', { name: '选择上级部门' }).click();
  const departs = page.getByRole('dialog', { name: '选择部门' });
  await departs.getByRole('button', { name: '健康服务中心', exact: true }).click();
  await departs.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByLabel('上级部门', { exact: true })).toHaveValue('健康服务中心');
  await dialog.getByLabel('机构编码').fill(`A01${code}`);
  await dialog.getByLabel('部门编码').fill(code);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('添加成功！').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const client = await adminSdkClient(server.baseURL);
  const found = await client.request<{ records: { departName: string; parentId: string | null }[] }>(
    'GET',
    '/sys/sysDepart/list',
    { query: { deptCode: code } },
  );
  expect(found.records.map((r) => r.departName)).toEqual([`康复科${code}`]);
  expect(found.records[0]!.parentId).toBeTruthy();
});
