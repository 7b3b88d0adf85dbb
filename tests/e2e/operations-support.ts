// Shared steps of the 运营管理 journeys: opening a page from the side menu, the list's rows and query form, screenshots
// at 1280 and 375 px, the advanced query on one field, and 导出.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures.js';
import { chooseOption } from './select-support.js';
import { openMenuEntry, snap } from './shell-support.js';

export const table = (page: Page) => page.locator('table:visible').first();
export const rowOf = (page: Page, text: string) => table(page).locator('tbody tr', { hasText: text });
export const queryForm = (page: Page) => page.getByRole('search', { name: '查询条件' });

export async function openOperation(page: Page, entry: string) {
  await openMenuEntry(page, '运营管理', entry);
  await expect(page.getByRole('heading', { name: entry })).toBeVisible();
}

export async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await snap(page, testInfo, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A date box of a dialog: typed, then left, as a user who types dates does. */
export async function typeDate(dialog: Locator, label: string, day: string) {
  const box = dialog.getByLabel(label, { exact: true });
  await box.click();
  await box.fill(day);
  await box.press('Tab');
  await expect(box).toHaveValue(day);
}

/** 高级查询 with one condition: `field` equal to a value typed or chosen. */
export async function advancedQuery(page: Page, field: string, value: { text?: string; option?: string }) {
  await page.getByRole('button', { name: '高级查询' }).click();
  const query = page.getByRole('dialog', { name: '高级查询构造器' });
  const first = query.getByRole('listitem', { name: '条件 1' });
  await chooseOption(first.getByLabel('选择查询字段'), field);
  if (value.text !== undefined) await first.getByLabel('请输入值', { exact: true }).fill(value.text);
  if (value.option !== undefined)
    await chooseOption(first.getByLabel('请输入值', { exact: true }), value.option);
  await query.getByRole('button', { name: '查询', exact: true }).click();
  await expect(query).toBeHidden();
}

export async function exportList(page: Page, fileStart: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^${fileStart}.*\\.xlsx?$`));
}

/** A reference in the query form: its search select, searched by the name and picked. */
export async function queryPick(page: Page, label: string, name: string) {
  await queryForm(page).getByRole('button', { name: label, exact: true }).click();
  await page.getByLabel(`搜索${label}`).fill(name);
  await page.getByRole('listbox', { name: label }).getByRole('option', { name }).click();
}

/**
 * A reference of a 新增/编辑 dialog drawn as the search picker (a patient of thousands): part of the name typed, the
 * match chosen; the picker then reads the whole name.
 */
export async function formPick(dialog: Locator, label: string, typed: string, name: string) {
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await dialog.page().getByLabel(`搜索${label}`).fill(typed);
  await dialog
    .page()
    .getByRole('listbox', { name: label })
    .getByRole('option', { name, exact: true })
    .click();
  await expect(dialog.getByRole('button', { name: label, exact: true })).toHaveText(name);
}

/** The list's column headers as read (sort marks left out). */
export async function headersOf(page: Page): Promise<string[]> {
  return (await table(page).locator('thead th').allTextContents()).map((h) => h.replace(/[▲▼]/g, '').trim());
}

/** The cell of a row under the column headed `header`. */
export async function cellOf(page: Page, row: Locator, header: string): Promise<Locator> {
  const at = (await headersOf(page)).indexOf(header);
  expect(at, `no column ${header}`).toBeGreaterThanOrEqual(0);
  return row.locator('td').nth(at);
}
