// Issue 15 item 11, notices: a component notice opens its business page in a dialog (a real page, or the record it
// names), the unread popup's count goes down as messages are read, the side menu's 消息 badge follows a live push at
// once, and a sent message names its sender.
import { createClient, DEFAULT_SIGN_SECRET, jeecgMd5, type ClinicClient } from '@clinic/sdk';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { PASSWORD, sideMenu, signInHome, snap } from './shell-support.js';
import { chooseOption } from './select-support.js';

interface Signed {
  client: ClinicClient;
  userId: string;
}

async function apiSignIn(baseURL: string, username: string): Promise<Signed> {
  const client = createClient({ baseUrl: `${baseURL}/jeecg-boot`, signer: jeecgMd5(DEFAULT_SIGN_SECRET) });
  const result = await client.auth.login({ body: { username, password: PASSWORD } });
  client.setToken(result.token);
  return { client, userId: String(result.userInfo.id) };
}

async function openMessagesPage(page: Page) {
  await page.goto('/isps/userAnnouncement');
  await expect(page.getByRole('table', { name: '消息列表' }).first()).toBeVisible();
}

test('a component notice opens its business page in a dialog: the subject under audit and the task list', async ({
  page,
  baseURL,
}, testInfo) => {
  const admin = await apiSignIn(baseURL as string, 'admin');
  const researcher = await apiSignIn(baseURL as string, 'researcher');
  const projects = await researcher.client.call('myProject', { query: { pageNo: 1, pageSize: 999 } });
  // Other specs create projects for the researcher: take a seeded one that has subjects, whatever the order.
  let found:
    | {
        project: { id: string; projectName: string };
        subject: { id: string; name: string; subjectNo: string };
      }
    | undefined;
  for (const candidate of projects.records as { id: string; projectName: string }[]) {
    const subjects = await researcher.client.call('subjectList', {
      query: { projectId: candidate.id, pageNo: 1, pageSize: 1 },
    });
    const first = (subjects.records as { id: string; name: string; subjectNo: string }[])[0];
    if (first) {
      found = { project: candidate, subject: first };
      break;
    }
  }
  expect(found, 'a seeded project of the researcher with a subject').toBeDefined();
  const { project, subject } = found!;
  const title = `入组申请待审核 ${Date.now()}`;
  await admin.client.call('sendMessage', {
    body: {
      userIds: researcher.userId,
      title,
      content: '请审核受试者的入组申请',
      openType: 'component',
      openPage: 'rws/SubjectAudit',
      busId: subject.id,
    },
  });

  await signInHome(page, 'researcher', '李研究员');
  await page.getByTestId('notice-bell').click();
  await page.getByTestId('notice-item').filter({ hasText: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  const record = dialog.getByRole('region', { name: '受试者' });
  await expect(record.getByText('受试者信息')).toBeVisible();
  await expect(record.getByText(subject.name, { exact: true })).toBeVisible();
  await expect(record.getByText(subject.subjectNo, { exact: true })).toBeVisible();
  // The project by its name, never its id; no placeholder text.
  await expect(record.getByText(project.projectName, { exact: true })).toBeVisible();
  await expect(dialog).not.toContainText(subject.id);
  await expect(dialog).not.toContainText(project.id);
  await expect(dialog).not.toContainText('业务页面');
  await expect(dialog.getByText('发布人：管理员')).toBeVisible();
  await snap(page, testInfo, 'notice-subject-audit-1280');
  await page.setViewportSize({ width: 375, height: 740 });
  await dialog.getByRole('button', { name: '全屏' }).click();
  await snap(page, testInfo, 'notice-subject-audit-375');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });

  // The seeded task reminder names rws/Task: the real 我的任务 page opens in the dialog, the page below keeps its URL.
  await openMessagesPage(page);
  // Messages other specs sent since seeding come first, so the seeded reminder may be on a later page.
  const reminder = page.getByRole('button', { name: '待办：核查数据质疑' }).first();
  const pager = page.getByRole('navigation', { name: '分页' }).first();
  for (let p = 2; p <= 6 && (await reminder.count()) === 0; p++) {
    await pager.getByRole('button', { name: '下一页' }).click();
    await expect(pager).toContainText(`${p} /`);
    await expect(page.getByRole('table', { name: '消息列表' }).first()).not.toHaveAttribute(
      'aria-busy',
      'true',
    );
  }
  // Paging writes the page number into the address: the dialog must leave the address as it is from here on.
  const before = page.url();
  await reminder.click();
  const tasks = page.getByRole('dialog', { name: '待办：核查数据质疑' });
  const table = tasks.getByRole('table', { name: '任务列表' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table).toContainText('核查随访数据');
  await chooseOption(tasks.getByLabel('状态'), '进行中');
  await expect(table.getByText('完成基线数据录入')).toHaveCount(0);
  expect(page.url()).toBe(before);
  await snap(page, testInfo, 'notice-task-page-1280');
  await tasks.getByRole('button', { name: '关闭' }).click();
  await expect(tasks).toBeHidden();
});

test('a sent message shows its sender’s real name, a system message 系统', async ({ page, baseURL }) => {
  const admin = await apiSignIn(baseURL as string, 'admin');
  const doctor = await apiSignIn(baseURL as string, 'doctor');
  const title = `血压复核提醒 ${Date.now()}`;
  await admin.client.call('sendMessage', {
    body: { userIds: doctor.userId, title, content: '请复核今日血压' },
  });

  await signInHome(page, 'doctor', '王医生');
  await page.getByTestId('notice-bell').click();
  await page.getByTestId('notice-item').filter({ hasText: title }).click();
  const detail = page.getByTestId('announcement-detail');
  await expect(detail.getByRole('heading', { name: title })).toBeVisible();
  await expect(detail.getByText('发布人：管理员')).toBeVisible();
  await page.keyboard.press('Escape');

  // The seeded upgrade notice was written by the system.
  await openMessagesPage(page);
  await page.getByRole('button', { name: '系统升级通知' }).first().click();
  await expect(detail.getByRole('heading', { name: '系统升级通知' })).toBeVisible();
  await expect(detail.getByText('发布人：系统')).toBeVisible();
});

test('the TB-D-WEB unread popup counts down as its messages are read', async ({
  page,
  baseURL,
}, testInfo) => {
  const admin = await apiSignIn(baseURL as string, 'admin');
  const nurse = await apiSignIn(baseURL as string, 'nurse');
  await nurse.client.call('readAllMessages');
  const stamp = Date.now();
  for (const n of [1, 2, 3]) {
    await admin.client.call('sendMessage', {
      body: { userIds: nurse.userId, title: `三日提醒${n}-${stamp}` },
    });
  }
  await page.goto('/user/login?appCode=TB-D-WEB');
  await page.getByLabel('用户名', { exact: true }).fill('nurse');
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const popup = page.getByRole('dialog', { name: /近3天未读消息/ });
  const title = page.getByTestId('unread-popup-title');
  // Three unread; the first is shown, so read: two left.
  await expect(title).toHaveText('近3天未读消息（2）');
  await popup.getByRole('button', { name: '下一条' }).click();
  await expect(title).toHaveText('近3天未读消息（1）');
  await popup.getByRole('button', { name: '上一条' }).click();
  await expect(title).toHaveText('近3天未读消息（1）');
  await popup.getByRole('button', { name: '下一条' }).click();
  await popup.getByRole('button', { name: '下一条' }).click();
  await expect(title).toHaveText('近3天未读消息（0）');
  await snap(page, testInfo, 'unread-popup-counted-1280');
});

test('the side menu 消息 badge follows a live push as the bell does, not on its 10 s timer', async ({
  page,
  baseURL,
}) => {
  const admin = await apiSignIn(baseURL as string, 'admin');
  const doctor = await apiSignIn(baseURL as string, 'doctor');
  await doctor.client.call('readAllMessages');
  await signInHome(page, 'doctor', '王医生');
  const messages = sideMenu(page).getByRole('button', { name: /^消息/ });
  await expect(messages).not.toContainText(/\d/);
  await expect(page.getByTestId('notice-badge')).toHaveCount(0);
  // Let the menu's own 10 s timer fire once, so the push lands in the middle of its wait.
  await page.waitForTimeout(1_000);
  await admin.client.call('sendMessage', {
    body: { userIds: doctor.userId, title: `角标同步 ${Date.now()}` },
  });
  await expect(page.getByTestId('notice-badge')).toHaveText('1', { timeout: 4_000 });
  await expect(messages).toContainText('1', { timeout: 2_000 });
});
