// Issue 7's message journeys: a message sent on the server reaches the open popover over the websocket and its
// badge goes down when opened; mark-all-read; the TB-D-WEB unread popup; hostile announcement HTML stays inert;
// a visitForm message opens its subject list and form.
import { createClient, DEFAULT_SIGN_SECRET, jeecgMd5, type ClinicClient } from '@clinic/sdk';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { chooseOption } from './select-support.js';

const PASSWORD = 'Clinic@2026';

interface Signed {
  client: ClinicClient;
  userId: string;
}

async function signIn(baseURL: string, username: string): Promise<Signed> {
  const client = createClient({ baseUrl: `${baseURL}/jeecg-boot`, signer: jeecgMd5(DEFAULT_SIGN_SECRET) });
  const result = await client.auth.login({ body: { username, password: PASSWORD } });
  client.setToken(result.token);
  return { client, userId: String(result.userInfo.id) };
}

async function login(page: Page, username: string, appCode?: string) {
  await page.goto(appCode ? `/user/login?appCode=${appCode}` : '/user/login');
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis/);
}

const bell = (page: Page) => page.getByTestId('notice-bell');
const badge = (page: Page) => page.getByTestId('notice-badge');

/** Everything the user has unread becomes read, so a test starts from a known count. */
async function readEverything(signed: Signed) {
  await signed.client.call('readAllMessages');
}

test('a message sent on the server appears in the open popover over the websocket, and opening it lowers the badge', async ({
  page,
  baseURL,
}) => {
  const admin = await signIn(baseURL as string, 'admin');
  const doctor = await signIn(baseURL as string, 'doctor');
  await readEverything(doctor);

  const frames: string[] = [];
  page.on('websocket', (socket) => socket.on('framereceived', (frame) => frames.push(String(frame.payload))));
  await login(page, 'doctor');
  await expect(bell(page)).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await bell(page).click();
  const popover = page.getByRole('dialog', { name: '消息通知' });
  await expect(popover).toBeVisible();

  const title = `请复核血压记录 ${Date.now()}`;
  await admin.client.call('sendMessage', {
    body: { userIds: doctor.userId, title, content: '今日随访血压偏高', msgColor: '#f5222d', classify: '1' },
  });
  // Within seconds and without a reload: the push arrives on the socket and the popover refreshes.
  await expect.poll(() => frames.some((f) => f.includes(title)), { timeout: 5_000 }).toBe(true);
  const item = popover.getByTestId('notice-item').filter({ hasText: title });
  await expect(item).toBeVisible({ timeout: 5_000 });
  // The message's own colour (#f5222d), shaded for text that reads 4.5:1 (ui/color-tag textColorOf).
  await expect(item.getByText(title)).toHaveCSS('color', 'rgb(122, 17, 22)');
  await expect(badge(page)).toHaveText('1');
  await page.screenshot({ path: test.info().outputPath('notice-popover.png') });

  await item.click();
  const detail = page.getByTestId('announcement-detail');
  await expect(detail.getByRole('heading', { name: '通知消息' })).toBeVisible();
  await expect(detail.getByRole('heading', { name: title })).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('notice-detail.png') });
});

test('全部已读 on the messages page clears the badge; the read filter lists them as read', async ({
  page,
  baseURL,
}) => {
  const admin = await signIn(baseURL as string, 'admin');
  const doctor = await signIn(baseURL as string, 'doctor');
  await readEverything(doctor);
  const stamp = Date.now();
  for (const n of [1, 2, 3]) {
    await admin.client.call('sendMessage', {
      body: { userIds: doctor.userId, title: `待办提醒${n}-${stamp}` },
    });
  }

  await login(page, 'doctor');
  await expect(badge(page)).toHaveText('3');
  await bell(page).click();
  await page.getByRole('button', { name: '查看更多' }).click();
  await expect(page).toHaveURL(/\/isps\/userAnnouncement/);
  const table = page.getByRole('table', { name: '消息列表' });
  await expect(table.getByText(`待办提醒3-${stamp}`)).toBeVisible();
  await expect(table.getByText('未读')).toHaveCount(3);

  await page.getByRole('button', { name: '全部已读' }).click();
  await expect(badge(page)).toHaveCount(0);
  await expect(table.getByText('未读')).toHaveCount(0);
  await chooseOption(page.getByLabel('阅读状态'), '未读');
  await expect(table.getByText('暂无数据')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('messages-page.png'), fullPage: true });
});

test('the TB-D-WEB unread popup walks 上一条 / 下一条 and 全部已读 closes it', async ({ page, baseURL }) => {
  const admin = await signIn(baseURL as string, 'admin');
  const doctor = await signIn(baseURL as string, 'doctor');
  await readEverything(doctor);
  const stamp = Date.now();
  for (const n of [1, 2]) {
    await admin.client.call('sendMessage', {
      body: { userIds: doctor.userId, title: `三日内提醒${n}-${stamp}` },
    });
  }

  await login(page, 'doctor', 'TB-D-WEB');
  const popup = page.getByRole('dialog', { name: /近3天未读消息/ });
  await expect(popup).toBeVisible();
  // Two unread; the one shown is read, so one is left.
  await expect(page.getByTestId('unread-popup-title')).toHaveText('近3天未读消息（1）');
  const shown = popup.getByTestId('unread-popup-message');
  // Newest first: the second message opens the popup.
  await expect(shown).toContainText(`三日内提醒2-${stamp}`);
  await expect(popup.getByRole('button', { name: '上一条' })).toBeDisabled();
  await popup.getByRole('button', { name: '下一条' }).click();
  await expect(shown).toContainText(`三日内提醒1-${stamp}`);
  await expect(popup.getByRole('button', { name: '下一条' })).toBeDisabled();
  await popup.getByRole('button', { name: '上一条' }).click();
  await expect(shown).toContainText(`三日内提醒2-${stamp}`);
  await page.screenshot({ path: test.info().outputPath('unread-popup.png') });
  await popup.getByRole('button', { name: '全部已读' }).click();
  await expect(popup).toBeHidden();
  await expect(badge(page)).toHaveCount(0);
});

test.describe('hostile announcement HTML', () => {
  // The payload's <img src=x> is meant to fail loading (relative to the page); that line alone is expected.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404/] });

  test('an announcement with <img onerror> and <script> renders without running script', async ({
    page,
    baseURL,
  }) => {
    const admin = await signIn(baseURL as string, 'admin');
    const titile = `系统维护通知 ${Date.now()}`;
    await admin.client.call('announcementAdd', {
      body: {
        titile,
        msgContent:
          '<p>今晚<b>22:00</b>维护</p><img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2;alert(2)</script>' +
          '<a href="javascript:window.__xss=3;alert(3)">详情</a>',
        msgType: 'ALL',
        msgCategory: '1',
        priority: 'M',
      },
    });
    const list = await admin.client.call('announcementList', { query: { pageNo: 1, pageSize: 100 } });
    const created = (list.records as { id: string; titile: string }[]).find((r) => r.titile === titile);
    expect(created).toBeDefined();
    await admin.client.call('doReleaseData', { query: { id: String(created?.id) } });

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await login(page, 'doctor');
    await page.goto('/isps/userAnnouncement');
    await page.getByRole('tab', { name: '通知公告' }).click();
    await page.getByRole('button', { name: titile }).click();
    const html = page.getByTestId('announcement-detail').getByTestId('announcement-html');
    await expect(html).toContainText('今晚22:00维护');
    await html.getByText('详情').click();
    await page.screenshot({ path: test.info().outputPath('announcement-xss.png') });
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await html.innerHTML()).not.toMatch(/onerror|<script|javascript:/i);
    expect(dialogs).toEqual([]);
  });
});

test('a visitForm message opens its subject list and the right visit form', async ({ page, baseURL }) => {
  const admin = await signIn(baseURL as string, 'admin');
  const researcher = await signIn(baseURL as string, 'researcher');
  await readEverything(researcher);
  const projects = await researcher.client.call('myProject', { query: { pageNo: 1, pageSize: 999 } });
  const project = (projects.records as { id: string }[])[0] as { id: string };
  const subjects = await researcher.client.call('subjectList', {
    query: { projectId: project.id, pageNo: 1, pageSize: 5 },
  });
  const subject = (subjects.records as { id: string }[])[0] as { id: string };
  const forms = await researcher.client.call('visitFormList', { query: { subjectId: subject.id } });
  const form = forms[forms.length - 1] as (typeof forms)[number];
  const title = `访视表单待审核 ${Date.now()}`;
  await admin.client.call('sendMessage', {
    body: {
      userIds: researcher.userId,
      title,
      classify: '1',
      redirect: {
        webUrl: 'visitForm',
        param: { detailId: form.detailId, caseId: form.caseId, formId: form.formId, projectId: project.id },
      },
    },
  });

  await login(page, 'researcher');
  await bell(page).click();
  await page.getByTestId('notice-item').filter({ hasText: title }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/medicalRecords/list' &&
      url.searchParams.get('detailId') === form.detailId &&
      url.searchParams.get('caseId') === form.caseId &&
      url.searchParams.get('formId') === form.formId &&
      url.searchParams.get('projectId') === project.id,
  );
  const dialog = page.getByRole('dialog', { name: '访视表单' });
  // Named by its visit and CRF form, as staff know it, not by the case and form ids the message carries.
  await expect(dialog.getByTestId('visit-form-visit')).toHaveText(form.visitName ?? '');
  await expect(dialog.getByTestId('visit-form-name')).toHaveText(form.formName ?? '');
  expect(form.visitName).toBeTruthy();
  await expect(dialog.getByRole('heading', { name: form.name })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('visit-form.png'), fullPage: true });
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();
  // Closing the form leaves the project's subject list, without the form's params.
  await expect(page).toHaveURL((url) => url.search === `?projectId=${project.id}`);
  await expect(page.getByRole('region', { name: '受试者管理' })).toHaveAttribute(
    'data-project-id',
    project.id,
  );
  await expect(
    page.getByRole('region', { name: '受试者管理' }).getByRole('table').locator('tbody tr').first(),
  ).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
});
