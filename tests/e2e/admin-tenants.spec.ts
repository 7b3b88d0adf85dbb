// 系统管理 → 租户管理 (issue 16 item 7) as the platform department's administrator (吴运营): 新增, query, 编辑, 成员
// (添加成员 by login name with a role, 移出租户), 导出, 删除 by visible text and roles; the new tenant reaches the
// member's tenant switch; a clinic's administrator has no 租户管理 at all.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { sideMenu, signIn, signInHome, snap } from './shell-support.js';
import { chooseOption } from './select-support.js';

const table = (page: Page) => page.locator('table:visible').first();
const rowOf = (page: Page, text: string) => table(page).locator('tbody tr', { hasText: text });
const queryForm = (page: Page) => page.getByRole('search', { name: '查询条件' });

async function shoot(page: Page, testInfo: Parameters<typeof snap>[1], name: string) {
  await snap(page, testInfo, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The tenants a user's tenant switch offers after a fresh login (a page of its own). */
async function switchOffers(browser: Browser, baseURL: string, username: string, current: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, username);
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  const toggle = page.getByRole('button', { name: `当前租户 ${current}，切换租户` });
  // A user of one tenant has no switch at all.
  if ((await toggle.count()) === 0) {
    await context.close();
    return [current];
  }
  await toggle.click();
  const names = await page.getByRole('menu', { name: '切换租户' }).getByRole('menuitem').allInnerTexts();
  await context.close();
  return names.map((n) => n.trim());
}

test('租户管理 as the platform: 新增, query, 编辑, 成员, 导出, 删除; the tenant reaches the member', async ({
  page,
  browser,
  server,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = `康宁诊所${Date.now() % 100000}`;
  await signInHome(page, 'operator', '吴运营');
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '租户管理' }).click();
  await expect(rowOf(page, '仁和医院')).toContainText('2000');
  await expect(rowOf(page, '仁和医院')).toContainText('正常');

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增租户' });
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add.getByText('请输入租户名称!')).toBeVisible();
  await add.getByLabel('租户名称', { exact: true }).fill(name);
  await add.getByLabel('联系人', { exact: true }).fill('赵主任');
  await add.getByLabel('联系电话', { exact: true }).fill('13912345678');
  await add.getByLabel('开始日期', { exact: true }).fill('2026-12-01');
  await add.getByLabel('结束日期', { exact: true }).fill('2026-01-01');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('结束日期不能早于开始日期', { exact: true })).toBeVisible();
  await add.getByLabel('结束日期', { exact: true }).fill('2027-12-31');
  await snap(page, testInfo, 'tenant-add');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();
  await expect(rowOf(page, name)).toContainText('赵主任');
  await expect(rowOf(page, name)).toContainText('2027-12-31');

  await queryForm(page).getByLabel('租户名称：', { exact: true }).fill(name);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 1 条');

  await rowOf(page, name).getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑租户' });
  await expect(edit.getByLabel('租户名称', { exact: true })).toHaveValue(name);
  await edit.getByLabel('联系人', { exact: true }).fill('钱主任');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, name)).toContainText('钱主任');

  // 成员: 陈护士 joins as 管理员 and finds the tenant in her tenant switch.
  await rowOf(page, name).getByRole('button', { name: '成员' }).click();
  const drawer = page.getByRole('dialog', { name: `租户成员：${name}` });
  await expect(drawer.getByText('暂无成员')).toBeVisible();
  await drawer.getByLabel('用户账号').fill('nobody_here');
  await drawer.getByRole('button', { name: '添加成员' }).click();
  await expect(page.getByText('用户不存在：nobody_here', { exact: true })).toBeVisible();
  await drawer.getByLabel('用户账号').fill('nurse');
  await chooseOption(drawer.getByLabel('成员角色'), '管理员');
  await drawer.getByRole('button', { name: '添加成员' }).click();
  const member = drawer
    .getByRole('table', { name: `${name}的成员` })
    .locator('tbody tr', { hasText: '陈护士' });
  await expect(member).toContainText('管理员');
  await shoot(page, testInfo, 'tenant-members');
  expect(await switchOffers(browser, server.baseURL, 'nurse', '健康服务中心')).toContain(name);

  await member.getByRole('button', { name: '移出租户' }).click();
  await page.getByRole('alertdialog', { name: '确认移出租户' }).getByRole('button', { name: '确定' }).click();
  await expect(drawer.getByText('暂无成员')).toBeVisible();
  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(drawer).toBeHidden();
  expect(await switchOffers(browser, server.baseURL, 'nurse', '健康服务中心')).not.toContain(name);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^租户信息.*\.xlsx?$/);
  await shoot(page, testInfo, 'tenant-list');

  await rowOf(page, name).getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
  await expect(rowOf(page, name)).toHaveCount(0);
});

test("a clinic's administrator has no 租户管理", async ({ page }) => {
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await expect(sideMenu(page).getByRole('link', { name: '用户管理' })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: '租户管理' })).toHaveCount(0);
});
