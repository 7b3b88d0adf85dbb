// Helpers of the shell journeys: sign in through the login form, open a page from the side menu.
import { createClient, DEFAULT_SIGN_SECRET, jeecgMd5, type ClinicClient } from '@clinic/sdk';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures.js';

/** Today on the clinic's clock (UTC+8), as the server and the browser (Asia/Shanghai) read it: YYYY-MM-DD. */
export const clinicToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The instant (ms) a wire time `YYYY-MM-DD HH:mm:ss` on the clinic's clock stands for. */
export const clinicInstant = (wire: string) => Date.parse(`${wire.replace(' ', 'T')}+08:00`);

export const PASSWORD = 'Clinic@2026';

export async function signIn(page: Page, username: string, password = PASSWORD, path = '/user/login') {
  if (!page.url().includes('/user/') || !page.url().includes(path)) await page.goto(path);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

export async function signInHome(page: Page, username: string, realname: string) {
  await signIn(page, username);
  await expect(page.getByRole('heading', { name: `欢迎，${realname}` })).toBeVisible();
}

export const sideMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
export const tabStrip = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' });

/**
 * Clicks side-menu entry `entry` of group `group`, opening the group first when it is closed. The group's
 * aria-expanded decides, not the link's visibility: right after a resize the menu may still be drawing its open
 * group, and a click then closed it (seen in a full run: 积分排行 never appeared).
 */
export async function openMenuEntry(page: Page, group: string, entry: string) {
  const button = sideMenu(page).getByRole('button', { name: group, exact: true });
  const link = sideMenu(page).getByRole('link', { name: entry, exact: true });
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
    await expect(link).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await link.click();
}

/** A screenshot kept as a file in the test's output folder and attached to the report. */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** An SDK client signed in as a demo user, for arranging and reading back data beside the browser. */
export async function sdkClientAs(baseURL: string, username: string): Promise<ClinicClient> {
  const client = createClient({ baseUrl: `${baseURL}/jeecg-boot`, signer: jeecgMd5(DEFAULT_SIGN_SECRET) });
  const result = await client.auth.login({ body: { username, password: PASSWORD } });
  client.setToken(result.token);
  return client;
}

/** The administrator's SDK client. */
export const adminSdkClient = (baseURL: string): Promise<ClinicClient> => sdkClientAs(baseURL, 'admin');

/** Pastes text on the focused element as a spreadsheet would (a real ClipboardEvent carrying text/plain). */
export async function pasteText(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
    );
  }, text);
}
