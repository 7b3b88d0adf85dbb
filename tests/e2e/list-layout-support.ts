// List-page layout checks shared by the journeys: a column's header is fully in view, left of the sticky 操作 column.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** The header `title` lies inside the table's scroll box and ends where the 操作 header starts (no overlap). */
export async function expectColumnBesideActions(page: Page, title: string) {
  const table = page.locator('table:visible');
  const header = table.getByRole('columnheader', { name: title, exact: true });
  const actions = table.getByRole('columnheader', { name: '操作', exact: true });
  const box = await page.getByTestId('list-scroll').filter({ visible: true }).boundingBox();
  const column = await header.boundingBox();
  const action = await actions.boundingBox();
  expect(box && column && action, `${title} and 操作 are laid out`).toBeTruthy();
  expect(column!.x + column!.width, `${title} ends left of 操作`).toBeLessThanOrEqual(action!.x + 1);
  expect(column!.x, `${title} starts inside the table`).toBeGreaterThanOrEqual(box!.x);
}
