// 系统管理 → 机构管理 as an administrator uses it (issue 16 item 9): the seeded hospital with its clinics as a tree,
// 新增 a hospital (类型, 等级, 所在地区 by the area linkage, 联系电话 checked), 添加下级 a clinic with the parent filled in,
// query by name and by 机构类型, 编辑, 删除 refused while a child remains then allowed, 导出; 375 px.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { sideMenu, signInHome, snap } from './shell-support.js';
import { chooseOption } from './select-support.js';

const tree = (page: Page) => page.getByRole('treegrid', { name: '机构树' });
const rowOf = (page: Page, name: string) =>
  tree(page)
    .locator('tbody tr')
    .filter({ has: page.getByText(name, { exact: true }) });
const queryForm = (page: Page) => page.getByRole('search', { name: '查询条件' });

async function remove(page: Page, name: string) {
  await rowOf(page, name).getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
}

test('机构管理: tree, 新增 with area and phone, 添加下级, query, 编辑, delete refused then allowed, 导出', async ({
  page,
}, testInfo) => {
  const n = Date.now().toString(36).slice(-5);
  const hospital = `康宁医院${n}`;
  const clinic = `康宁社区诊所${n}`;
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '机构管理' }).click();
  await expect(page.getByRole('heading', { name: '机构管理', level: 2 })).toBeVisible();
  // The seeded tree: the hospital on top, its community centre below it, labels instead of codes.
  const seeded = rowOf(page, '健康服务中心总院');
  await expect(seeded).toContainText('医院');
  await expect(seeded).toContainText('三级甲等');
  await expect(seeded).toContainText('北京市/北京市/朝阳区');
  await expect(rowOf(page, '望京社区卫生服务中心')).toHaveAttribute('aria-level', '2');
  await snap(page, testInfo, 'organizations-tree');

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增机构' });
  await dialog.getByLabel('机构名称', { exact: true }).fill(hospital);
  await chooseOption(dialog.getByLabel('机构类型', { exact: true }), '医院');
  await chooseOption(dialog.getByLabel('机构等级', { exact: true }), '二级甲等');
  const area = dialog.getByRole('group', { name: '所在地区' });
  await chooseOption(area.getByLabel('省'), '广东省');
  await chooseOption(area.getByLabel('市'), '深圳市');
  await chooseOption(area.getByLabel('区县'), '南山区');
  await dialog.getByLabel('联系人', { exact: true }).fill('马院长');
  await dialog.getByLabel('联系电话', { exact: true }).fill('12345');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入正确的联系电话（手机号或座机号，如 010-12345678）')).toBeVisible();
  await dialog.getByLabel('联系电话', { exact: true }).fill('0755-26881111');
  await snap(page, testInfo, 'organizations-add');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, hospital)).toContainText('广东省/深圳市/南山区');

  // 添加下级: the dialog comes with 上级机构 filled in.
  await rowOf(page, hospital).getByRole('button', { name: '添加下级' }).click();
  const child = page.getByRole('dialog', { name: '新增机构' });
  await expect(child.getByLabel('上级机构', { exact: true })).toContainText(hospital);
  await child.getByLabel('机构名称', { exact: true }).fill(clinic);
  await chooseOption(child.getByLabel('机构类型', { exact: true }), '诊所');
  await child.getByRole('button', { name: '保存' }).click();
  await expect(child).toBeHidden();
  await expect(rowOf(page, clinic)).toHaveAttribute('aria-level', '2');

  // Query: by name (the clinic shows under its hospital), by 机构类型.
  await queryForm(page).getByLabel('机构名称：', { exact: true }).fill(clinic);
  await queryForm(page).getByRole('button', { name: '查询' }).click();
  await expect(tree(page).locator('tbody tr')).toHaveCount(2);
  await queryForm(page).getByRole('button', { name: '重置' }).click();
  await chooseOption(queryForm(page).getByLabel('机构类型：', { exact: true }), '社区卫生服务中心');
  await queryForm(page).getByRole('button', { name: '查询' }).click();
  await expect(rowOf(page, '望京社区卫生服务中心')).toBeVisible();
  await expect(rowOf(page, hospital)).toHaveCount(0);
  await queryForm(page).getByRole('button', { name: '重置' }).click();

  // 编辑: the clinic becomes a 社区卫生服务中心 with a phone.
  await rowOf(page, clinic).getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑机构' });
  await expect(edit.getByLabel('机构名称', { exact: true })).toHaveValue(clinic);
  await chooseOption(edit.getByLabel('机构类型', { exact: true }), '社区卫生服务中心');
  await edit.getByLabel('联系电话', { exact: true }).fill('13912345678');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, clinic)).toContainText('社区卫生服务中心');
  await expect(rowOf(page, clinic)).toContainText('13912345678');

  // Refused while the clinic remains under it; the tree keeps both.
  await remove(page, hospital);
  await expect(
    page.getByText(`机构「${hospital}」下还有下级机构，请先删除或移走下级机构`).first(),
  ).toBeVisible();
  await expect(rowOf(page, hospital)).toBeVisible();
  await snap(page, testInfo, 'organizations-refused');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^机构信息.*\.xlsx?$/);

  await remove(page, clinic);
  await expect(rowOf(page, clinic)).toHaveCount(0);
  await remove(page, hospital);
  await expect(rowOf(page, hospital)).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, 'organizations-375');
});

test('机构管理 is not offered to a doctor', async ({ page }) => {
  await signInHome(page, 'doctor', '王医生');
  await expect(sideMenu(page).getByRole('link', { name: '机构管理' })).toHaveCount(0);
});
