// Data entry and the audit trail of a visit form (issue 18 items 3 and 4): the researcher opens a subject's 未填写
// visit form from 受试者管理, is stopped by the form's rules, saves a draft, submits it (locked: read-only), asks to
// change a value with a reason; the administrator, 项目负责人 of the project, told in the message center, opens the
// request from its message and approves it; the researcher is told of it; the 稽查轨迹 and the field's
// history show the old and new values and the reason; the subject, holding submitted data, cannot be deleted. The
// project's own list of requests (数据修改申请 on 受试者管理) takes the 项目负责人 from a pending one to its decision
// and back. Screenshots at 1280, 390 and 375 px.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { sdkClientAs, snap } from './shell-support.js';
import { openProject, openProjectPage, signInResearch } from './research-support.js';
import { chooseOption, optionNames } from './select-support.js';

const subjectRows = (page: Page) =>
  page.getByRole('region', { name: '受试者管理' }).getByRole('table').locator('tbody tr');

/** Opens the visit form named `form` of the subject whose row reads `subject`. */
async function openForm(page: Page, subject: string, form: RegExp) {
  await subjectRows(page).filter({ hasText: subject }).getByRole('button', { name: '访视表单' }).click();
  const forms = page.getByRole('dialog', { name: `访视记录 · ${subject}` });
  await forms.getByRole('list', { name: '访视表单列表' }).getByRole('button', { name: form }).click();
  return page.getByRole('dialog', { name: '访视表单' });
}

/** The researcher signed in at 受试者管理, and the first of its first ten subjects with a form reading `form`. */
async function researcherAtSubjectWith(page: Page, form: RegExp): Promise<string> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginResearch(page, 'researcher');
  await expect(subjectRows(page).first()).toBeVisible();
  const count = Math.min(await subjectRows(page).count(), 10);
  for (let i = 0; i < count; i++) {
    await subjectRows(page).nth(i).getByRole('button', { name: '访视表单' }).click();
    const forms = page.getByRole('dialog', { name: /访视记录/ });
    await expect(forms.getByRole('list', { name: '访视表单列表' })).toBeVisible();
    await expect(forms.getByText('加载中…')).toHaveCount(0);
    const title = (await forms.getByRole('heading').first().textContent()) ?? '';
    const found = (await forms.getByRole('button', { name: form }).count()) > 0;
    await forms.getByRole('button', { name: '关闭' }).click();
    if (found) return title.replace(/^访视记录 · /, '').trim();
  }
  return '';
}

/** Signs in at the research login and opens the seeded study's subject list. */
async function loginResearch(page: Page, username: string) {
  await signInResearch(page, username);
  await openProject(page, '2型糖尿病真实世界研究');
}

async function secondUser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'zh-CN',
  });
  return { context, page: await context.newPage() };
}

test('a visit form filled, submitted and locked; a change approved by the 项目负责人 shows in the audit trail', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  // The first subject with a 未填写 follow-up form (seeded subjects have one; the journey fills it).
  const subject = await researcherAtSubjectWith(page, /第4周访视 · 随访访视表\s*未填写/);
  expect(subject, 'a seeded subject with an unfilled 第4周访视').not.toBe('');

  const dialog = await openForm(page, subject, /第4周访视/);
  await expect(dialog.getByTestId('visit-form-status')).toHaveText('未填写');
  // 提交 checks the definition's rules in Chinese; nothing is saved.
  await dialog.getByRole('button', { name: '提交', exact: true }).click();
  await expect(dialog.getByText('请选择访视日期!')).toBeVisible();
  await expect(dialog.getByText('请输入收缩压(mmHg)!')).toBeVisible();
  await dialog.getByLabel('访视日期', { exact: true }).fill('2026-11-20');
  // The number box keeps to the definition's range (60–260).
  await dialog.getByLabel('收缩压(mmHg)', { exact: true }).fill('300');
  await dialog.getByRole('button', { name: '提交', exact: true }).click();
  await expect(dialog.getByLabel('收缩压(mmHg)', { exact: true })).toHaveValue('260');
  await expect(dialog.getByText('请输入舒张压(mmHg)!')).toBeVisible();
  await expect(dialog.getByTestId('visit-form-status')).toHaveText('未填写');
  await dialog.getByLabel('收缩压(mmHg)', { exact: true }).fill('138');
  // 保存草稿 takes the form incomplete.
  await dialog.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('草稿已保存', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('visit-form-status')).toHaveText('草稿');
  await dialog.getByLabel('舒张压(mmHg)', { exact: true }).fill('86');
  await dialog.getByLabel('心率(次/分)', { exact: true }).fill('72');
  await dialog.getByLabel('无', { exact: true }).check();
  await snap(page, testInfo, 'visit-form-entry-1280');
  await dialog.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByText('表单已提交', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('visit-form-status')).toHaveText('已提交');

  // Locked: values read-only, no 保存草稿, changes only through a request.
  const values = dialog.getByRole('definition').filter({ hasText: '138' });
  await expect(values.first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: '保存草稿' })).toHaveCount(0);
  await expect(dialog.getByLabel('收缩压(mmHg)', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: '申请修改' }).click();
  const ask = page.getByRole('dialog', { name: '数据修改申请' });
  await ask.getByLabel('收缩压(mmHg)', { exact: true }).fill('132');
  await ask.getByRole('button', { name: '提交申请' }).click();
  await expect(ask.getByText('请填写修改原因')).toBeVisible();
  await ask.getByLabel('修改原因').fill('录入错误，按原始病历更正');
  await ask.getByRole('button', { name: '提交申请' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText('修改申请已提交，待审核通过后生效', { exact: true })).toBeVisible();
  await dialog.getByRole('tab', { name: /数据修改申请/ }).click();
  const requests = dialog.getByRole('list', { name: '数据修改申请列表' });
  await expect(requests).toContainText('待审核');
  await expect(requests).toContainText('李研究员');
  // The researcher cannot approve a request, least of all her own.
  await expect(requests.getByRole('button', { name: '通过' })).toHaveCount(0);
  // Until approved the form keeps its value.
  await dialog.getByRole('tab', { name: '表单' }).click();
  await expect(dialog.getByRole('definition').filter({ hasText: '132' })).toHaveCount(0);

  // The second user: the administrator, 项目负责人 of the project, approves it with a reason.
  const other = await secondUser(browser, baseURL ?? '');
  try {
    // She is told in the message center: the request's message opens the form at its 数据修改申请 tab.
    await loginResearch(other.page, 'admin');
    await other.page.getByTestId('notice-bell').click();
    const bell = other.page.getByRole('dialog', { name: '消息通知' });
    await bell.getByRole('tab', { name: /待办任务/ }).click();
    const told = bell
      .getByTestId('notice-item')
      .filter({ hasText: `数据修改申请待审核：${subject}` })
      .filter({ hasText: '第4周访视' })
      .first();
    await expect(told).toBeVisible();
    await told.click();
    await expect(other.page).toHaveURL(
      (url) => url.pathname === '/medicalRecords/list' && url.searchParams.get('tab') === 'changes',
    );
    const audit = other.page.getByRole('dialog', { name: '访视表单' });
    await expect(audit.getByRole('heading', { name: /第4周访视/ })).toBeVisible();
    await expect(audit.getByRole('tab', { name: /数据修改申请/ })).toHaveAttribute('aria-selected', 'true');
    const list = audit.getByRole('list', { name: '数据修改申请列表' });
    await expect(list).toContainText('录入错误，按原始病历更正');
    await list.getByRole('button', { name: '通过' }).click();
    const approve = other.page.getByRole('dialog', { name: '通过数据修改申请' });
    await approve.getByRole('button', { name: '确定通过' }).click();
    await expect(approve.getByText('请填写审核意见')).toBeVisible();
    await approve.getByLabel('审核意见').fill('已核对原始病历');
    await approve.getByRole('button', { name: '确定通过' }).click();
    await expect(approve).toBeHidden();
    await expect(list).toContainText('已通过');
    await expect(list).toContainText('已核对原始病历');
    await snap(other.page, testInfo, 'visit-form-change-approved-1280');

    // A subject with submitted data is not deleted, even by the 项目负责人: the refusal says so and points to 退出;
    // the row stays.
    await audit.getByRole('button', { name: '关闭' }).click();
    const row = subjectRows(other.page).filter({ hasText: subject });
    await row.getByRole('button', { name: '删除' }).click();
    await other.page
      .getByRole('alertdialog', { name: '确认删除' })
      .getByRole('button', { name: '确定' })
      .click();
    await expect(
      other.page.getByText('受试者已有已提交的访视数据，不能删除，请使用退出').first(),
    ).toBeVisible();
    await expect(row).toHaveCount(1);
  } finally {
    await other.context.close();
  }

  // The researcher is told of the decision.
  await dialog.getByRole('button', { name: '关闭' }).click();
  await page.getByTestId('notice-bell').click();
  const notices = page.getByRole('dialog', { name: '消息通知' });
  await notices.getByRole('tab', { name: /系统通知/ }).click();
  const decided = notices
    .getByTestId('notice-item')
    .filter({ hasText: `数据修改申请已通过：${subject}` })
    .first();
  await expect(decided).toBeVisible();
  await page.keyboard.press('Escape');

  // Deleting a subject is the 项目负责人's: the researcher's row offers none.
  await expect(
    subjectRows(page).filter({ hasText: subject }).getByRole('button', { name: '删除' }),
  ).toHaveCount(0);

  // The researcher reopens the form: the new value, and the trail with both values and the reason.
  const again = await openForm(page, subject, /第4周访视/);
  await expect(again.getByRole('definition').filter({ hasText: '132' }).first()).toBeVisible();
  await again.getByRole('button', { name: '收缩压(mmHg)的修改记录' }).click();
  const history = page.getByRole('dialog', { name: '修改记录 · 收缩压(mmHg)' });
  const changed = history.getByRole('row').filter({ hasText: '数据修改' });
  await expect(changed).toContainText('138');
  await expect(changed).toContainText('132');
  await expect(changed).toContainText('录入错误，按原始病历更正');
  await expect(changed).toContainText('管理员');
  await expect(history.getByRole('row').filter({ hasText: '保存草稿' })).toContainText('138');
  await snap(page, testInfo, 'visit-form-field-history-1280');
  await history.getByRole('button', { name: '关闭' }).click();

  await again.getByRole('tab', { name: '稽查轨迹' }).click();
  const trail = again.getByRole('table', { name: '稽查轨迹' });
  const row = trail.getByRole('row').filter({ hasText: '数据修改' });
  await expect(row).toContainText('收缩压(mmHg)');
  await expect(row).toContainText('138');
  await expect(row).toContainText('132');
  await expect(row).toContainText('录入错误，按原始病历更正');
  await expect(row).toContainText('李研究员');
  await expect(trail.getByRole('row').filter({ hasText: '表单状态' })).toContainText('已提交');
  await expect(trail).toContainText('舒张压(mmHg)');
  await snap(page, testInfo, 'visit-form-audit-trail-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(trail).toBeVisible();
  await snap(page, testInfo, 'visit-form-audit-trail-390');
  await again.getByRole('tab', { name: '表单' }).click();
  await snap(page, testInfo, 'visit-form-locked-390');
});

test("the project's 数据修改申请: the 项目负责人 works through the pending ones from 受试者管理", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  // The first subject whose 基线访视 was submitted at seeding (every third one).
  const subject = await researcherAtSubjectWith(page, /基线访视表\s*已提交/);
  expect(subject, 'a seeded subject with a submitted 基线访视表').not.toBe('');

  // The 项目负责人 is already at 受试者管理: the button's count of pending requests follows the request live.
  const other = await secondUser(browser, baseURL ?? '');
  const admin = other.page;
  try {
    await loginResearch(admin, 'admin');
    const projectId = await admin.getByRole('region', { name: '受试者管理' }).getAttribute('data-project-id');
    const api = await sdkClientAs(baseURL ?? '', 'admin');
    const pendingBefore = (
      await api.call('visitFormChangeProjectList', { query: { projectId: projectId!, status: '0' } })
    ).total;
    const button = admin.getByRole('button', { name: /^数据修改申请/ });
    const badge = button.getByTestId('project-changes-pending');
    if (pendingBefore > 0) await expect(badge).toHaveText(`${pendingBefore}条待审核`);
    else await expect(badge).toHaveCount(0);

    // The researcher asks to change its 收缩压.
    const form = await openForm(page, subject, /基线访视 · 基线访视表/);
    await expect(form.getByTestId('visit-form-status')).toHaveText('已提交');
    await form.getByRole('button', { name: '申请修改' }).click();
    const ask = page.getByRole('dialog', { name: '数据修改申请' });
    await ask.getByLabel('收缩压(mmHg)', { exact: true }).fill('175');
    await ask.getByLabel('修改原因').fill('按门诊原始记录更正收缩压');
    await ask.getByRole('button', { name: '提交申请' }).click();
    await expect(ask).toBeHidden();
    await form.getByRole('button', { name: '关闭' }).click();

    // She sees her own request in the project's list, to read, not to audit.
    await page.getByRole('button', { name: /^数据修改申请/ }).click();
    const mine = page.getByRole('dialog', { name: '项目数据修改申请' });
    const myRow = mine
      .getByRole('table', { name: '数据修改申请列表' })
      .getByRole('row')
      .filter({ hasText: '按门诊原始记录更正收缩压' })
      .filter({ hasText: subject });
    await expect(myRow).toContainText('收缩压(mmHg)');
    await expect(myRow).toContainText('待审核');
    await expect(myRow.getByRole('button', { name: '查看' })).toBeVisible();
    await expect(myRow.getByRole('button', { name: '审核' })).toHaveCount(0);
    await mine.getByRole('button', { name: '关闭' }).click();

    // The request's message, pushed to her bell, moved the count without a reload; the list opens at 待审核.
    await expect(badge).toHaveText(`${pendingBefore + 1}条待审核`);
    await button.click();
    const changes = admin.getByRole('dialog', { name: '项目数据修改申请' });
    await expect(changes.getByRole('tab', { name: /待审核/ })).toHaveAttribute('aria-selected', 'true');
    const table = changes.getByRole('table', { name: '数据修改申请列表' });
    const row = table
      .getByRole('row')
      .filter({ hasText: '按门诊原始记录更正收缩压' })
      .filter({ hasText: subject });
    await expect(row).toContainText('基线访视');
    await expect(row).toContainText('李研究员');
    await expect(row).toContainText('收缩压(mmHg)');
    await snap(admin, testInfo, 'project-changes-1280');
    // The list, its tabs and the pending badges read for everyone (WCAG 2.2 AA), the button's badge included.
    const axe = await new AxeBuilder({ page: admin })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .include('[role="dialog"]')
      .analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    ).toEqual([]);

    // 审核 opens the form at its requests; the decision made there, closing the form returns to the list.
    await row.getByRole('button', { name: '审核' }).click();
    const audit = admin.getByRole('dialog', { name: '访视表单' });
    await expect(audit.getByRole('tab', { name: /数据修改申请/ })).toHaveAttribute('aria-selected', 'true');
    const requests = audit.getByRole('list', { name: '数据修改申请列表' });
    const request = requests.getByRole('listitem').filter({ hasText: '按门诊原始记录更正收缩压' });
    await request.getByRole('button', { name: '驳回' }).click();
    const reject = admin.getByRole('dialog', { name: '驳回数据修改申请' });
    await reject.getByLabel('审核意见').fill('与门诊原始记录一致，无需修改');
    await reject.getByRole('button', { name: '确定驳回' }).click();
    await expect(reject).toBeHidden();
    await expect(request).toContainText('已驳回');
    await audit.getByRole('button', { name: '关闭' }).click();

    await expect(changes).toBeVisible();
    await expect(changes.getByRole('tab', { name: /待审核/ })).toHaveAttribute('aria-selected', 'true');
    await expect(table.getByText('加载中…')).toHaveCount(0);
    await expect(row).toHaveCount(0);
    await changes.getByRole('tab', { name: '已驳回' }).click();
    await expect(row).toContainText('已驳回');
    await expect(row.getByRole('button', { name: '查看' })).toBeVisible();

    await admin.setViewportSize({ width: 375, height: 812 });
    await expect(table).toBeVisible();
    await snap(admin, testInfo, 'project-changes-375');
    await changes.getByRole('button', { name: '关闭' }).click();
    await expect(button).toBeInViewport();
    await snap(admin, testInfo, 'subject-list-header-375');
  } finally {
    await other.context.close();
  }
});

const DATA_PROJECT = '高血压队列随访研究';
const NURSE_ID = '1000000000000000005';

test('a 数据管理员 given the role in 项目设置 reads the forms, fills none and approves a change request', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const base = baseURL ?? '';
  const admin = await sdkClientAs(base, 'admin');
  const projects = await admin.call('myProject', { query: { pageNo: 1, pageSize: 999 } });
  const projectId = (projects.records as { id: string; projectName: string }[]).find(
    (p) => p.projectName === DATA_PROJECT,
  )!.id;
  const membership = async () =>
    (
      (await admin.call('projectMemberList', { query: { projectId, pageNo: 1, pageSize: 100 } })).records as {
        id: string;
        userId: string;
      }[]
    ).find((m) => m.userId === NURSE_ID);
  const other = await secondUser(browser, base);
  try {
    // The 项目负责人 gives 陈护士 the role 数据管理员, offered by name beside the three others.
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInResearch(page, 'admin');
    await openProject(page, DATA_PROJECT);
    await openProjectPage(page, '项目设置');
    const settings = page.getByRole('region', { name: '项目设置' });
    const members = settings.getByRole('table', { name: '项目成员列表' });
    await expect(members).toContainText('项目负责人');
    const stale = await membership();
    if (stale) await admin.call('projectMemberDelete', { query: { id: stale.id } });
    await settings.getByRole('button', { name: '添加成员' }).click();
    const dialog = page.getByRole('dialog', { name: '添加成员' });
    await chooseOption(dialog.getByLabel('成员'), '陈护士');
    expect(await optionNames(dialog.getByLabel('项目角色'))).toEqual([
      '项目负责人',
      '研究员',
      '研究医生',
      '数据管理员',
    ]);
    await chooseOption(dialog.getByLabel('项目角色'), '数据管理员');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect(members.locator('tr', { hasText: '陈护士' })).toContainText('数据管理员');
    await snap(page, testInfo, 'data-manager-member-1280');

    // The researcher asks to change a submitted 基线访视表 of the project (the first journey asks through the form).
    const researcher = await sdkClientAs(base, 'researcher');
    const subjects = await researcher.call('subjectList', { query: { projectId, pageNo: 1, pageSize: 12 } });
    let asked: { form: { id: string; sbp: number }; subject: string } | null = null;
    for (const s of subjects.records as { id: string; name: string }[]) {
      const forms = await researcher.call('visitFormList', { query: { subjectId: s.id } });
      const done = forms.find((f) => f.status === '2' && (f.data as { sbp?: number }).sbp);
      if (done) {
        asked = { form: { id: done.id, sbp: Number((done.data as { sbp: number }).sbp) }, subject: s.name };
        break;
      }
    }
    expect(asked, 'a seeded subject with a submitted form').not.toBeNull();
    const sbp = asked!.form.sbp === 150 ? 151 : 150;
    const reason = `数据管理员核查${Date.now() % 100000}`;
    await researcher.call('visitFormChangeAdd', { body: { id: asked!.form.id, data: { sbp }, reason } });

    // 陈护士 reads the subjects with no button of a role she lacks, and opens the request from 数据修改申请.
    const nurse = other.page;
    await signInResearch(nurse, 'nurse');
    await openProject(nurse, DATA_PROJECT);
    const region = nurse.getByRole('region', { name: '受试者管理' });
    const row = region.getByRole('table').locator('tbody tr', { hasText: asked!.subject }).first();
    await expect(row.getByRole('button', { name: '访视表单' })).toBeVisible();
    for (const name of ['新增', '导入', '导出'])
      await expect(region.getByRole('button', { name, exact: true }), name).toHaveCount(0);
    for (const name of ['编辑', '删除', '退出'])
      await expect(row.getByRole('button', { name, exact: true }), name).toHaveCount(0);
    await nurse.getByRole('button', { name: /^数据修改申请/ }).click();
    const changes = nurse.getByRole('dialog', { name: '项目数据修改申请' });
    const request = changes
      .getByRole('table', { name: '数据修改申请列表' })
      .getByRole('row')
      .filter({ hasText: reason });
    await expect(request).toContainText('李研究员');
    await request.getByRole('button', { name: '审核' }).click();
    const form = nurse.getByRole('dialog', { name: '访视表单' });
    const item = form
      .getByRole('list', { name: '数据修改申请列表' })
      .getByRole('listitem')
      .filter({ hasText: reason });
    await item.getByRole('button', { name: '通过' }).click();
    const approve = nurse.getByRole('dialog', { name: '通过数据修改申请' });
    await approve.getByLabel('审核意见').fill('已核对门诊原始记录');
    await approve.getByRole('button', { name: '确定通过' }).click();
    await expect(approve).toBeHidden();
    await expect(item).toContainText('已通过');

    // The form reads the new value; she may not fill it or ask for a change herself.
    await form.getByRole('tab', { name: '表单' }).click();
    await expect(
      form
        .getByRole('definition')
        .filter({ hasText: String(sbp) })
        .first(),
    ).toBeVisible();
    await expect(
      form.getByText('你的项目角色可查看表单数据与审核修改申请，不能填写或申请修改。'),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: '申请修改' })).toHaveCount(0);
    await snap(nurse, testInfo, 'data-manager-form-1280');
    await nurse.setViewportSize({ width: 375, height: 812 });
    await expect(form.getByRole('button', { name: '关闭' })).toBeInViewport();
    await snap(nurse, testInfo, 'data-manager-form-375');
  } finally {
    await other.context.close();
    const left = await membership();
    if (left) await admin.call('projectMemberDelete', { query: { id: left.id } });
  }
});
