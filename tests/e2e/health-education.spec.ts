// 慢病管理 → 健康宣教 (issue 17 item 6) as admin: an article written in the rich-text editor with a cover image and a
// category, 发布 (with its publish time), 推送 to the 高血压 patients (已推送 N 位患者, N the clinic's 高血压 patients),
// 取消发布, a summary added with 编辑, found with the query form and the advanced query, exported.
import type { Page } from '@playwright/test';
import { TINY_PNG } from '../support/multipart.js';
import { test, expect } from './fixtures.js';
import { chooseOption } from './select-support.js';
import { adminSdkClient, sideMenu, signInHome, snap } from './shell-support.js';

const table = (page: Page) => page.locator('table:visible').first();
const rowOf = (page: Page, text: string) => table(page).locator('tbody tr', { hasText: text });

async function shoot(page: Page, testInfo: Parameters<typeof snap>[1], name: string) {
  await snap(page, testInfo, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('健康宣教: write an article with a cover, publish it, push it to 高血压 patients, withdraw, query and export', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now() % 100000;
  const title = `高血压用药须知${stamp}`;
  const client = await adminSdkClient(baseURL!);
  const hypertensive = (await client.call('patientList', {
    query: { diseaseType: 'HBP', pageSize: 1 } as never,
  })) as { total: number };
  expect(hypertensive.total).toBeGreaterThan(0);

  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
  await sideMenu(page).getByRole('link', { name: '健康宣教' }).click();
  await expect(rowOf(page, '高血压患者的日常饮食建议')).toContainText('已发布');

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增宣教文章' });
  await add.getByLabel('标题', { exact: true }).fill(title);
  await chooseOption(add.getByLabel('分类', { exact: true }), '用药指导');
  await add.getByLabel('封面', { exact: true }).setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(add.getByRole('img', { name: 'cover.png' })).toBeVisible({ timeout: 30_000 });
  const editor = add.getByRole('textbox', { name: '正文' });
  await editor.click();
  await page.keyboard.type('按时服药，不要自行停药。');
  await snap(page, testInfo, 'article-add-1280');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();
  await expect(rowOf(page, title)).toContainText('未发布');
  await expect(rowOf(page, title).getByRole('button', { name: '推送' })).toHaveCount(0);
  // 编辑 before publishing: a summary added.
  await rowOf(page, title).getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑宣教文章' });
  await expect(edit.getByLabel('标题', { exact: true })).toHaveValue(title);
  await edit.getByLabel('摘要', { exact: true }).click();
  await page.getByLabel('摘要（展开编辑）').fill('坚持规律服药的要点');
  await page.keyboard.press('Escape');
  await expect(edit.getByLabel('摘要', { exact: true })).toContainText('坚持规律服药的要点');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('编辑成功!').first()).toBeVisible();

  // 发布 after a confirmation: the publish time is set.
  await rowOf(page, title).getByRole('button', { name: '发布', exact: true }).click();
  await page.getByRole('alertdialog', { name: '确认发布' }).getByRole('button', { name: '确定' }).click();
  await expect(rowOf(page, title)).toContainText('已发布');
  await expect(rowOf(page, title)).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  // 推送 to 高血压 patients: the toast and the list say how many were reached.
  await rowOf(page, title).getByRole('button', { name: '推送' }).click();
  const push = page.getByRole('dialog', { name: `推送：${title}` });
  await push.getByRole('checkbox', { name: '高血压' }).check();
  await shoot(page, testInfo, 'article-push');
  await push.getByRole('button', { name: '推送', exact: true }).click();
  await expect(page.getByText(`已推送 ${hypertensive.total} 位患者`).first()).toBeVisible();
  await expect(push).toBeHidden();
  await expect(rowOf(page, title)).toContainText(`${hypertensive.total} 位患者`);

  // The query form finds it by 标题, the advanced query by 分类.
  const search = page.getByRole('search', { name: '查询条件' });
  await search.getByLabel('标题：').fill(title);
  await search.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 1 条');
  await search.getByRole('button', { name: '重置' }).click();
  await page.getByRole('button', { name: '高级查询' }).click();
  const query = page.getByRole('dialog', { name: '高级查询构造器' });
  const first = query.getByRole('listitem', { name: '条件 1' });
  await chooseOption(first.getByLabel('选择查询字段'), '分类');
  await chooseOption(first.getByRole('combobox').last(), '用药指导');
  await query.getByRole('button', { name: '查询', exact: true }).click();
  await expect(rowOf(page, title)).toBeVisible();
  await expect(rowOf(page, '高血压患者的日常饮食建议')).toHaveCount(0);
  await shoot(page, testInfo, 'article-list');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^健康宣教.*\.xlsx?$/);

  // 取消发布: no more 推送; the pushed count stays.
  await rowOf(page, title).getByRole('button', { name: '取消发布' }).click();
  await page.getByRole('alertdialog', { name: '确认取消发布' }).getByRole('button', { name: '确定' }).click();
  await expect(rowOf(page, title)).toContainText('已取消发布');
  await expect(rowOf(page, title).getByRole('button', { name: '推送' })).toHaveCount(0);
  await expect(rowOf(page, title)).toContainText(`${hypertensive.total} 位患者`);
});
