// Issue 7's project journeys in the research shell (RWS-P-WEB): the first project loads quietly at start; an
// identifyFlag user creates a project (请输入项目名称, decimals stripped, 添加成功) and switching to it opens its
// subject list; a user without identifyFlag sees no create button.
import { createClient, DEFAULT_SIGN_SECRET, jeecgMd5 } from '@clinic/sdk';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { signInResearch } from './research-support.js';
import { PASSWORD } from './shell-support.js';

/** One unread message for `username`, sent by admin, so the unread badges have something to show. */
async function sendOneMessage(baseURL: string, username: string) {
  const sign = async (name: string) => {
    const client = createClient({ baseUrl: `${baseURL}/jeecg-boot`, signer: jeecgMd5(DEFAULT_SIGN_SECRET) });
    const result = await client.auth.login({ body: { username: name, password: PASSWORD } });
    client.setToken(result.token);
    return { client, id: String(result.userInfo.id) };
  };
  const [admin, user] = await Promise.all([sign('admin'), sign(username)]);
  await admin.client.call('sendMessage', { body: { userIds: user.id, title: '项目例会提醒' } });
}

const projectItem = (page: Page) =>
  page.getByRole('navigation', { name: '研究导航' }).getByRole('button', { name: '项目' });
const hoverList = (page: Page) => page.getByTestId('project-hover-list');

test('a researcher creates a project and switching to it opens its subject list', async ({
  page,
  baseURL,
}) => {
  await sendOneMessage(baseURL as string, 'researcher');
  await signInResearch(page, 'researcher');
  // First load: the first project becomes current without leaving the home page.
  await expect(page.getByTestId('project-name')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  // The rail's 消息 badge and the header bell show the same unread count.
  const bellCount = page.getByTestId('notice-badge');
  await expect(bellCount).toBeVisible();
  await expect(page.getByTestId('rail-unread-badge')).toHaveText((await bellCount.textContent()) ?? '');

  await projectItem(page).hover();
  await expect(hoverList(page).getByRole('list', { name: '我的项目' })).toBeVisible();
  await hoverList(page).getByRole('button', { name: '创建项目' }).click();
  const dialog = page.getByRole('dialog', { name: '创建项目' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请输入项目名称');

  const name = `糖尿病足溃疡登记研究${Date.now() % 100000}`;
  await dialog.getByLabel('项目名称').fill(name);
  await dialog.getByLabel('项目简称').fill('DFU');
  await dialog.getByLabel('目标例数').fill('120.75');
  await expect(dialog.getByLabel('目标例数')).toHaveValue('120');
  await page.screenshot({ path: test.info().outputPath('create-project.png') });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('添加成功').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  await projectItem(page).hover();
  await hoverList(page).getByRole('searchbox', { name: '搜索项目' }).fill('糖尿病足');
  const created = hoverList(page).getByRole('button', { name: new RegExp(name) });
  await expect(created).toBeVisible();
  await created.click();
  await expect(page).toHaveURL(/\/medicalRecords\/list\?projectId=\d+$/);
  const projectId = new URL(page.url()).searchParams.get('projectId') as string;
  await expect(page.getByRole('region', { name: '受试者管理' })).toHaveAttribute(
    'data-project-id',
    projectId,
  );
  await expect(page.getByRole('heading', { name: `受试者管理 · ${name}` })).toBeVisible();
  // The header shows the project name cut to 8 characters and the project's menu.
  await expect(page.getByTestId('project-name')).toHaveText([...name].slice(0, 8).join(''));
  await expect(page.getByRole('link', { name: '受试者管理' })).toHaveAttribute(
    'href',
    `/medicalRecords/list?projectId=${projectId}`,
  );
  const stored = await page.evaluate(() => window.localStorage.getItem('CURRENT_PROJECT_INFO'));
  expect(stored).toContain(projectId);
});

test('a subject row lists its visit forms and opens one', async ({ page }) => {
  await signInResearch(page, 'researcher');
  // The shell has settled once the first project is current; the hover list then stays as opened.
  await expect(page.getByTestId('project-name')).toBeVisible();
  await projectItem(page).hover();
  await expect(hoverList(page).getByRole('list', { name: '我的项目' })).toBeVisible();
  await hoverList(page)
    .getByRole('button', { name: /2型糖尿病真实世界研究/ })
    .click();
  await expect(page).toHaveURL(/\/medicalRecords\/list\?projectId=\d+$/);
  const table = page.getByRole('region', { name: '受试者管理' }).getByRole('table');
  await table.getByRole('button', { name: '访视表单' }).first().click();
  const forms = page.getByRole('dialog', { name: /访视记录/ });
  const first = forms.getByRole('list', { name: '访视表单列表' }).getByRole('button').first();
  const formName = ((await first.getByTestId('visit-form-item-name').textContent()) ?? '').trim();
  await first.click();
  const dialog = page.getByRole('dialog', { name: '访视表单' });
  await expect(dialog.getByRole('heading', { name: formName })).toBeVisible();
  // The form's fields read as clinical fields with units (its definition's labels), not as stored keys.
  await expect(dialog).toContainText('收缩压(mmHg)');
  await expect(dialog).not.toContainText('sbp');
  await page.screenshot({ path: test.info().outputPath('subject-visit-form.png') });
  await page.screenshot({ path: test.info().outputPath('project-subjects.png'), fullPage: true });
});

test('a user without identifyFlag sees the project list but no create button', async ({ page }) => {
  await signInResearch(page, 'doctor');
  await expect(page.getByTestId('project-name')).toBeVisible();
  await projectItem(page).hover();
  await expect(
    hoverList(page).getByRole('list', { name: '我的项目' }).getByRole('button').first(),
  ).toBeVisible();
  await expect(hoverList(page).getByRole('button', { name: '创建项目' })).toHaveCount(0);
  // Hovering does not take the focus, and focus moving elsewhere (a page finishing its load) leaves the list open.
  expect(
    await page.evaluate(() => document.activeElement?.closest('[data-testid="project-hover-list"]')),
  ).toBeNull();
  await page.getByRole('button', { name: '搜索菜单' }).focus();
  await expect(hoverList(page).getByRole('list', { name: '我的项目' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(hoverList(page)).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('project-list-doctor.png') });
});
