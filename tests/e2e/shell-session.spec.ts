// Session handling (shell-spec 2.4, 8): a permission fetch the server refuses logs the user out to login, with the 403 notice;
// logout clears the stored session; leaving the page while that fetch is out keeps the session.
import { test, expect } from './fixtures.js';
import { signInHome, snap } from './shell-support.js';
import { startSlowProxy } from './support/slow-proxy.js';

test('opening another address while the permission list still loads keeps the session', async ({
  page,
  server,
}) => {
  // The permission fetch is held back 1.5 s, so the address changes while it is out and the browser cancels it.
  const proxy = await startSlowProxy(
    server.baseURL,
    (path) => path.includes('getUserPermissionByToken'),
    1500,
  );
  const logouts: string[] = [];
  page.on('request', (request) => {
    if (/logout/i.test(request.url())) logouts.push(request.url());
  });
  try {
    await page.goto(`${proxy.baseURL}/user/login`);
    await page.getByLabel('用户名', { exact: true }).fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('Clinic@2026');
    const permissionAsked = page.waitForRequest(/getUserPermissionByToken/);
    await page.getByRole('button', { name: '登录' }).click();
    await permissionAsked;
    await page.goto(`${proxy.baseURL}/chronic/patient/list`);
    await expect(page.getByRole('navigation', { name: '分页' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '未授权，请重新登录' })).toHaveCount(0);
    expect(logouts).toEqual([]);
  } finally {
    // The page would go on polling a closed proxy.
    await page.goto('about:blank');
    await proxy.close();
  }
});

test.describe('a refused permission fetch', () => {
  // Chromium reports each refused request as a console error; those are what this test provokes.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('a refused permission fetch shows 拒绝访问 and ends on the login page with the session cleared', async ({
    page,
  }, testInfo) => {
    await signInHome(page, 'doctor', '王医生');
    // A tenant the doctor does not belong to: the server answers 403 to every request.
    await page.evaluate(() =>
      window.localStorage.setItem(
        'TENANT_ID',
        JSON.stringify({ value: '2000', expire: Date.now() + 60_000 }),
      ),
    );
    await page.reload();
    await expect(page.getByText('拒绝访问', { exact: true })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/user/login');
    await snap(page, testInfo, 'forbidden-notice');
    const left = await page.evaluate(() => ({
      token: window.localStorage.getItem('Access-Token'),
      user: window.localStorage.getItem('Login_Userinfo'),
    }));
    expect(left).toEqual({ token: null, user: null });
  });
});
