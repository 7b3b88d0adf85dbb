// The benches' Chromium: the system browser started the same way for every browser figure, and the admin signed in.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** The browser, or why it did not start. */
export async function launchBenchChromium(): Promise<Browser | { error: string }> {
  try {
    return await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
  } catch (error) {
    return { error: `Chromium did not start: ${String(error)}` };
  }
}

/** A desktop context in the clinic's locale and time zone. */
export function benchContext(browser: Browser, origin: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: origin,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1280, height: 800 },
  });
}

export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/user/login');
  await page.getByLabel('用户名', { exact: true }).fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('Clinic@2026');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/dashboard\/analysis/);
}
