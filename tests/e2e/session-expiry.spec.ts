// A token revoked on the server: the console shows the 401 notice, then logs out and offers login again.
import { createClient, memoryTokenStore } from '@clinic/sdk';
import { test, expect } from './fixtures.js';

// Chromium reports every 401 answer as a console error; that one is the point of this test.
test.use({ allowedConsoleErrors: [/status of 401/] });

test('a server-side revoked token shows 未授权，请重新登录 and lands on login after 1.5 s', async ({
  page,
  server,
}) => {
  await page.goto('/user/login');
  await page.getByLabel('用户名').fill('doctor');
  await page.getByLabel('密码').fill('Clinic@2026');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '欢迎，王医生' })).toBeVisible();

  const token = await page.evaluate(() => {
    const raw = window.localStorage.getItem('Access-Token');
    return raw ? (JSON.parse(raw) as { value: string }).value : null;
  });
  expect(token).toBeTruthy();
  const partner = createClient({
    baseUrl: `${server.baseURL}/jeecg-boot`,
    tokenStore: memoryTokenStore(token),
  });
  await partner.call('staffLogout');

  await page.reload();
  await expect(page.getByText('未授权，请重新登录', { exact: true })).toBeVisible();
  // Taken before the screenshot, whose time is part of the 1.5 s the notice stays up.
  const shownAt = Date.now();
  await page.screenshot({ path: test.info().outputPath('unauthorized.png') });
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdashboard%2Fanalysis$/);
  expect(Date.now() - shownAt).toBeGreaterThan(1000);
  expect(await page.evaluate(() => window.localStorage.getItem('Access-Token'))).toBeNull();
});
