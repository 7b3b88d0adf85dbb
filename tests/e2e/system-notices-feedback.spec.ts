// 通知公告 and 反馈记录 (issue 16 items 6 and 10) reached from 系统管理 in the seeded menu: list, query, advanced query,
// 新增 / 编辑 / 删除, 导出, 发布 / 撤销 and 回复, by visible text and roles against the real server.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { expectColumnBesideActions } from './list-layout-support.js';
import { clinicInstant, signInHome, sideMenu, snap } from './shell-support.js';
import { chooseOption } from './select-support.js';

const table = (page: Page) => page.locator('table:visible');
const rowOf = (page: Page, text: string) => table(page).locator('tbody tr', { hasText: text });
const pager = (page: Page) => page.getByRole('navigation', { name: '分页' });
const queryField = (page: Page, label: string) =>
  page.getByRole('search', { name: '查询条件' }).getByLabel(`${label}：`, { exact: true });

async function openFromMenu(page: Page, group: string, entry: string) {
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByText(group, { exact: true }).click();
  await sideMenu(page).getByRole('link', { name: entry }).click();
  await expect(table(page).locator('tbody tr').first()).toBeVisible();
}

test('通知公告: 新增, query, 发布, 撤销, 编辑, advanced query, 导出, 删除', async ({ page }, testInfo) => {
  const title = `门诊排班调整通知${Date.now() % 100000}`;
  await openFromMenu(page, '系统管理', '通知公告');
  await expect(rowOf(page, '关于启用新版病历管理平台的通知')).toContainText('已发布');
  await expectColumnBesideActions(page, '发布时间');
  await snap(page, testInfo, 'announcements');

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增通知公告' });
  await add.getByLabel('标题', { exact: true }).fill(title);
  await add
    .getByRole('textbox', { name: '内容', exact: true })
    .fill('下周一起内分泌科门诊调整为全天。请相互转告。');
  await add.getByLabel('摘要', { exact: true }).click();
  await page.getByLabel('摘要（展开编辑）').fill('内分泌科门诊调整');
  await page.keyboard.press('Escape');
  await snap(page, testInfo, 'announcement-add');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();

  await queryField(page, '标题').fill(title);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(pager(page)).toContainText('共 1 条');
  const row = rowOf(page, title);
  await expect(row).toContainText('未发布');
  await expect(row.getByRole('button', { name: '撤销' })).toHaveCount(0);

  await row.getByRole('button', { name: '发布' }).click();
  await page.getByRole('alertdialog', { name: '确认发布' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('发布成功').first()).toBeVisible();
  await expect(row).toContainText('已发布');
  await expect(row.getByRole('button', { name: '发布' })).toHaveCount(0);

  await row.getByRole('button', { name: '撤销' }).click();
  await page.getByRole('alertdialog', { name: '确认撤销' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('撤销成功').first()).toBeVisible();
  await expect(row).toContainText('已撤销');

  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑通知公告' });
  await expect(edit.getByRole('textbox', { name: '内容', exact: true })).toContainText('内分泌科门诊');
  await edit.getByLabel('标题', { exact: true }).fill(`${title}（更正）`);
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await queryField(page, '标题').fill(`${title}（更正）`);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(rowOf(page, `${title}（更正）`)).toBeVisible();

  // 高级查询: 发布状态 = 已撤销 finds the corrected one.
  await page.getByRole('button', { name: '重置' }).click();
  await page.getByRole('button', { name: '高级查询' }).click();
  const query = page.getByRole('dialog', { name: '高级查询构造器' });
  const first = query.getByRole('listitem', { name: '条件 1' });
  await chooseOption(first.getByLabel('选择查询字段'), '发布状态');
  await chooseOption(first.getByLabel('请输入值', { exact: true }), '已撤销');
  await query.getByRole('button', { name: '查询', exact: true }).click();
  await expect(rowOf(page, `${title}（更正）`)).toBeVisible();
  await expect(table(page).locator('tbody tr', { hasText: '已发布' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^通知公告.*\.xlsx?$/);

  await rowOf(page, `${title}（更正）`).getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog', { name: '确认删除' }).getByRole('button', { name: '确定' }).click();
  await expect(rowOf(page, `${title}（更正）`)).toHaveCount(0);
  await snap(page, testInfo, 'announcements-after');
});

test("反馈记录: every user's feedback, 回复 with 处理状态 sets 已回复 and 回复时间; an empty reply is refused", async ({
  page,
}, testInfo) => {
  await openFromMenu(page, '系统管理', '反馈记录');
  await chooseOption(queryField(page, '处理状态'), '待回复');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  const row = table(page).locator('tbody tr').first();
  await expect(row).toContainText('待回复');
  const content = (await row.locator('td').nth(3).innerText()).trim();
  await expect(row.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await expectColumnBesideActions(page, '创建时间');
  await snap(page, testInfo, 'feedback');

  await row.getByRole('button', { name: '回复' }).click();
  const dialog = page.getByRole('dialog', { name: '回复反馈' });
  await expect(dialog.getByLabel('处理状态')).toHaveText('已回复');
  await dialog.getByRole('button', { name: '提交回复' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请输入回复内容');
  await dialog.getByLabel('回复内容').fill('已收到，下个版本会改进。');
  await snap(page, testInfo, 'feedback-reply');
  await dialog.getByRole('button', { name: '提交回复' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('回复成功').first()).toBeVisible();

  await chooseOption(queryField(page, '处理状态'), '已回复');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  const answered = table(page).locator('tbody tr', { hasText: '已收到，下个版本会改进。' });
  await expect(answered).toContainText('已回复');
  await expect(answered).toContainText(content.slice(0, 6));
  await expect(answered).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  // 回复时间, the row's latest time, reads the clinic's clock (UTC+8): a minute ago, not eight hours off.
  const times = ((await answered.innerText()).match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/g) ?? []).map(
    clinicInstant,
  );
  expect(Math.abs(Date.now() - Math.max(...times))).toBeLessThan(10 * 60_000);
  await snap(page, testInfo, 'feedback-after');
});
