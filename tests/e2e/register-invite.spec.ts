// Registration by invitation (issue 11): an administrator on 用户管理 issues 邀请注册, a new colleague opens the link,
// registers (the code is filled in) and signs in; without a code the form refuses and says why.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';

const ADMIN = { username: 'admin', password: 'Clinic@2026' };

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/user/login');
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

test('an administrator invites, the colleague registers from the link and signs in', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard\/analysis/);
  await page.goto('/system/user');
  await page.getByRole('button', { name: '邀请注册' }).click();
  const dialog = page.getByRole('dialog', { name: '邀请注册' });
  const link = dialog.getByLabel('注册链接');
  await expect(link).toHaveValue(/\/user\/register\?invite=/);
  await page.screenshot({ path: test.info().outputPath('invite-dialog.png') });
  const address = await link.inputValue();
  const code = await dialog.getByLabel('邀请码').inputValue();

  // The colleague, in a browser of their own.
  const context = await browser.newContext();
  const colleague = await context.newPage();
  await colleague.goto(address);
  await expect(colleague.getByLabel('邀请码')).toHaveValue(code);
  const suffix = String(Date.now()).slice(-7);
  const username = `inv_${suffix}`;
  await colleague.getByLabel('用户名').fill(username);
  await colleague.getByLabel('密码', { exact: true }).fill('Invite@2026');
  await colleague.getByLabel('确认密码').fill('Invite@2026');
  await colleague.getByLabel('手机号').fill(`137${suffix}1`.slice(0, 11));
  await colleague.setViewportSize({ width: 375, height: 800 });
  await colleague.screenshot({ path: test.info().outputPath('register-375.png'), fullPage: true });
  await colleague.getByRole('button', { name: '注册' }).click();
  await expect(colleague).toHaveURL(/\/user\/register-result/);
  await signIn(colleague, username, 'Invite@2026');
  await expect(colleague).toHaveURL(/\/dashboard\/analysis/);
  await context.close();
});

test('registering without an invitation code is refused with the reason', async ({ page }) => {
  await page.goto('/user/register');
  await page.getByLabel('用户名').fill('no_invite_user');
  await page.getByLabel('密码', { exact: true }).fill('Invite@2026');
  await page.getByLabel('确认密码').fill('Invite@2026');
  await page.getByLabel('手机号').fill('13712345670');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByText('请输入邀请码')).toBeVisible();
  await page.getByLabel('邀请码').fill('ST-not-a-real-code');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByRole('alert')).toHaveText('邀请码无效或已过期');
  await expect(page).toHaveURL(/\/user\/register/);
});
