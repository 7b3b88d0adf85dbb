// 查看阅读记录 on 通知公告 (issue 16 item 6): a released announcement's recipients, who has read it (with the time)
// and who has not, narrowed to 已读 / 未读, with the read count; a draft offers no read records.
import { createClient, DEFAULT_SIGN_SECRET, jeecgMd5 } from '@clinic/sdk';
import { test, expect } from './fixtures.js';
import { PASSWORD, adminSdkClient, sideMenu, signInHome, snap } from './shell-support.js';

test('查看阅读记录: who has read a released announcement, 已读 / 未读, the read count', async ({
  page,
  server,
}, testInfo) => {
  const admin = await adminSdkClient(server.baseURL);
  const title = `医保结算系统升级通知${Date.now() % 100000}`;
  const draft = `${title}（草稿）`;
  for (const t of [title, draft])
    await admin.call('announcementAdd', {
      body: { titile: t, msgContent: '<p>本周六凌晨升级。</p>', msgType: 'ALL' } as never,
    });
  const found = (await admin.call('announcementList', { query: { titile: title } as never })) as {
    records: { id: string; titile: string }[];
  };
  const id = found.records.find((r) => r.titile === title)!.id;
  await admin.call('doReleaseData', { query: { id } });
  // 陈护士 opens it in her own session: her copy is read.
  const nurse = createClient({
    baseUrl: `${server.baseURL}/jeecg-boot`,
    signer: jeecgMd5(DEFAULT_SIGN_SECRET),
  });
  nurse.setToken((await nurse.auth.login({ body: { username: 'nurse', password: PASSWORD } })).token);
  await nurse.call('editByAnntIdAndUserId', { body: { anntId: id } });

  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '通知公告' }).click();
  await page.getByRole('search', { name: '查询条件' }).getByLabel('标题：', { exact: true }).fill(title);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  const rows = page.locator('table:visible tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: draft }).getByRole('button', { name: '查看阅读记录' })).toHaveCount(0);
  await rows
    .filter({ hasText: title })
    .filter({ hasNotText: '草稿' })
    .getByRole('button', { name: '查看阅读记录' })
    .click();

  const dialog = page.getByRole('dialog', { name: `阅读记录：${title}` });
  const records = dialog.getByRole('table', { name: '阅读记录' });
  await expect(records.getByRole('row', { name: /陈护士/ })).toContainText('已读');
  await expect(records.getByRole('row', { name: /陈护士/ })).toContainText(
    /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
  );
  await expect(records.getByRole('row', { name: /管理员/ })).toContainText('未读');
  // Read ones come first.
  await expect(records.locator('tbody tr').first()).toContainText('陈护士');
  await expect(dialog).toContainText(/已读 1 \/ 共 \d+ 人/);
  await snap(page, testInfo, 'read-records');

  await dialog.getByRole('radio', { name: '未读' }).click();
  await expect(records.getByRole('row', { name: /管理员/ })).toBeVisible();
  await expect(records.getByRole('row', { name: /陈护士/ })).toHaveCount(0);
  await dialog.getByRole('radio', { name: '已读' }).click();
  await expect(records.locator('tbody tr')).toHaveCount(1);
  await expect(records.getByRole('row', { name: /陈护士/ })).toBeVisible();
  await expect(dialog).toContainText('共 1 条');

  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, 'read-records-375');
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await expect(dialog).toBeHidden();
});
