// Issue 2's browser journeys: login, staying logged in, the guard's redirect, and a refused password.
import { test, expect } from './fixtures.js';
import type { Page } from '@playwright/test';

const DOCTOR = { username: 'doctor', password: 'Clinic@2026', realname: '王医生' };

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

const storedSessionKeys = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).filter((key) => /token|userinfo/i.test(key)));

test('a doctor logs in, sees the home page with the realname, and stays logged in after reload', async ({
  page,
}) => {
  await page.goto('/user/login');
  await expect(page).toHaveTitle('登录 - 健康服务中心');
  await fillLogin(page, DOCTOR.username, DOCTOR.password);

  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(page.getByRole('heading', { name: `欢迎，${DOCTOR.realname}` })).toBeVisible();
  // The home page's document title is the app name alone (shell-spec 2.7).
  await expect(page).toHaveTitle('健康服务中心');
  await page.screenshot({ path: test.info().outputPath('home.png'), fullPage: true });

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(page.getByRole('heading', { name: `欢迎，${DOCTOR.realname}` })).toBeVisible();

  // Logged in, the login route sends the user home.
  await page.goto('/user/login');
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
});

test('a logged-out visit to the home page goes to login with redirect, and returns there after login', async ({
  page,
}) => {
  await page.goto('/dashboard/analysis?tab=2');
  await expect(page).toHaveURL(/\/user\/login\?redirect=/);
  const redirect = new URL(page.url()).searchParams.get('redirect');
  expect(redirect).toBe('/dashboard/analysis?tab=2');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();

  await fillLogin(page, DOCTOR.username, DOCTOR.password);
  await expect(page).toHaveURL(/\/dashboard\/analysis\?tab=2$/);
  await expect(page.getByRole('heading', { name: `欢迎，${DOCTOR.realname}` })).toBeVisible();
});

test('a wrong password shows the server message and changes nothing', async ({ page }) => {
  await page.goto('/user/login');
  const answer = page.waitForResponse((response) => response.url().includes('/jeecg-boot/sys/login'));
  await fillLogin(page, DOCTOR.username, 'not-the-password');
  const envelope = (await (await answer).json()) as { success: boolean; message: string };
  expect(envelope.success).toBe(false);
  expect(envelope.message).not.toBe('');

  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(envelope.message);
  await expect(page).toHaveURL(/\/user\/login$/);
  await expect(page.getByLabel('用户名')).toHaveValue(DOCTOR.username);
  await expect(page.getByRole('button', { name: '登录' })).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('wrong-password.png') });
  expect(await storedSessionKeys(page)).toEqual([]);

  // Still no session: the guard keeps the home page closed.
  await page.goto('/dashboard/analysis');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdashboard%2Fanalysis$/);
});

test('empty fields show the Chinese validation messages without calling the server', async ({ page }) => {
  await page.goto('/user/login');
  const loginCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/login')) loginCalls.push(request.url());
  });
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入用户名', { exact: true })).toBeVisible();
  await expect(page.getByText('请输入密码', { exact: true })).toBeVisible();
  expect(loginCalls.filter((url) => url.includes('/jeecg-boot/'))).toEqual([]);
});

test('an unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/user/login');
  await fillLogin(page, DOCTOR.username, DOCTOR.password);
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});

test('logout asks for confirmation, ends the session and returns to login', async ({ page }) => {
  await page.goto('/user/login');
  await fillLogin(page, DOCTOR.username, DOCTOR.password);
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);

  await page.getByRole('button', { name: '退出登录' }).click();
  const dialog = page.getByRole('alertdialog', { name: '退出登录' });
  await expect(dialog).toContainText('确定要退出登录吗？');
  await page.screenshot({ path: test.info().outputPath('logout-confirm.png') });
  const logoutCall = page.waitForResponse((response) =>
    response.url().includes('/jeecg-boot/api/sys/staff/user/logout'),
  );
  await dialog.getByRole('button', { name: '确定' }).click();
  expect((await logoutCall).ok()).toBe(true);

  await expect(page).toHaveURL(/\/user\/login$/);
  expect(await storedSessionKeys(page)).toEqual([]);
  await page.goto('/dashboard/analysis');
  await expect(page).toHaveURL(/\/user\/login\?redirect=/);
});

test('after a few wrong passwords the login asks for the slider, and the right password with it signs in', async ({
  page,
}) => {
  await page.goto('/user/login');
  for (let i = 0; i < 3; i++) {
    await fillLogin(page, 'nurse', `wrong-${i}`);
    await expect(page.getByRole('alert')).toHaveText('用户名或密码错误');
  }
  // The short delay after the failures passes; then the server wants the slider and the form shows it.
  await expect(async () => {
    await fillLogin(page, 'nurse', 'Clinic@2026');
    await expect(page.getByRole('alert')).toHaveText('请完成滑块验证', { timeout: 1500 });
  }).toPass({ timeout: 15_000 });
  const slider = page.getByRole('slider', { name: '拖动滑块验证' });
  await expect(slider).toBeVisible();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: test.info().outputPath('login-slider-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await slider.focus();
  await page.keyboard.press('End');
  await expect(page.getByText('验证通过')).toBeVisible();
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
});
