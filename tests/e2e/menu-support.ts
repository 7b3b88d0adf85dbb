// The side menu as a user sees it: its entries (nested submenus opened) and opening one by clicking, for the walks.
import type { Locator, Page } from '@playwright/test';
import { sideMenu } from './shell-support.js';

export interface MenuEntry {
  /** Names of the submenus above it, outermost first. */
  groups: string[];
  name: string;
  href: string;
}

export const visibleText = (locator: Locator) => locator.innerText().then((t) => t.trim());
/** A menu link's own name: its first line (a count badge follows on the next). */
export const entryName = (locator: Locator) => visibleText(locator).then((t) => t.split('\n')[0]!.trim());
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The side menu's entries: every top-level link, and the links of each submenu opened in turn (accordion). */
export async function menuEntries(page: Page): Promise<MenuEntry[]> {
  const nav = sideMenu(page);
  const entries: MenuEntry[] = [];
  const top = nav.locator(':scope > ul > li');
  const count = await top.count();
  for (let i = 0; i < count; i++) {
    const item = top.nth(i);
    const toggle = item.locator(':scope > button');
    if ((await toggle.count()) === 0) {
      const link = item.getByRole('link').first();
      entries.push({
        groups: [],
        name: await entryName(link),
        href: (await link.getAttribute('href')) ?? '',
      });
      continue;
    }
    const group = (await toggle.locator('span').first().innerText()).trim();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    // Nested submenus open too, so their links are listed under both names.
    for (let round = 0; round < 3; round++) {
      const closed = item.locator('button[aria-expanded="false"]');
      if ((await closed.count()) === 0) break;
      await closed.first().click();
    }
    const links = item.getByRole('link');
    for (let j = 0; j < (await links.count()); j++) {
      const link = links.nth(j);
      entries.push({
        groups: [group],
        name: await entryName(link),
        href: (await link.getAttribute('href')) ?? '',
      });
    }
  }
  return entries;
}

export async function openEntry(page: Page, entry: MenuEntry) {
  const nav = sideMenu(page);
  const link = nav
    .getByRole('link', { name: new RegExp(`^${escape(entry.name)}(\\s|$)`) })
    .filter({ visible: true });
  if ((await link.count()) === 0) {
    for (const group of entry.groups) {
      const toggle = nav.getByRole('button', { name: new RegExp(`^${escape(group)}`) });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    }
  }
  await link.first().click();
}
