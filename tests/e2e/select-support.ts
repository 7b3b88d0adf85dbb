// Driving the console's select (a Radix combobox) as a user does: open it, pick the entry in its list by name.
import { expect, type Locator } from '@playwright/test';

/** Opens `select` by mouse and clicks the entry named `option`; the list closes on the choice. */
export async function chooseOption(select: Locator, option: string | RegExp): Promise<void> {
  const page = select.page();
  await select.click();
  const list = page.getByRole('listbox');
  await list.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect(list).toHaveCount(0);
}

/** The names of the entries `select` offers (it is opened and closed again with Escape). */
export async function optionNames(select: Locator): Promise<string[]> {
  const page = select.page();
  await select.click();
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option').first()).toBeVisible();
  const names = (await list.getByRole('option').allInnerTexts()).map((t) => t.replace(/^✓/, '').trim());
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  return names;
}
