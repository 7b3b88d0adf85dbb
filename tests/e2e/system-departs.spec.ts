// 部门管理 as an administrator uses it (issue 16 item 4): a top department, 添加下级 twice with the parent filled in,
// re-ordering by 排序 and moving a department under another parent in 编辑, the department's users (添加已有用户 /
// 移出部门), and 删除 refused with the server's message while children or users remain, then allowed; 导出.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { adminSdkClient, sideMenu, signInHome, snap } from './shell-support.js';

const tree = (page: Page) => page.getByRole('treegrid', { name: '部门树' });
const rowOf = (page: Page, name: string) =>
  tree(page)
    .locator('tbody tr')
    .filter({ has: page.getByText(name, { exact: true }) });

async function save(page: Page, title: string, fill: Record<string, string>) {
  const dialog = page.getByRole('dialog', { name: title });
  for (const [label, value] of Object.entries(fill))
    await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
}

async function remove(page: Page, name: string) {
  await rowOf(page, name).getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
}

test('部门管理: 添加下级, sort and move, the department’s users, delete refused then allowed, export', async ({
  page,
  server,
}, testInfo) => {
  const n = Date.now().toString(36).toUpperCase().slice(-5);
  const top = `康复中心${n}`;
  const first = `康复一科${n}`;
  const second = `康复二科${n}`;
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '部门管理' }).click();
  await expect(tree(page)).toContainText('健康服务中心');

  await page.getByRole('button', { name: '新增' }).click();
  await save(page, '新增部门', { 部门名称: top, 机构编码: `R${n}`, 部门编码: `R${n}` });
  await expect(page.getByText('添加成功！').first()).toBeVisible();

  // 添加下级: the dialog comes with 上级部门 filled in.
  await rowOf(page, top).getByRole('button', { name: '添加下级' }).click();
  const child = page.getByRole('dialog', { name: '新增部门' });
  await expect(child.getByLabel('上级部门', { exact: true })).toHaveValue(top);
  await save(page, '新增部门', { 部门名称: first, 机构编码: `R${n}A`, 部门编码: `R${n}A`, 排序: '1' });
  await rowOf(page, top).getByRole('button', { name: '添加下级' }).click();
  await save(page, '新增部门', { 部门名称: second, 机构编码: `R${n}B`, 部门编码: `R${n}B`, 排序: '2' });
  await expect(rowOf(page, first)).toHaveAttribute(
    'aria-level',
    String(Number(await levelOf(page, top)) + 1),
  );
  const order = async () =>
    (await tree(page).locator('tbody tr').allInnerTexts())
      .filter((t) => t.includes(n))
      .map((t) => t.split('\t')[0]!.replace('▶', '').trim());
  await expect.poll(order).toEqual([top, first, second]);

  // Re-order: 康复二科 gets 排序 0 and goes first among its siblings.
  await rowOf(page, second).getByRole('button', { name: '编辑' }).click();
  await save(page, '编辑部门', { 排序: '0' });
  await expect.poll(order).toEqual([top, second, first]);

  // The department's users: 陈护士 joins 康复二科; the count column follows.
  await rowOf(page, second).getByRole('button', { name: '用户' }).click();
  const members = page.getByRole('dialog', { name: `部门用户：${second}` });
  await expect(members).toContainText('暂无用户');
  await members.getByRole('button', { name: '添加已有用户' }).click();
  const picker = page.getByRole('dialog', { name: '选择用户' });
  await picker.getByLabel('账号或姓名').fill('nurse');
  await picker.getByRole('button', { name: '查询' }).click();
  await picker.getByLabel('选择 陈护士').check();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('添加成功').first()).toBeVisible();
  await expect(members.getByRole('row', { name: /陈护士/ })).toBeVisible();
  await snap(page, testInfo, 'departs-users');
  await members.getByRole('button', { name: '关闭' }).click();
  await expect(rowOf(page, second).locator('td').nth(4)).toHaveText('1');

  // Refused while children remain, and while users remain; the tree keeps both.
  await remove(page, top);
  await expect(page.getByText(`部门「${top}」下还有下级部门，请先删除或移走下级部门`).first()).toBeVisible();
  await remove(page, second);
  await expect(page.getByText(`部门「${second}」下还有用户，请先将用户移出该部门`).first()).toBeVisible();
  await expect(rowOf(page, top)).toBeVisible();
  await expect(rowOf(page, second)).toBeVisible();
  await snap(page, testInfo, 'departs-refused');

  // Move: 康复一科 goes under 健康服务中心 (picked in the department picker); a department cannot go under itself.
  await rowOf(page, first).getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑部门' });
  await edit.getByRole('button', { name: '选择上级部门' }).click();
  const departs = page.getByRole('dialog', { name: '选择部门' });
  await departs.getByRole('button', { name: '健康服务中心', exact: true }).click();
  await departs.getByRole('button', { name: '确定' }).click();
  await expect(edit.getByLabel('上级部门', { exact: true })).toHaveValue('健康服务中心');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  const client = await adminSdkClient(server.baseURL);
  const stored = await client.request<{
    records: { id: string; departName: string; parentId: string | null }[];
  }>('GET', '/sys/sysDepart/list', { query: { pageSize: 200 } });
  const byName = new Map(stored.records.map((r) => [r.departName, r]));
  const centre = stored.records.find((r) => r.departName === '健康服务中心')!;
  expect(byName.get(first)!.parentId).toBe(centre.id);
  expect(byName.get(second)!.parentId).toBe(byName.get(top)!.id);

  // Out of the department, 陈护士 no longer holds 康复二科 back; then 康复二科 and 康复中心 go.
  await rowOf(page, second).getByRole('button', { name: '用户' }).click();
  await members
    .getByRole('row', { name: /陈护士/ })
    .getByRole('button', { name: '移出部门' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(members).toContainText('暂无用户');
  await members.getByRole('button', { name: '关闭' }).click();
  await remove(page, second);
  await expect(rowOf(page, second)).toHaveCount(0);
  await remove(page, top);
  await expect(rowOf(page, top)).toHaveCount(0);
  await remove(page, first);
  await expect(rowOf(page, first)).toHaveCount(0);

  // 导出 writes the tenant's departments as a spreadsheet.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx?$/);

  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, 'departs-375');
});

async function levelOf(page: Page, name: string) {
  return rowOf(page, name).getAttribute('aria-level');
}
