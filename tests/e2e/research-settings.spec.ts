// 项目设置 in the research application (issue 18 item 2) as the project's 项目负责人: opened from the research menu,
// a group, a visit with its window and CRF form and a member with a project role are added; a subject enrolled into
// the new group then lists its scheduled visits by name with their windows in 访视表单. 1280 and 390 px. A 项目负责人
// without the user-list permission (李研究员 of 慢性肾病登记研究) picks a member by name as well.
import { test, expect } from './fixtures.js';
import { snap } from './shell-support.js';
import { chooseOption, optionNames } from './select-support.js';
import { openProject, signInResearch, openProjectPage } from './research-support.js';

test('the 项目负责人 sets up groups, a visit and a member; an enrolled subject gets the visits by name', async ({
  page,
}, testInfo) => {
  const stamp = String(Date.now() % 1000000);
  const group = `试验组${stamp}`;
  const visit = `第2周访视${stamp}`;
  await signInResearch(page, 'admin');
  await openProject(page, '2型糖尿病真实世界研究');
  await openProjectPage(page, '项目设置');
  await expect(page).toHaveURL(/\/medicalRecords\/groupSetting/);
  const settings = page.getByRole('region', { name: '项目设置' });
  // The seeded plan reads by name: visits in order with their windows and forms.
  const plan = settings.getByRole('table', { name: '访视计划列表' });
  await expect(plan).toContainText('基线访视');
  await expect(plan).toContainText('基线访视表、实验室检查');
  // A window that opens on the visit's day reads 0, not −0.
  await expect(plan.locator('tr', { hasText: '基线访视表、实验室检查' })).toContainText('0 / +3 天');
  await expect(plan).not.toContainText('−0');
  await expect(settings.getByRole('table', { name: '项目成员列表' })).toContainText('项目负责人');

  // 分组: a repeated name is refused, a new one listed.
  await settings.getByRole('button', { name: '新增分组' }).click();
  let dialog = page.getByRole('dialog', { name: '新增分组' });
  await dialog.getByLabel('分组名称').fill('强化治疗组');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('该项目已有同名分组', { exact: true })).toBeVisible();
  await dialog.getByLabel('分组名称').fill(group);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(settings.getByRole('table', { name: '分组列表' })).toContainText(group);

  // 访视: day 14, window −2/+2, the form 实验室检查.
  await settings.getByRole('button', { name: '新增访视' }).click();
  dialog = page.getByRole('dialog', { name: '新增访视' });
  await dialog.getByLabel('访视名称').fill(visit);
  await dialog.getByLabel('顺序').fill('2');
  await dialog.getByLabel('入组后天数').fill('14');
  await dialog.getByLabel('窗口期（前，天）').fill('2');
  await dialog.getByLabel('窗口期（后，天）').fill('2');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请选择访视的 CRF 表单', { exact: true })).toBeVisible();
  await dialog.getByRole('checkbox', { name: '实验室检查' }).check();
  await snap(page, testInfo, 'settings-visit-1280');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(plan.locator('tr', { hasText: visit })).toContainText('第 14 天');
  await expect(plan.locator('tr', { hasText: visit })).toContainText('−2 / +2 天');

  // 成员: a user of the clinic by name, with a project role by name.
  await settings.getByRole('button', { name: '添加成员' }).click();
  dialog = page.getByRole('dialog', { name: '添加成员' });
  const candidates = await optionNames(dialog.getByLabel('成员'));
  const someone = candidates[0]!;
  await chooseOption(dialog.getByLabel('成员'), someone);
  await chooseOption(dialog.getByLabel('项目角色'), '研究医生');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const member = settings.getByRole('table', { name: '项目成员列表' }).locator('tr', { hasText: someone });
  await expect(member).toContainText('研究医生');
  await snap(page, testInfo, 'settings-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the tables scroll inside their cards: the page itself is no wider than the screen, so each card's
  // button stays on it.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const scroll = document.getElementById('shell-scroll')!;
        return scroll.scrollWidth - scroll.clientWidth;
      }),
    )
    .toBe(0);
  await settings.getByRole('button', { name: '新增访视' }).scrollIntoViewIfNeeded();
  await expect(settings.getByRole('button', { name: '新增访视' })).toBeInViewport({ ratio: 1 });
  await snap(page, testInfo, 'settings-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // 入组 into the new group: the visit forms follow the plan, by name, with due dates and windows.
  await openProjectPage(page, '受试者管理');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增受试者' });
  await add.getByLabel('筛选号', { exact: true }).fill(`SC${stamp}`);
  await add.getByLabel('受试者编号', { exact: true }).fill(`S${stamp}`);
  await add.getByLabel('姓名', { exact: true }).fill(`设置${stamp}`);
  // 分组 is chosen from the project's groups, the new one among them.
  await chooseOption(add.getByLabel('分组', { exact: true }), group);
  await add.getByLabel('知情同意日期', { exact: true }).fill('2026-11-20');
  await add.getByLabel('入组日期', { exact: true }).fill('2026-11-21');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();
  const row = page.locator('table:visible tbody tr', { hasText: `设置${stamp}` });
  await expect(row).toContainText(group);
  await row.getByRole('button', { name: '访视表单' }).click();
  const forms = page.getByRole('list', { name: '访视表单列表' });
  await expect(forms).toContainText('基线访视 · 基线访视表');
  await expect(forms).toContainText(`${visit} · 实验室检查`);
  await expect(forms.locator('li', { hasText: visit })).toContainText(
    '计划 2026-12-05（窗口期 2026-12-03 至 2026-12-07）',
  );
  await expect(forms).not.toContainText(/\d{15,}/);
  await snap(page, testInfo, 'settings-schedule-1280');

  // The visit moves a week later in the plan: the enrolled subject's unsubmitted form follows it.
  await page.keyboard.press('Escape');
  await openProjectPage(page, '项目设置');
  await settings
    .getByRole('table', { name: '访视计划列表' })
    .locator('tr', { hasText: visit })
    .getByRole('button', { name: '编辑' })
    .click();
  const edit = page.getByRole('dialog', { name: '编辑访视' });
  await expect(edit).toContainText('已填写的数据不受影响');
  await edit.getByLabel('入组后天数').fill('21');
  await snap(page, testInfo, 'visit-edit-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await snap(page, testInfo, 'visit-edit-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(
    settings.getByRole('table', { name: '访视计划列表' }).locator('tr', { hasText: visit }),
  ).toContainText('第 21 天');
  await openProjectPage(page, '受试者管理');
  await page
    .locator('table:visible tbody tr', { hasText: `设置${stamp}` })
    .getByRole('button', { name: '访视表单' })
    .click();
  await expect(forms.locator('li', { hasText: visit })).toContainText(
    '计划 2026-12-12（窗口期 2026-12-10 至 2026-12-14）',
  );
});

test('a 项目负责人 who may not list the clinic’s users still picks a new member by name, from the clinic only', async ({
  page,
}, testInfo) => {
  // 李研究员 leads 慢性肾病登记研究 but holds no 用户管理 permission: the candidates come from the member field's
  // labels, which whoever may add a member may read.
  await signInResearch(page, 'researcher');
  await openProject(page, '慢性肾病登记研究');
  await openProjectPage(page, '项目设置');
  const settings = page.getByRole('region', { name: '项目设置' });
  await expect(settings.getByRole('definition').getByText('项目负责人', { exact: true })).toBeVisible();
  await settings.getByRole('button', { name: '添加成员' }).click();
  const dialog = page.getByRole('dialog', { name: '添加成员' });
  const candidates = await optionNames(dialog.getByLabel('成员'));
  expect(candidates).toContain('陈护士');
  // Members already in the project are not offered again; users of other tenants never.
  for (const absent of ['王医生', '李研究员', '赵管理员', '孙医生', '周医生'])
    expect(candidates).not.toContain(absent);
  await chooseOption(dialog.getByLabel('成员'), '陈护士');
  await chooseOption(dialog.getByLabel('项目角色'), '研究医生');
  await snap(page, testInfo, 'member-pick-1280');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const members = settings.getByRole('table', { name: '项目成员列表' });
  const nurse = members.locator('tr', { hasText: '陈护士' });
  await expect(nurse).toContainText('研究医生');
  // Taken out again, so the demo project keeps its three members.
  await nurse.getByRole('button', { name: '移除' }).click();
  await page.getByRole('alertdialog', { name: '移除成员' }).getByRole('button', { name: '确定' }).click();
  await expect(nurse).toHaveCount(0);
});
