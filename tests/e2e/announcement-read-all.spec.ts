// 通知公告 on /isps/userAnnouncement: 全部标为已读 marks every announcement of the user read (through the hooks
// announcement transport); the row turns 已读 and stays so after a reload.
import { createClient, DEFAULT_SIGN_SECRET, jeecgMd5 } from '@clinic/sdk';
import { test, expect } from './fixtures.js';

const PASSWORD = 'Clinic@2026';

async function releasedAnnouncement(baseURL: string, titile: string) {
  const admin = createClient({ baseUrl: `${baseURL}/jeecg-boot`, signer: jeecgMd5(DEFAULT_SIGN_SECRET) });
  admin.setToken((await admin.auth.login({ body: { username: 'admin', password: PASSWORD } })).token);
  await admin.call('announcementAdd', {
    body: { titile, msgContent: '<p>门诊时间调整</p>', msgType: 'ALL', msgCategory: '1', priority: 'M' },
  });
  const list = await admin.call('announcementList', { query: { pageNo: 1, pageSize: 100 } });
  const created = (list.records as { id: string; titile: string }[]).find((r) => r.titile === titile);
  expect(created).toBeDefined();
  await admin.call('doReleaseData', { query: { id: String(created?.id) } });
}

test('全部标为已读 marks the new announcement read, and it stays read after a reload', async ({
  page,
  baseURL,
}) => {
  const titile = `门诊时间调整 ${Date.now()}`;
  await releasedAnnouncement(baseURL as string, titile);

  await page.goto('/user/login');
  await page.getByLabel('用户名', { exact: true }).fill('doctor');
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis/);
  await page.goto('/isps/userAnnouncement');
  await page.getByRole('tab', { name: '通知公告' }).click();

  const section = page.getByRole('region', { name: '通知公告' });
  const row = section.getByRole('row').filter({ hasText: titile });
  await expect(row.getByText('未读', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: '全部标为已读' }).click();
  await expect(row.getByText('已读', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: '标为已读' })).toHaveCount(0);

  // The server kept it: after a reload the row is still 已读.
  await page.reload();
  await page.getByRole('tab', { name: '通知公告' }).click();
  await expect(row.getByText('已读', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('announcements-all-read.png') });
});
