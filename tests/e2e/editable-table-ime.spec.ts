// Issue 12 item 3 with an input method (拼音), on 系统管理 → 字典管理 → 字典配置: a selected cell that is not open
// takes a composition (Chromium's own IME path, driven by CDP Input.imeSetComposition / Input.insertText), opens in
// place and keeps the composed text, which replaces the old value as a typed key would; Enter picking the
// candidate does not leave the cell; the composed items are saved and read back from the server.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { adminSdkClient, signInHome, sideMenu, snap } from './shell-support.js';

const cell = (grid: Locator, row: number, title: string) =>
  grid.getByLabel(`第${row}行 ${title}`, { exact: true });

/** Types `pinyin` into the input method letter by letter, then commits `chosen` (as picking a candidate does). */
async function compose(page: Page, pinyin: string, chosen: string) {
  const cdp = await page.context().newCDPSession(page);
  for (let i = 1; i <= pinyin.length; i++) {
    const text = pinyin.slice(0, i);
    await cdp.send('Input.imeSetComposition', { text, selectionStart: i, selectionEnd: i });
  }
  await cdp.send('Input.insertText', { text: chosen });
  await cdp.detach();
}

test('字典配置: composing Chinese on a selected cell opens it and keeps the text', async ({
  page,
  server,
}, testInfo) => {
  const client = await adminSdkClient(server.baseURL);
  const code = `e2e_ime_${Date.now() % 100000}`;
  await client.call('dictAdd', { body: { dictName: '输入法字典', dictCode: code } as never });
  const dicts = (await client.call('dictList', { query: { dictCode: code } as never })) as {
    records: { id: string }[];
  };
  const dictId = dicts.records[0]!.id;
  await client.call('dictItemAdd', {
    body: { dictId, itemText: 'apple', itemValue: 'A1', sortOrder: 1, status: 1 } as never,
  });

  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '字典管理' }).click();
  await page.getByLabel('字典编码：').fill(code);
  await page
    .getByRole('search', { name: '查询条件' })
    .getByRole('button', { name: '查询', exact: true })
    .click();
  await page
    .getByRole('row', { name: /输入法字典/ })
    .getByRole('button', { name: '字典配置' })
    .click();
  const dialog = page.getByRole('dialog', { name: '字典配置：输入法字典' });
  const grid = dialog.getByRole('grid', { name: '字典项' });
  const nameCell = grid.locator('[data-cell="0:itemText"]');
  await expect(nameCell).toContainText('apple');

  // Select 名称 without opening it: a click opens it, Esc closes it and leaves it selected.
  await nameCell.click();
  await page.keyboard.press('Escape');
  await expect(cell(grid, 1, '名称')).toBeFocused();
  await expect(nameCell).toHaveAttribute('aria-selected', 'true');

  // Half-way through the composition the cell is already open, showing what is being composed.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text: 'ping', selectionStart: 4, selectionEnd: 4 });
  await expect(cell(grid, 1, '名称')).toHaveValue('ping');
  await expect(cell(grid, 1, '名称')).toBeVisible();
  await snap(page, testInfo, 'dict-items-ime-composing');
  await cdp.send('Input.imeSetComposition', { text: 'pingguo', selectionStart: 7, selectionEnd: 7 });
  await cdp.send('Input.insertText', { text: '苹果' });
  await cdp.detach();
  await expect(cell(grid, 1, '名称')).toHaveValue('苹果');
  await page.keyboard.press('Enter');
  await expect(nameCell).toContainText('苹果');
  await expect(nameCell).not.toContainText('apple');

  // Tab to 描述 of the same row by keyboard (selected, not open), and compose there too.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(grid.locator('[data-cell="0:description"]')).toHaveAttribute('aria-selected', 'true');
  await compose(page, 'hongse', '红色');
  await expect(cell(grid, 1, '描述')).toHaveValue('红色');
  await page.keyboard.press('Enter');
  await expect(grid.locator('[data-cell="0:description"]')).toContainText('红色');
  await snap(page, testInfo, 'dict-items-ime-done');

  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  const items = (await client.call('dictItemList', { query: { dictId } as never })) as {
    records: { itemText: string; itemValue: string; description?: string }[];
  };
  expect(items.records.map((r) => [r.itemText, r.itemValue, r.description])).toEqual([
    ['苹果', 'A1', '红色'],
  ]);

  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, 'dict-items-ime-375');
});
