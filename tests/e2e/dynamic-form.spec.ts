// 动态表单 (issue 18 item 5). Desktop: the administrator designs a form from the side menu (表单设计 → 新增表单, fields
// of the form renderer's types, 已发布) and fills it in 表单数据. Mobile at 375×812: the researcher signs in at
// /dynamicForm/login, lands on /dynamicForm/index, asks to add a record; the administrator (a second user) approves it
// and the record appears; the researcher asks to delete it, the administrator rejects with a reason and it stays.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { adminSdkClient, sideMenu, signIn, signInHome, snap } from './shell-support.js';
import { chooseOption } from './select-support.js';

const PHONE = { width: 375, height: 812 };

async function mobileSignIn(page: Page, username: string) {
  await page.setViewportSize(PHONE);
  await page.goto('/dynamicForm/login');
  await expect(page.getByRole('heading', { name: '动态表单' })).toBeVisible();
  await signIn(page, username, undefined, '/dynamicForm/login');
  await expect(page).toHaveURL(/\/dynamicForm\/index$/);
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
}

async function secondUser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'zh-CN' });
  return { context, page: await context.newPage() };
}

test('表单设计 and 表单数据: a form designed from the menu and filled with the form renderer', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = `随访问卷${Date.now() % 100000}`;
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '动态表单' }).click();
  await sideMenu(page).getByRole('link', { name: '表单设计' }).click();
  await page.getByRole('button', { name: '新增表单' }).click();
  const dialog = page.getByRole('dialog', { name: '新增表单' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入表单名称')).toBeVisible();
  await dialog.getByLabel('表单名称').fill(name);
  await dialog.getByRole('button', { name: '+ 单行文本' }).click();
  await dialog.getByLabel('第1个字段名称').fill('患者姓名');
  await dialog.getByLabel('必填').first().check();
  await dialog.getByRole('button', { name: '+ 单选' }).click();
  await dialog.getByLabel('第2个字段名称').fill('是否吸烟');
  const options = dialog.getByRole('group', { name: '第2个字段的选项' });
  await options.getByLabel('选项1', { exact: true }).fill('是');
  await options.getByLabel('选项2', { exact: true }).fill('否');
  await chooseOption(dialog.getByLabel('状态'), '已发布');
  // The preview is the form renderer itself.
  await expect(dialog.getByRole('region', { name: '表单预览' }).getByLabel('患者姓名')).toBeVisible();
  await snap(page, testInfo, 'dynamic-form-designer-1280');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: '表单列表' }).locator('tbody tr', { hasText: name });
  await expect(row).toContainText('已发布');
  await expect(row).toContainText('患者姓名、是否吸烟');
  await row.getByRole('button', { name: '表单数据' }).click();
  await expect(page).toHaveURL(/\/rws\/dynamicForm\/data\?formId=/);
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: `新增${name}` });
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add.getByText(/请输入患者姓名|患者姓名不能为空|请填写患者姓名/)).toBeVisible();
  await add.getByLabel('患者姓名').fill('赵六');
  await add.getByRole('radio', { name: '是' }).check();
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();
  const data = page.getByRole('table', { name: `${name}数据` });
  await expect(data.locator('tbody tr', { hasText: '赵六' })).toContainText('是');
  await expect(data.locator('tbody tr', { hasText: '赵六' })).toContainText('管理员');
  await snap(page, testInfo, 'dynamic-form-data-1280');
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, 'dynamic-form-data-375');
});

test('mobile /dynamicForm/: an add request approved by a second user, a delete request rejected with a reason', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now() % 100000;
  const formName = `外出登记${stamp}`;
  const person = `申请人${stamp}`;
  const admin = await adminSdkClient(baseURL!);
  await admin.call('dynFormAdd', {
    body: {
      name: formName,
      status: '1',
      fields: [
        { name: 'f1', label: '姓名', type: 'input', required: true },
        { name: 'f2', label: '天数', type: 'inputNumber' },
      ],
    },
  });

  // The researcher: mobile login, the form on 首页, an add request.
  await mobileSignIn(page, 'researcher');
  await snap(page, testInfo, 'mobile-index-375');
  await page.getByRole('link', { name: `填写${formName}` }).click();
  await expect(page.getByRole('heading', { name: `填写${formName}` })).toBeVisible();
  await page.getByLabel('姓名').fill(person);
  await page.getByLabel('天数').fill('3');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL(/\/dynamicForm\/applyDetails\?id=/);
  await expect(page.getByRole('region', { name: '申请信息' })).toContainText('待审核');
  await expect(page.getByRole('region', { name: '申请内容' })).toContainText(person);
  await snap(page, testInfo, 'mobile-apply-details-375');
  // Nothing is added before the audit.
  await page.goto('/dynamicForm/index');
  await page.getByRole('link', { name: '查看数据' }).filter({ visible: true }).first().waitFor();
  await page.goto(`/dynamicForm/list?formId=${await formIdOf(page, formName)}`);
  await expect(page.getByText('暂无数据')).toBeVisible();

  // The administrator, a second user, approves it; he may not audit his own.
  const other = await secondUser(browser, baseURL!);
  await mobileSignIn(other.page, 'admin');
  await other.page
    .getByRole('navigation', { name: '底部导航' })
    .getByRole('link', { name: '待审核' })
    .click();
  await other.page.getByRole('link', { name: new RegExp(`新增申请 · ${formName}`) }).click();
  await expect(other.page.getByRole('region', { name: '申请内容' })).toContainText(person);
  await snap(other.page, testInfo, 'mobile-audit-375');
  await other.page.getByRole('button', { name: '通过' }).click();
  await expect(other.page.getByRole('region', { name: '申请信息' })).toContainText('已通过');
  await expect(other.page.getByRole('region', { name: '处理记录' })).toContainText('审核通过');

  // The record now shows; the researcher asks to delete it.
  await page.reload();
  const record = page.getByRole('list', { name: '数据列表' }).getByRole('link', { name: new RegExp(person) });
  await expect(record).toBeVisible();
  await record.click();
  await expect(page.getByRole('region', { name: formName })).toContainText('3');
  await snap(page, testInfo, 'mobile-data-details-375');
  await page.getByRole('link', { name: '申请删除' }).click();
  await page.getByRole('button', { name: '提交删除申请' }).click();
  await expect(page.getByText('请填写删除原因')).toBeVisible();
  await page.getByLabel('删除原因').fill('重复登记');
  await page.getByRole('button', { name: '提交删除申请' }).click();
  await expect(page.getByRole('region', { name: '申请信息' })).toContainText('删除申请');

  // The administrator rejects it: a reason is needed, and the record stays.
  await other.page.goto('/dynamicForm/applyAudit');
  await other.page.getByRole('link', { name: new RegExp(`删除申请 · ${formName}`) }).click();
  await other.page.getByRole('button', { name: '驳回' }).click();
  await expect(other.page.getByText('请填写驳回原因')).toBeVisible();
  await other.page.getByLabel('审核意见（驳回时必填）').fill('不是重复数据');
  await other.page.getByRole('button', { name: '驳回' }).click();
  await expect(other.page.getByRole('region', { name: '申请信息' })).toContainText('已驳回');
  await expect(other.page.getByRole('region', { name: '处理记录' })).toContainText('驳回原因：不是重复数据');
  await snap(other.page, testInfo, 'mobile-rejected-375');
  await other.context.close();

  await page.goto(`/dynamicForm/list?formId=${await formIdOf(page, formName)}`);
  await expect(
    page.getByRole('list', { name: '数据列表' }).getByRole('link', { name: new RegExp(person) }),
  ).toBeVisible();
  await snap(page, testInfo, 'mobile-list-375');
});

/** The form's id as the researcher's own session reads it (the list link on 首页). */
async function formIdOf(page: Page, formName: string): Promise<string> {
  if (!page.url().endsWith('/dynamicForm/index')) await page.goto('/dynamicForm/index');
  const card = page.getByRole('listitem').filter({ hasText: formName });
  const href = await card.getByRole('link', { name: '查看数据' }).getAttribute('href');
  return new URL(href ?? '', 'http://x').searchParams.get('formId') ?? '';
}
