// 系统管理 → 菜单管理 as admin: the platform's entries are read-only (来源 平台, no 编辑), the tenant's own directory
// and menu are added, queried, edited and exported, the side menu shows them after the next load, then deleted.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { signInHome, sideMenu, snap } from './shell-support.js';
import { chooseOption } from './select-support.js';

const table = (page: Page) => page.locator('table:visible');
// The row whose 菜单名称 (the column after the checkbox) reads `text`: a child's 上级菜单 cell reads its parent's name
// too, and right after a query's answer the rows before it may still be drawn.
const rowOf = (page: Page, text: string) =>
  table(page)
    .locator('tbody tr')
    .filter({ has: page.locator('td:nth-child(2)').getByText(text, { exact: true }) });
const queryForm = (page: Page) => page.getByRole('search', { name: '查询条件' });

async function openMenuPage(page: Page) {
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '菜单管理' }).click();
  await expect(page.getByRole('heading', { name: '菜单管理', level: 2 })).toBeVisible();
}

async function search(page: Page, name: string) {
  await queryForm(page).getByLabel('菜单名称：', { exact: true }).fill(name);
  // The rows of the answer, not the ones before it (a child's 上级菜单 cell also reads its parent's name).
  const answered = page.waitForResponse(/\/jeecg-boot\/sys\/permission\/list\?/);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await answered;
}

test('菜单管理 as admin: 新增 directory and menu, query, 编辑, side menu, 导出, 删除', async ({
  page,
}, testInfo) => {
  const stamp = Date.now() % 100000;
  const dir = `院务${stamp}`;
  const menu = `排班${stamp}`;
  await signInHome(page, 'admin', '管理员');
  await openMenuPage(page);

  await search(page, '用户管理');
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 1 条');
  const platform = rowOf(page, '用户管理');
  await expect(platform).toContainText('平台');
  await expect(platform).toContainText('子菜单');
  await expect(platform.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await snap(page, testInfo, 'menus-platform');

  await page.getByRole('button', { name: '新增', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: '新增菜单' });
  await dialog.getByLabel('菜单名称', { exact: true }).fill(dir);
  await chooseOption(dialog.getByLabel('菜单类型', { exact: true }), '一级菜单');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请输入访问路径', { exact: true })).toBeVisible();
  await dialog.getByLabel('访问路径', { exact: true }).fill(`/affairs${stamp}`);
  await dialog.getByLabel('菜单图标', { exact: true }).fill('project');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: '新增', exact: true }).click();
  dialog = page.getByRole('dialog', { name: '新增菜单' });
  await dialog.getByLabel('菜单名称', { exact: true }).fill(menu);
  await chooseOption(dialog.getByLabel('菜单类型', { exact: true }), '子菜单');
  await chooseOption(dialog.getByLabel('上级菜单', { exact: true }), dir);
  await dialog.getByLabel('访问路径', { exact: true }).fill(`/affairs${stamp}/patients`);
  await dialog.getByLabel('前端组件', { exact: true }).fill('chronic/PatientList');
  await dialog.getByLabel('排序', { exact: true }).fill('5');
  await snap(page, testInfo, 'menus-add');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();

  await search(page, menu);
  const row = rowOf(page, menu);
  await expect(row).toContainText(dir);
  await expect(row).toContainText('本租户');
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑菜单' });
  await expect(edit.getByLabel('上级菜单', { exact: true })).toHaveText(dir);
  await edit.getByLabel('菜单名称', { exact: true }).fill(`${menu}表`);
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await search(page, `${menu}表`);
  await expect(rowOf(page, `${menu}表`)).toBeVisible();
  await snap(page, testInfo, 'menus-list');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^菜单权限.*\.xlsx?$/);

  // The next load draws the side menu from the changed entries: the new directory opens the page it names.
  await page.reload();
  await sideMenu(page).getByRole('button', { name: dir }).click();
  await sideMenu(page)
    .getByRole('link', { name: `${menu}表` })
    .click();
  await expect(page.getByRole('heading', { name: `${menu}表`, level: 2 })).toBeVisible();
  await expect(page.locator('table:visible tbody tr').first()).toBeVisible();
  await snap(page, testInfo, 'menus-side-menu');

  await openMenuPage(page);
  await search(page, dir);
  await rowOf(page, dir).getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`「${dir}」下还有菜单或按钮，请先删除下级`).first()).toBeVisible();
  await search(page, `${menu}表`);
  await rowOf(page, `${menu}表`).getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
  await expect(rowOf(page, `${menu}表`)).toHaveCount(0);
  await search(page, dir);
  await rowOf(page, dir).getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
  await expect(rowOf(page, dir)).toHaveCount(0);
  await page.reload();
  await expect(sideMenu(page).getByRole('button', { name: dir })).toHaveCount(0);
});

test('菜单管理 at 375 px', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInHome(page, 'admin', '管理员');
  await page.goto('/system/permission');
  await expect(page.getByRole('heading', { name: '菜单管理', level: 2 })).toBeVisible();
  await expect(table(page).locator('tbody tr').first()).toBeVisible();
  await snap(page, testInfo, 'menus-375');
});
