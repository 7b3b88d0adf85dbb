// Issue 12 item 3 on a real page: 系统管理 → 字典管理 → 字典配置 edits a dictionary's items in the editable table:
// the insert throttle, each rule's message written next to its cell, number cells refusing letters, a pasted 3x3
// block, undo, keyboard-only editing, order by the drag handle, and a save read back from the server.
import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { adminSdkClient, pasteText, signInHome, sideMenu, snap } from './shell-support.js';

const cell = (grid: Locator, row: number, title: string) =>
  grid.getByLabel(`第${row}行 ${title}`, { exact: true });

test('字典配置: rules next to the cell, paste, undo, keyboard, order, save', async ({
  page,
  server,
}, testInfo) => {
  const client = await adminSdkClient(server.baseURL);
  const code = `e2e_tbl_${Date.now() % 100000}`;
  await client.call('dictAdd', { body: { dictName: '表格测试字典', dictCode: code } as never });

  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '字典管理' }).click();
  await page.getByLabel('字典编码：').fill(code);
  await page
    .getByRole('search', { name: '查询条件' })
    .getByRole('button', { name: '查询', exact: true })
    .click();
  await page
    .getByRole('row', { name: /表格测试字典/ })
    .getByRole('button', { name: '字典配置' })
    .click();

  const dialog = page.getByRole('dialog', { name: '字典配置：表格测试字典' });
  const grid = dialog.getByRole('grid', { name: '字典项' });
  await expect(grid).toContainText('暂无数据');

  // 新增 twice within 1500 ms: one row, and the spec's message.
  const add = dialog.getByRole('button', { name: '新增' });
  await add.click();
  await add.click();
  await expect(page.getByText('你点击的太快了，请慢点点击!').first()).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(2);

  // Keyboard alone: the new row's 名称 is open; type, Tab to 数据值, type (typing opens the cell), Enter.
  await expect(cell(grid, 1, '名称')).toBeFocused();
  await page.keyboard.type('苹果');
  await page.keyboard.press('Tab');
  await page.keyboard.type('A1');
  await page.keyboard.press('Enter');
  // Required: emptying 名称 with Delete shows the message under the cell at once.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Delete');
  const nameCell = grid.locator('[data-cell="0:itemText"]');
  await expect(nameCell).toContainText('名称不能为空');
  await page.keyboard.press('F2');
  await page.keyboard.type('苹果');
  await page.keyboard.press('Escape');
  await expect(nameCell).toContainText('名称不能为空');
  await page.keyboard.press('Enter');
  await page.keyboard.type('苹果');
  await page.keyboard.press('Enter');
  await expect(nameCell).not.toContainText('名称不能为空');
  await expect(nameCell).toContainText('苹果');

  // A 3x3 block pasted from a spreadsheet at row 2's 名称 adds the rows it needs.
  await page.waitForTimeout(1500);
  await add.click();
  await grid.locator('[data-cell="1:itemText"]').click();
  await page.keyboard.press('Escape');
  await pasteText(page, '香蕉\tB2\t黄色\r\n橙子\tC3\t橙色\r\n葡萄\tA1\t紫色\r\n');
  // The header row and four rows.
  await expect(grid.getByRole('row')).toHaveCount(5);
  await expect(grid.locator('[data-cell="2:itemValue"]')).toContainText('C3');
  await expect(grid.locator('[data-cell="3:description"]')).toContainText('紫色');
  // Unique: 葡萄 repeats A1; both cells say so, next to the value.
  await expect(grid.locator('[data-cell="3:itemValue"]')).toContainText('数据值不能重复');
  await expect(grid.locator('[data-cell="0:itemValue"]')).toContainText('数据值不能重复');
  // A named pattern as a regular expression: a space is refused with the column's own message.
  await grid.locator('[data-cell="3:itemValue"]').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('D 4');
  await expect(grid.locator('[data-cell="3:itemValue"]')).toContainText(
    '数据值只能是字母、数字、下划线、横线或点，最多64位',
  );
  await page.keyboard.press('Escape');
  await snap(page, testInfo, 'dict-items-errors');

  // Undo the paste: the table is back to two rows; redo it by pasting again, then fix the repeat by keyboard.
  await grid.locator('[data-cell="0:itemText"]').click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+z');
  await expect(grid.getByRole('row')).toHaveCount(3);
  await grid.locator('[data-cell="1:itemText"]').click();
  await page.keyboard.press('Escape');
  await pasteText(page, '香蕉\tB2\t黄色\n橙子\tC3\t橙色\n葡萄\tD4\t紫色');
  await expect(grid.locator('[data-cell="3:itemValue"]')).not.toContainText('数据值不能重复');

  // Number cell (排序): letters and a second decimal point are refused keystroke by keystroke.
  await grid.locator('[data-cell="0:sortOrder"]').click();
  const order = cell(grid, 1, '排序');
  await order.fill('');
  await order.pressSequentially('5e-x.5.');
  await expect(order).toHaveValue('5.5');
  await page.keyboard.press('Escape');

  // Drag handle moved with the keyboard: 葡萄 goes first and 排序 follows the rows.
  await dialog.getByRole('button', { name: '拖动排序 第4行' }).press('ArrowUp');
  await dialog.getByRole('button', { name: '拖动排序 第3行' }).press('ArrowUp');
  await dialog.getByRole('button', { name: '拖动排序 第2行' }).press('ArrowUp');
  await expect(grid.locator('[data-cell="0:itemText"]')).toContainText('葡萄');
  await expect(grid.locator('[data-cell="0:sortOrder"]')).toContainText('1');
  await expect(grid.locator('[data-cell="3:sortOrder"]')).toContainText('4');
  await snap(page, testInfo, 'dict-items-ready');

  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();

  // Read back from the server: four items in the dragged order.
  const dicts = (await client.call('dictList', { query: { dictCode: code } as never })) as {
    records: { id: string }[];
  };
  const items = (await client.call('dictItemList', {
    query: { dictId: dicts.records[0]!.id, column: 'sortOrder', order: 'asc' } as never,
  })) as { records: { itemText: string; itemValue: string; sortOrder: number }[] };
  expect(items.records.map((r) => [r.itemText, r.itemValue, r.sortOrder])).toEqual([
    ['葡萄', 'D4', 1],
    ['苹果', 'A1', 2],
    ['香蕉', 'B2', 3],
    ['橙子', 'C3', 4],
  ]);

  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, 'dict-items-375');
});
