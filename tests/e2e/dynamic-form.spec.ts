// 动态表单 (issue 18 item 5). Desktop: the administrator designs a form from the side menu (表单设计 → 新增表单, fields
// of the form renderer's types, 已发布) and fills it in 表单数据. Mobile at 375×812: the researcher signs in at
// /dynamicForm/login, lands on /dynamicForm/index, asks to add a record; the administrator (a second user) approves it
// and the record appears; the researcher asks to delete it, the administrator rejects with a reason and it stays.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { adminSdkClient, sdkClientAs, sideMenu, signIn, signInHome, snap } from './shell-support.js';
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

test('mobile /dynamicForm/: 我的数据, a change request audited side by side, two duplicates merged field by field', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now() % 100000;
  const formName = `随访登记${stamp}`;
  const twin = `重复${stamp}`;
  const single = `单条${stamp}`;
  // Three records the researcher asked for and the administrator approved: two of them duplicates of one person.
  const admin = await adminSdkClient(baseURL!);
  const researcher = await sdkClientAs(baseURL!, 'researcher');
  const form = await admin.call('dynFormAdd', {
    body: {
      name: formName,
      status: '1',
      fields: [
        { name: 'f1', label: '姓名', type: 'input', required: true },
        { name: 'f2', label: '天数', type: 'inputNumber' },
        { name: 'f3', label: '电话', type: 'input' },
      ],
    },
  });
  for (const data of [
    { f1: twin, f2: 3, f3: '' },
    { f1: twin, f2: 5, f3: '13800000000' },
    { f1: single, f2: 2, f3: '' },
  ]) {
    const sent = await researcher.call('dynFormApplyAdd', { body: { formId: form.id, kind: 'add', data } });
    await admin.call('dynFormApplyAudit', { body: { id: sent.id, approve: true } });
  }

  // 我的数据: the researcher's records of the form, told apart by their other values.
  await mobileSignIn(page, 'researcher');
  const tabs = page.getByRole('navigation', { name: '底部导航' });
  await tabs.getByRole('link', { name: '我的数据' }).click();
  await expect(page).toHaveURL(/\/dynamicForm\/mList$/);
  await page
    .getByRole('list', { name: '选择表单' })
    .getByRole('link', { name: new RegExp(formName) })
    .click();
  await expect(page.getByRole('heading', { name: `${formName}（我的）` })).toBeVisible();
  const mine = page.getByRole('list', { name: '数据列表' });
  await expect(mine.getByRole('link')).toHaveCount(3);
  await expect(mine.getByRole('link', { name: new RegExp(`${twin}.*天数 5`) })).toBeVisible();
  await snap(page, testInfo, 'mobile-mlist-375');

  // 数据变更: the single record's 天数 from 2 to 4, with a reason.
  await tabs.getByRole('link', { name: '数据变更' }).click();
  await page
    .getByRole('list', { name: '选择表单' })
    .getByRole('link', { name: new RegExp(formName) })
    .click();
  await page
    .getByRole('list', { name: '数据列表' })
    .getByRole('link', { name: new RegExp(single) })
    .click();
  await expect(page.getByRole('heading', { name: '申请修改' })).toBeVisible();
  await page.getByLabel('天数').fill('4');
  await page.getByLabel('修改原因（选填）').fill('记录有误');
  await page.getByRole('button', { name: '提交修改申请' }).click();
  await expect(page).toHaveURL(/\/dynamicForm\/applyDetails\?id=/);
  await expect(page.getByRole('region', { name: '申请信息' })).toContainText('修改申请');
  await expect(page.getByRole('region', { name: '申请信息' })).toContainText('申请说明：记录有误');

  // 合并重复数据 from the data list: keep the first, pick its duplicate, keep the duplicate's 天数 and 电话.
  await page.goto(`/dynamicForm/mList?formId=${form.id}`);
  await page.getByRole('link', { name: '合并重复数据' }).click();
  await expect(page.getByRole('list', { name: '合并步骤' })).toContainText('1 选择保留的数据');
  await page
    .getByRole('list', { name: '选择保留的数据' })
    .getByRole('link', { name: new RegExp(`${twin}.*天数 3`) })
    .click();
  await expect(page.getByText(`保留：${twin}`)).toBeVisible();
  const duplicates = page.getByRole('list', { name: '选择重复的数据' });
  await expect(duplicates.getByRole('link', { name: new RegExp(`${twin}.*天数 3`) })).toHaveCount(0);
  await duplicates.getByRole('link', { name: new RegExp(`${twin}.*天数 5`) }).click();
  await expect(page.getByRole('heading', { name: '合并数据' })).toBeVisible();
  // 姓名 is the same in both, so only 天数 and 电话 are offered.
  await expect(page.getByRole('group', { name: '姓名' })).toHaveCount(0);
  await page.getByRole('group', { name: '天数' }).getByRole('radio', { name: /5/ }).check();
  await page
    .getByRole('group', { name: '电话' })
    .getByRole('radio', { name: /13800000000/ })
    .check();
  await snap(page, testInfo, 'mobile-apply-merge-375');
  await page.getByRole('button', { name: '提交合并申请' }).click();
  await expect(page).toHaveURL(/\/dynamicForm\/applyDetails\?id=/);
  await expect(page.getByRole('region', { name: '申请信息' })).toContainText('合并申请');
  await expect(page.getByRole('region', { name: '申请内容' })).toContainText('保留数据：3；重复数据：5');

  // The administrator: 数据修改审核 shows the old and the new value; he approves; then the merge from 待审核.
  const other = await secondUser(browser, baseURL!);
  await mobileSignIn(other.page, 'admin');
  await other.page
    .getByRole('navigation', { name: '底部导航' })
    .getByRole('link', { name: '待审核' })
    .click();
  await other.page.getByRole('link', { name: '只看数据修改申请' }).click();
  await expect(other.page).toHaveURL(/\/dynamicForm\/dataApplyAudit$/);
  const edits = other.page.getByRole('list', { name: '待审核的申请' });
  await expect(edits.getByRole('link', { name: new RegExp(`合并申请 · ${formName}`) })).toHaveCount(0);
  await edits.getByRole('link', { name: new RegExp(`修改申请 · ${formName}`) }).click();
  await expect(other.page.getByRole('heading', { name: '审核数据修改' })).toBeVisible();
  const change = other.page.getByRole('region', { name: '申请内容' });
  await expect(change.locator('del')).toHaveText('2');
  await expect(change).toContainText('→ 4');
  await snap(other.page, testInfo, 'mobile-data-apply-audit-375');
  await other.page.getByRole('button', { name: '通过' }).click();
  await expect(other.page.getByRole('region', { name: '申请信息' })).toContainText('已通过');
  await other.page.goto('/dynamicForm/applyAudit');
  await other.page.getByRole('link', { name: new RegExp(`合并申请 · ${formName}`) }).click();
  await other.page.getByRole('button', { name: '通过' }).click();
  await expect(other.page.getByRole('region', { name: '处理记录' })).toContainText('审核通过');
  await other.context.close();

  // Two records remain: the kept one with the chosen values, and the changed one.
  await page.goto(`/dynamicForm/mList?formId=${form.id}`);
  await expect(mine.getByRole('link')).toHaveCount(2);
  await mine.getByRole('link', { name: new RegExp(twin) }).click();
  const kept = page.getByRole('region', { name: formName });
  await expect(kept).toContainText('5');
  await expect(kept).toContainText('13800000000');
  // Its history: the add request that created it and the merge, each with its outcome.
  const history = page.getByRole('list', { name: '这条数据的申请' });
  await expect(history.getByRole('link', { name: /合并申请.*已通过/ })).toBeVisible();
  await expect(history.getByRole('link', { name: /新增申请.*已通过/ })).toBeVisible();
  await page.goBack();
  await mine.getByRole('link', { name: new RegExp(single) }).click();
  await expect(page.getByRole('region', { name: formName })).toContainText('4');
  await expect(page.getByRole('region', { name: formName })).toContainText('最后修改');
  await page
    .getByRole('list', { name: '这条数据的申请' })
    .getByRole('link', { name: /修改申请/ })
    .click();
  await expect(page.getByRole('region', { name: '处理记录' })).toContainText('审核通过');
  await page.goBack();
  await snap(page, testInfo, 'mobile-merged-375');
});

/** The form's id as the researcher's own session reads it (the list link on 首页). */
async function formIdOf(page: Page, formName: string): Promise<string> {
  if (!page.url().endsWith('/dynamicForm/index')) await page.goto('/dynamicForm/index');
  const card = page.getByRole('listitem').filter({ hasText: formName });
  const href = await card.getByRole('link', { name: '查看数据' }).getAttribute('href');
  return new URL(href ?? '', 'http://x').searchParams.get('formId') ?? '';
}
