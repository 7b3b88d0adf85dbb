// 通告对象 of 通知公告 (issue 16 item 6): the administrator writes an announcement for one chosen user with the user
// picker (names, never ids, in the form and the list), releases it; the chosen user, already signed in, gets it in
// the bell's 通知公告 tab live and opens it; a user outside the audience never sees it; 查看阅读记录 lists exactly
// the audience with its read state; 撤销 takes it away again. Also: 指定角色 with the role picker.
import type { Browser, Page } from '@playwright/test';
import { createClient, DEFAULT_SIGN_SECRET, jeecgMd5 } from '@clinic/sdk';
import { test, expect } from './fixtures.js';
import { PASSWORD, signIn, signInHome, sideMenu, snap } from './shell-support.js';

const table = (page: Page) => page.locator('table:visible');
const rowOf = (page: Page, text: string) => table(page).locator('tbody tr', { hasText: text });
const badge = (page: Page) => page.getByTestId('notice-badge');

/** Everything the user has unread becomes read, so the journey starts from no badge. */
async function readEverything(baseURL: string, username: string) {
  const client = createClient({ baseUrl: `${baseURL}/jeecg-boot`, signer: jeecgMd5(DEFAULT_SIGN_SECRET) });
  client.setToken((await client.auth.login({ body: { username, password: PASSWORD } })).token);
  await client.call('readAllMessages');
}

async function signedInPage(browser: Browser, username: string, realname: string) {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  await signInHome(page, username, realname);
  return { context, page };
}

async function noticeTitles(page: Page): Promise<string[]> {
  await page.getByTestId('notice-bell').click();
  const popover = page.getByRole('dialog', { name: '消息通知' });
  await popover.getByRole('tab', { name: /通知公告/ }).click();
  const titles = await popover.getByRole('tabpanel').getByTestId('notice-item').allInnerTexts();
  await page.keyboard.press('Escape');
  return titles;
}

test('通告对象 指定用户: only the chosen user gets it live in the bell; 查看阅读记录 shows the audience read state', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const title = `药房盘点通知${Date.now() % 100000}`;
  await readEverything(baseURL as string, 'nurse');
  await readEverything(baseURL as string, 'doctor');
  // The chosen user and an outsider are signed in before the release, each in a browser of their own.
  const nurse = await signedInPage(browser, 'nurse', '陈护士');
  const doctor = await signedInPage(browser, 'doctor', '王医生');
  try {
    await expect(badge(nurse.page)).toHaveCount(0);

    await signInHome(page, 'admin', '管理员');
    await sideMenu(page).getByText('系统管理', { exact: true }).click();
    await sideMenu(page).getByRole('link', { name: '通知公告' }).click();
    await expect(rowOf(page, '关于启用新版病历管理平台的通知')).toContainText('全体用户');

    await page.getByRole('button', { name: '新增', exact: true }).click();
    const add = page.getByRole('dialog', { name: '新增通知公告' });
    await add.getByLabel('标题', { exact: true }).fill(title);
    await add
      .getByRole('textbox', { name: '内容', exact: true })
      .fill('本周五下午药房盘点，暂停发药一小时。');
    const audience = add.getByRole('radiogroup', { name: '通告对象' });
    await expect(audience.getByRole('radio', { name: '全体用户' })).toBeChecked();
    // No picker while the audience is everyone; the matching picker for each kind.
    const picks = (what: string) => add.getByRole('button', { name: `选择${what}`, exact: true });
    for (const what of ['指定用户', '指定部门', '指定角色']) await expect(picks(what)).toHaveCount(0);
    await audience.getByRole('radio', { name: '指定部门' }).check();
    await expect(picks('指定部门')).toBeVisible();
    await expect(picks('指定用户')).toHaveCount(0);
    await audience.getByRole('radio', { name: '指定用户' }).check();
    await expect(picks('指定部门')).toHaveCount(0);
    // Saving with no user chosen is refused in the form.
    await add.getByRole('button', { name: '保存' }).click();
    await expect(add.getByRole('alert').filter({ hasText: '指定用户' })).toBeVisible();
    await picks('指定用户').click();
    const picker = page.getByRole('dialog', { name: '选择用户' });
    await picker.getByLabel('账号或姓名').fill('nurse');
    await picker.getByRole('button', { name: '查询' }).click();
    await picker.getByLabel('选择 陈护士').check();
    await picker.getByRole('button', { name: '确定' }).click();
    await expect(add.getByRole('textbox', { name: '指定用户', exact: true })).toHaveValue('陈护士');
    await snap(page, testInfo, 'audience-add-1280');
    await add.getByRole('button', { name: '保存' }).click();
    await expect(add).toBeHidden();

    const row = rowOf(page, title);
    await expect(row).toContainText('指定用户：陈护士');
    await row.getByRole('button', { name: '发布' }).click();
    await page.getByRole('alertdialog', { name: '确认发布' }).getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('发布成功').first()).toBeVisible();
    await expect(row).toContainText('已发布');

    // Live: the chosen user's badge rises without a reload, and the bell's 通知公告 tab has it.
    await expect(badge(nurse.page)).toHaveText('1', { timeout: 10_000 });
    expect((await noticeTitles(nurse.page)).join('\n')).toContain(title);
    // The outsider: no badge, not in the bell, not in 我的消息.
    await doctor.page.reload();
    await expect(doctor.page.getByRole('heading', { name: '欢迎，王医生' })).toBeVisible();
    await expect(badge(doctor.page)).toHaveCount(0);
    expect((await noticeTitles(doctor.page)).join('\n')).not.toContain(title);
    await doctor.page.goto('/isps/userAnnouncement');
    await doctor.page.getByRole('tab', { name: '通知公告' }).click();
    await expect(
      doctor.page.getByRole('region', { name: '通知公告' }).getByRole('row').first(),
    ).toBeVisible();
    await expect(doctor.page.getByRole('region', { name: '通知公告' })).not.toContainText(title);

    // The chosen user opens it from the bell: the detail, and the badge goes.
    await nurse.page.getByTestId('notice-bell').click();
    const popover = nurse.page.getByRole('dialog', { name: '消息通知' });
    await popover.getByRole('tab', { name: /通知公告/ }).click();
    await snap(nurse.page, testInfo, 'audience-bell-1280');
    await popover.getByTestId('notice-item').filter({ hasText: title }).click();
    const detail = nurse.page.getByTestId('announcement-detail');
    await expect(detail).toContainText(title);
    await expect(detail).toContainText('暂停发药一小时');
    await detail.getByRole('button', { name: '关闭' }).click();
    await expect(badge(nurse.page)).toHaveCount(0);

    // 查看阅读记录: exactly the audience, read, with the time.
    await row.getByRole('button', { name: '查看阅读记录' }).click();
    const dialog = page.getByRole('dialog', { name: `阅读记录：${title}` });
    await expect(dialog).toContainText('通告对象：指定用户：陈护士');
    const records = dialog.getByRole('table', { name: '阅读记录' });
    await expect(records.locator('tbody tr')).toHaveCount(1);
    await expect(records.getByRole('row', { name: /陈护士/ })).toContainText('已读');
    await expect(records.getByRole('row', { name: /陈护士/ })).toContainText(
      /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
    );
    await expect(dialog).toContainText(/已读 1 \/ 共 1 人/);
    await snap(page, testInfo, 'audience-read-records-1280');
    await page.setViewportSize({ width: 375, height: 760 });
    await snap(page, testInfo, 'audience-read-records-375');
    await dialog.getByRole('button', { name: '关闭' }).last().click();
    await page.setViewportSize({ width: 1280, height: 800 });

    // 撤销: gone from the chosen user's 我的消息.
    await row.getByRole('button', { name: '撤销' }).click();
    await page.getByRole('alertdialog', { name: '确认撤销' }).getByRole('button', { name: '确定' }).click();
    await expect(row).toContainText('已撤销');
    await nurse.page.goto('/isps/userAnnouncement');
    await nurse.page.getByRole('tab', { name: '通知公告' }).click();
    await expect(nurse.page.getByRole('region', { name: '通知公告' }).getByRole('row').first()).toBeVisible();
    await expect(nurse.page.getByRole('region', { name: '通知公告' })).not.toContainText(title);
  } finally {
    await nurse.context.close();
    await doctor.context.close();
  }
});

test('通告对象 指定角色: the role picker, role names in the form and list, the role holders reached', async ({
  page,
  baseURL,
}, testInfo) => {
  const title = `科研例会通知${Date.now() % 100000}`;
  await readEverything(baseURL as string, 'researcher');
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByText('系统管理', { exact: true }).click();
  await sideMenu(page).getByRole('link', { name: '通知公告' }).click();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增通知公告' });
  await add.getByLabel('标题', { exact: true }).fill(title);
  await add.getByRole('radiogroup', { name: '通告对象' }).getByRole('radio', { name: '指定角色' }).check();
  await add.getByRole('button', { name: '选择指定角色', exact: true }).click();
  const picker = page.getByRole('dialog', { name: '选择角色' });
  await picker
    .getByRole('row', { name: /研究员/ })
    .getByRole('checkbox')
    .check();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(add.getByRole('textbox', { name: '指定角色', exact: true })).toHaveValue('研究员');
  await page.setViewportSize({ width: 375, height: 760 });
  await snap(page, testInfo, 'audience-role-add-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();
  const row = rowOf(page, title);
  await expect(row).toContainText('指定角色：研究员');
  await snap(page, testInfo, 'audience-list-1280');

  // Editing shows the chosen role by name.
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑通知公告' });
  await expect(edit.getByRole('radio', { name: '指定角色' })).toBeChecked();
  await expect(edit.getByRole('textbox', { name: '指定角色', exact: true })).toHaveValue('研究员');
  await edit.getByRole('button', { name: '关闭' }).first().click();

  await row.getByRole('button', { name: '发布' }).click();
  await page.getByRole('alertdialog', { name: '确认发布' }).getByRole('button', { name: '确定' }).click();
  await expect(row).toContainText('已发布');
  await row.getByRole('button', { name: '查看阅读记录' }).click();
  const records = page
    .getByRole('dialog', { name: `阅读记录：${title}` })
    .getByRole('table', { name: '阅读记录' });
  await expect(records.getByRole('row', { name: /李研究员/ })).toContainText('未读');
  await expect(records.getByRole('row', { name: /王医生/ })).toHaveCount(0);

  // The researcher, signing in, finds it in the bell.
  await page.context().clearCookies();
  await page.goto('/user/login');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'researcher');
  await expect(badge(page)).toBeVisible();
  expect((await noticeTitles(page)).join('\n')).toContain(title);
});
