// The rich-text editor on 通知公告's 内容 (issue 12 item 1, widgets-spec media, table, contextmenu): a video inserted
// from the toolbar (anything else refused with 请上传视频), a table whose right-click menu inserts and deletes rows and
// columns and deletes the table, both saved and read back; and a key pressed before the browser has told Lexical of
// the caret's move (a busy page) acts on the caret the user sees, not on the text selected before.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { signInHome, sideMenu, snap } from './shell-support.js';

/** A real MP4 header (`ftyp` at offset 4) and some bytes. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42', 'latin1'),
  Buffer.alloc(4000, 1),
]);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function openAdd(page: Page) {
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByText('系统管理', { exact: true }).click();
  await sideMenu(page).getByRole('link', { name: '通知公告' }).click();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  return page.getByRole('dialog', { name: '新增通知公告' });
}

const shape = (table: Locator) =>
  table.evaluate((t: HTMLTableElement) =>
    Array.from(t.rows, (r) => Array.from(r.cells, (c) => c.textContent ?? '')),
  );

async function tableMenu(page: Page, cell: Locator, item: string) {
  await cell.click({ button: 'right' });
  const menu = page.getByRole('menu', { name: '表格操作' });
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: item }).click();
  await expect(menu).toBeHidden();
}

test('通知公告 内容: a video and a table edited by its right-click menu, saved and read back', async ({
  page,
}, testInfo) => {
  const title = `表格视频通知${Date.now() % 100000}`;
  const add = await openAdd(page);
  await add.getByLabel('标题', { exact: true }).fill(title);
  const editor = add.getByRole('textbox', { name: '内容' });
  const tools = add.getByRole('toolbar', { name: '编辑工具栏' });
  await editor.click();
  await page.keyboard.type('门诊排班');

  // 插入视频 takes a video only; an MP4 is uploaded and plays in the text.
  let chooser = page.waitForEvent('filechooser');
  await tools.getByRole('button', { name: '插入视频' }).click();
  await (await chooser).setFiles({ name: '排班.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('请上传视频').first()).toBeVisible();
  chooser = page.waitForEvent('filechooser');
  await tools.getByRole('button', { name: '插入视频' }).click();
  await (await chooser).setFiles({ name: '科室介绍.mp4', mimeType: 'video/mp4', buffer: MP4 });
  const video = editor.locator('video[aria-label="视频"]');
  await expect(video).toHaveCount(1);
  await expect(video).toHaveAttribute('src', /^blob:/);
  await expect(video).toHaveAttribute('controls', '');

  // A 2 x 2 table from 插入表格; the caret goes into its first cell and Tab walks the cells.
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await tools.getByRole('button', { name: '插入表格' }).click();
  await page.getByLabel('行数').fill('2');
  await page.getByLabel('列数').fill('2');
  await page.getByRole('button', { name: '插入', exact: true }).click();
  const table = editor.locator('table');
  await expect(table.locator('tr')).toHaveCount(2);
  await expect(editor).toBeFocused();
  await table.locator('tr').nth(0).locator('td, th').nth(0).click();
  await page.keyboard.type('科室');
  await page.keyboard.press('Tab');
  await page.keyboard.type('医生');
  await page.keyboard.press('Tab');
  await page.keyboard.type('内科');
  await page.keyboard.press('Tab');
  await page.keyboard.type('张医生');
  expect(await shape(table)).toEqual([
    ['科室', '医生'],
    ['内科', '张医生'],
  ]);

  // Right-click menu on a cell: insert a row below and a column to the right, then delete them again.
  const cell = (r: number, c: number) => table.locator('tr').nth(r).locator('td, th').nth(c);
  await cell(1, 0).click({ button: 'right' });
  const menu = page.getByRole('menu', { name: '表格操作' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    '在上方插入行',
    '在下方插入行',
    '在左侧插入列',
    '在右侧插入列',
    '删除行',
    '删除列',
    '删除表格',
  ]);
  // It opens where the cell was clicked.
  const at = (await cell(1, 0).boundingBox())!;
  const box = (await menu.boundingBox())!;
  expect(Math.abs(box.x - (at.x + at.width / 2))).toBeLessThan(40);
  expect(Math.abs(box.y - (at.y + at.height / 2))).toBeLessThan(40);
  await snap(page, testInfo, 'rich-text-table-menu');
  await menu.getByRole('menuitem', { name: '在下方插入行' }).click();
  await expect(table.locator('tr')).toHaveCount(3);
  await tableMenu(page, cell(0, 1), '在右侧插入列');
  expect(await shape(table)).toEqual([
    ['科室', '医生', ''],
    ['内科', '张医生', ''],
    ['', '', ''],
  ]);
  await tableMenu(page, cell(0, 0), '在上方插入行');
  await tableMenu(page, cell(0, 0), '在左侧插入列');
  expect(await shape(table)).toEqual([
    ['', '', '', ''],
    ['', '科室', '医生', ''],
    ['', '内科', '张医生', ''],
    ['', '', '', ''],
  ]);
  await tableMenu(page, cell(0, 0), '删除行');
  await tableMenu(page, cell(0, 0), '删除列');
  await tableMenu(page, cell(2, 0), '删除行');
  await tableMenu(page, cell(0, 2), '删除列');
  expect(await shape(table)).toEqual([
    ['科室', '医生'],
    ['内科', '张医生'],
  ]);
  // Outside a table the browser's own menu stays: no table menu on the paragraph.
  await editor.getByText('门诊排班').click({ button: 'right' });
  await expect(menu).toHaveCount(0);

  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();

  // Read back: the video and the 2 x 2 table; the menu's 删除表格 then removes the whole table.
  await page.getByRole('search', { name: '查询条件' }).getByLabel('标题：', { exact: true }).fill(title);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await page
    .locator('table:visible tbody tr', { hasText: title })
    .getByRole('button', { name: '编辑' })
    .click();
  const edit = page.getByRole('dialog', { name: '编辑通知公告' });
  const saved = edit.getByRole('textbox', { name: '内容' });
  await expect(saved.locator('video[aria-label="视频"]')).toHaveAttribute('src', /^blob:/);
  expect(await shape(saved.locator('table'))).toEqual([
    ['科室', '医生'],
    ['内科', '张医生'],
  ]);
  await tableMenu(page, saved.locator('table td, table th').first(), '删除表格');
  await expect(saved.locator('table')).toHaveCount(0);
  await expect(saved).toContainText('门诊排班');
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, 'rich-text-table-375');
});

test('a key pressed before the browser reports the caret move acts on the caret, not on the earlier selection', async ({
  page,
}) => {
  const add = await openAdd(page);
  const editor = add.getByRole('textbox', { name: '内容' });
  const tools = add.getByRole('toolbar', { name: '编辑工具栏' });
  await editor.click();
  await page.keyboard.type('请相互转告');
  await page.keyboard.press('Shift+Home');
  await tools.getByRole('button', { name: '文字颜色' }).click();
  await page.getByRole('button', { name: '红色' }).click();
  // The colour leaves the focus in the text (not on the toolbar button a moment later).
  await expect(editor).toBeFocused();
  await expect(editor.locator('span', { hasText: '请相互转告' })).toHaveCSS('color', 'rgb(224, 62, 45)');

  // One task: the caret moves to the end of the line and Enter is pressed before selectionchange is delivered, as
  // happens on a busy page where input runs ahead of other tasks.
  await editor.evaluate((root) => {
    const span = Array.from(root.querySelectorAll('span')).find((s) => s.textContent === '请相互转告')!;
    root.ownerDocument.getSelection()!.collapse(span.firstChild!, span.textContent!.length);
    root.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }),
    );
  });
  await page.keyboard.type('第二行');
  await expect(editor.locator('p')).toHaveText(['请相互转告', '第二行']);
  await expect(editor.locator('span', { hasText: '请相互转告' })).toHaveCSS('color', 'rgb(224, 62, 45)');
});
