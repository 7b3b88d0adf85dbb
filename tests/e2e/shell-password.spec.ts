// Change password (shell-spec 2.13, 5): every validation message, a refused old password, then a login with the new one.
// The user is registered through /user/register first (with an administrator's invitation), so no seeded login changes.
import { createClient, DEFAULT_SIGN_SECRET, jeecgMd5 } from '@clinic/sdk';
import { test, expect } from './fixtures.js';
import { PASSWORD, signIn, snap } from './shell-support.js';

/** A one-time invitation code into admin's tenant (registration is by invitation only). */
async function invitation(baseURL: string): Promise<string> {
  const admin = createClient({ baseUrl: `${baseURL}/jeecg-boot`, signer: jeecgMd5(DEFAULT_SIGN_SECRET) });
  admin.setToken((await admin.call('login', { body: { username: 'admin', password: PASSWORD } })).token);
  return (await admin.call('userInvite')).code;
}

test('register a user, change the password with each message, then sign in with the new password', async ({
  page,
  baseURL,
}, testInfo) => {
  const suffix = String(Date.now()).slice(-7);
  const username = `pw_${suffix}`;
  const first = 'First@2026';
  const next = 'Second@2026';

  const code = await invitation(baseURL as string);
  await page.goto(`/user/register?invite=${encodeURIComponent(code)}`);
  await expect(page.getByLabel('邀请码')).toHaveValue(code);
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('请输入用户名!', { exact: true })).toBeVisible();
  await expect(page.getByText('请输入手机号码!', { exact: true })).toBeVisible();
  await page.getByLabel('用户名').fill('a-b');
  await page.getByLabel('手机号').fill('12345');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('用户名必须是6-18位字母、数字或下划线', { exact: true })).toBeVisible();
  await expect(page.getByText('请输入正确的手机号码!', { exact: true })).toBeVisible();
  await snap(page, testInfo, 'register-messages');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(first);
  await page.getByLabel('确认密码').fill(first);
  await page.getByLabel('手机号').fill(`135${suffix}0`.slice(0, 11).padEnd(11, '0'));
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/register-result\?username=/);
  await expect(page.getByRole('status')).toContainText(username);

  await signIn(page, username, first);
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '密码修改' }).click();
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await expect(dialog).toHaveCSS('width', '800px');
  await dialog.getByRole('button', { name: '确定' }).click();
  for (const text of ['请输入旧密码!', '请输入新密码!', '请确认新密码!']) {
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  }
  await dialog.getByLabel('旧密码').fill(first);
  await dialog.getByLabel('新密码', { exact: true }).fill(next);
  await dialog.getByLabel('确认新密码').fill('Other@2026');
  await expect(dialog.getByText('两次输入的密码不一样！', { exact: true })).toBeVisible();
  await snap(page, testInfo, 'password-messages');

  await dialog.getByLabel('旧密码').fill('Wrong@2026');
  await dialog.getByLabel('确认新密码').fill(next);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByRole('alert')).not.toBeEmpty();

  await dialog.getByLabel('旧密码').fill(first);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);

  await signIn(page, username, first);
  await expect(page.getByRole('alert')).toBeVisible();
  await signIn(page, username, next);
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
});
