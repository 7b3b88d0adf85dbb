// 系统管理 → 医生管理 as an administrator uses it (issue 16 item 9): 新增 a doctor from a user account (user picker),
// its organisation, title and licence; it waits for the audit (待审核); query by 认证状态; 驳回 asks for a reason
// (请填写驳回原因 when empty) and the list shows it; 通过; a changed licence number sends it back to 待审核; 导出; 删除.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { adminSdkClient, sideMenu, signInHome, snap } from './shell-support.js';
import { chooseOption } from './select-support.js';

const table = (page: Page) => page.locator('table:visible');
const rowOf = (page: Page, text: string) =>
  table(page).locator('tbody tr', { has: page.getByRole('cell', { name: text, exact: true }) });
const queryForm = (page: Page) => page.getByRole('search', { name: '查询条件' });

test('医生管理: 新增, query, 驳回 with a reason, 通过, licence change re-audited, 导出, 删除', async ({
  page,
  server,
}, testInfo) => {
  const n = Date.now().toString(36).slice(-5);
  const name = `林医生${n}`;
  const licence = `E2E${n}`.toUpperCase();
  const client = await adminSdkClient(server.baseURL);
  await client
    .resource('/sys/user')
    .add({ username: `lin_${n}`, realname: name, password: 'Clinic@2026', status: 1 } as never);

  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '医生管理' }).click();
  await expect(page.getByRole('heading', { name: '医生管理', level: 2 })).toBeVisible();
  const wang = rowOf(page, '王医生');
  await expect(wang).toContainText('已通过');
  await expect(wang).toContainText('健康服务中心总院');
  await expect(wang).toContainText('主治医师');

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增医生' });
  await dialog.getByRole('button', { name: '选择医生姓名' }).click();
  const picker = page.getByRole('dialog', { name: '选择用户' });
  await picker.getByLabel('账号或姓名').fill(name);
  await picker.getByRole('button', { name: '查询' }).click();
  await picker.getByLabel(`选择 ${name}`).check();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
  await chooseOption(dialog.getByLabel('所属机构', { exact: true }), '和平里诊所');
  await chooseOption(dialog.getByLabel('职称', { exact: true }), '主治医师');
  await dialog.getByLabel('专业擅长', { exact: true }).fill('高血压、冠心病');
  await dialog.getByLabel('执业证书编号', { exact: true }).fill(licence);
  await snap(page, testInfo, 'doctors-add');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();

  // Query by 认证状态: the new doctor waits for the audit.
  await chooseOption(queryForm(page).getByLabel('认证状态：', { exact: true }), '待审核');
  await queryForm(page).getByRole('button', { name: '查询', exact: true }).click();
  const row = rowOf(page, name);
  await expect(row).toContainText('待审核');
  await expect(row).toContainText('和平里诊所');
  await expect(rowOf(page, '王医生')).toHaveCount(0);
  await queryForm(page).getByRole('button', { name: '重置', exact: true }).click();

  // 驳回 needs a reason; the list shows it.
  await row.getByRole('button', { name: '驳回' }).click();
  const reject = page.getByRole('dialog', { name: '驳回认证' });
  await reject.getByRole('button', { name: '确定驳回' }).click();
  await expect(reject.getByText('请填写驳回原因', { exact: true })).toBeVisible();
  await reject.getByLabel('驳回原因').fill('执业证书照片未上传');
  await snap(page, testInfo, 'doctors-reject');
  await reject.getByRole('button', { name: '确定驳回' }).click();
  await expect(reject).toBeHidden();
  await expect(rowOf(page, name)).toContainText('已驳回');
  await expect(rowOf(page, name)).toContainText('执业证书照片未上传');
  await expect(rowOf(page, name).getByRole('button', { name: '驳回' })).toHaveCount(0);
  await snap(page, testInfo, 'doctors-rejected');

  // 通过: the reason goes, the doctor is approved.
  await rowOf(page, name).getByRole('button', { name: '通过' }).click();
  await page.getByRole('alertdialog', { name: '认证审核' }).getByRole('button', { name: '确定' }).click();
  await expect(rowOf(page, name)).toContainText('已通过');
  await expect(rowOf(page, name)).not.toContainText('执业证书照片未上传');
  await expect(rowOf(page, name).getByRole('button', { name: '通过' })).toHaveCount(0);

  // 编辑: a changed licence number sends the approved doctor back to 待审核.
  await rowOf(page, name).getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑医生' });
  await edit.getByLabel('执业证书编号', { exact: true }).fill(`${licence}B`);
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, name)).toContainText('待审核');
  await expect(rowOf(page, name)).toContainText(`${licence}B`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^医生信息.*\.xlsx?$/);

  await rowOf(page, name).getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
  await expect(rowOf(page, name)).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, 'doctors-375');
});
