// Issue 15 item 12, the no-login routes of shell-spec 2.1: /test/home, /chat/record and /h5Web/dfProject are real
// pages (no 404), and /user/alteration changes a password without a session (reached from the login page).
import { createClient, DEFAULT_SIGN_SECRET, jeecgMd5 } from '@clinic/sdk';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { PASSWORD, signIn, signInHome, snap } from './shell-support.js';

async function bothWidths(page: Page, testInfo: Parameters<typeof snap>[1], name: string) {
  await snap(page, testInfo, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('/test/home checks the server without login and names the signed-in user once there is one', async ({
  page,
}, testInfo) => {
  await page.goto('/test/home');
  await expect(page).toHaveURL(/\/test\/home$/);
  await expect(page.getByRole('heading', { name: '系统自检' })).toBeVisible();
  const result = page.getByRole('region', { name: '自检结果' });
  await expect(result.getByText(/正常（响应 \d+ 毫秒）/)).toBeVisible();
  await expect(result.getByText('未登录')).toBeVisible();
  await expect(page).toHaveTitle(/系统自检/);
  await bothWidths(page, testInfo, 'test-home');
  await signInHome(page, 'doctor', '王医生');
  await page.goto('/test/home');
  await expect(result.getByText('已登录：王医生')).toBeVisible();
  await page.getByRole('button', { name: '重新检测' }).click();
  await expect(result.getByText(/正常（响应 \d+ 毫秒）/)).toBeVisible();
});

test('/chat/record asks a visitor to sign in, then reads the user’s messages as a conversation with senders', async ({
  page,
  baseURL,
}, testInfo) => {
  await page.goto('/chat/record');
  await expect(page.getByRole('heading', { name: '聊天记录' })).toBeVisible();
  await expect(page.getByText('登录后查看您的聊天记录')).toBeVisible();
  await page.getByRole('link', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fchat%2Frecord/);

  const api = createClient({ baseUrl: `${baseURL}/jeecg-boot`, signer: jeecgMd5(DEFAULT_SIGN_SECRET) });
  const admin = await api.auth.login({ body: { username: 'admin', password: PASSWORD } });
  api.setToken(admin.token);
  const researcher = await createClient({
    baseUrl: `${baseURL}/jeecg-boot`,
    signer: jeecgMd5(DEFAULT_SIGN_SECRET),
  }).auth.login({ body: { username: 'researcher', password: PASSWORD } });
  const title = `请补录访视数据 ${Date.now()}`;
  await api.call('sendMessage', {
    body: { userIds: String(researcher.userInfo.id), title, content: '第三次访视缺少血压' },
  });

  await signIn(page, 'researcher');
  await expect(page).toHaveURL(/\/chat\/record$/);
  const record = page.getByRole('list', { name: '聊天记录' });
  const sent = record.getByRole('listitem').filter({ hasText: title }).last();
  await expect(sent).toContainText('管理员');
  await expect(sent).toContainText('第三次访视缺少血压');
  // The seed's reminders were written by the system.
  await expect(record.getByRole('listitem').filter({ hasText: '系统升级通知' }).last()).toContainText('系统');
  await bothWidths(page, testInfo, 'chat-record');
});

test('/h5Web/dfProject sends a visitor to the DF login and shows the user’s projects as cards', async ({
  page,
}, testInfo) => {
  await page.goto('/h5Web/dfProject');
  await expect(page.getByRole('heading', { name: '我的项目' })).toBeVisible();
  await page.getByRole('link', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/user\/dflogin\?redirect=%2Fh5Web%2FdfProject/);
  await signIn(page, 'researcher', PASSWORD, '/user/dflogin');
  await expect(page).toHaveURL(/\/h5Web\/dfProject$/);
  const list = page.getByRole('list', { name: '项目列表' });
  const card = list.getByRole('article', { name: '2型糖尿病真实世界研究' });
  await expect(card).toContainText('T2DM-RWS');
  await expect(card).toContainText('项目周期');
  await expect(card).toContainText(/\d+ 例/);
  await expect(list.getByRole('article')).not.toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 740 });
  await bothWidths(page, testInfo, 'df-project');
});

test('/user/alteration, reached from the login page, changes a password without a session', async ({
  page,
  baseURL,
}, testInfo) => {
  // A user of its own, invited by the administrator, so no other journey's password changes.
  const api = createClient({ baseUrl: `${baseURL}/jeecg-boot`, signer: jeecgMd5(DEFAULT_SIGN_SECRET) });
  api.setToken((await api.call('login', { body: { username: 'admin', password: PASSWORD } })).token);
  const { code } = await api.call('userInvite');
  const suffix = String(Date.now()).slice(-7);
  const username = `alter_${suffix}`;
  await createClient({ baseUrl: `${baseURL}/jeecg-boot`, signer: jeecgMd5(DEFAULT_SIGN_SECRET) }).call(
    'register',
    {
      body: {
        username,
        password: PASSWORD,
        phone: `137${suffix}8`.slice(0, 11),
        realname: `改密${suffix}`,
        inviteCode: code,
      },
    },
  );

  await page.goto('/user/login');
  await page.getByRole('link', { name: '修改密码' }).click();
  await expect(page).toHaveURL(/\/user\/alteration$/);
  const form = page.getByRole('form', { name: '修改密码' });
  await form.getByRole('button', { name: '确认修改' }).click();
  await expect(form.getByText('请输入用户名')).toBeVisible();
  await expect(form.getByText('请输入旧密码!')).toBeVisible();
  await form.getByLabel('用户名').fill(username);
  await form.getByLabel('旧密码').fill('Wrong@2026');
  await form.getByLabel('新密码', { exact: true }).fill('Better@2027');
  await form.getByLabel('确认新密码').fill('Better@2028');
  await expect(form.getByText('两次输入的密码不一样！')).toBeVisible();
  await form.getByLabel('确认新密码').fill('Better@2027');
  await form.getByRole('button', { name: '确认修改' }).click();
  await expect(form.getByRole('alert')).toHaveText('用户名或密码错误');
  await form.getByLabel('旧密码').fill(PASSWORD);
  await bothWidths(page, testInfo, 'alteration');
  await form.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByRole('status')).toHaveText('密码修改成功，请使用新密码登录');
  await page.getByRole('link', { name: '去登录' }).click();
  await signIn(page, username, 'Better@2027');
  await expect(page).toHaveURL(/\/dashboard\/analysis/);
});
