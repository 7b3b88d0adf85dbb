// Session handling (shell-spec 2.4, 8): a permission fetch the server refuses logs the user out to login, with the 403 notice;
// logout clears the stored session.
import { test, expect } from './fixtures.js';
import { signInHome, snap } from './shell-support.js';

// Chromium reports each refused request as a console error; those are what this test provokes.
test.use({ allowedConsoleErrors: [/status of 403/] });

test('a refused permission fetch shows 拒绝访问 and ends on the login page with the session cleared', async ({
  page,
}, testInfo) => {
  await signInHome(page, 'doctor', '王医生');
  // A tenant the doctor does not belong to: the server answers 403 to every request.
  await page.evaluate(() =>
    window.localStorage.setItem('TENANT_ID', JSON.stringify({ value: '2000', expire: Date.now() + 60_000 })),
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
