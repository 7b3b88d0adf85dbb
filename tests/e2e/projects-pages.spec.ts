// Issue 7's research pages in the RWS-P-WEB shell: workbench, tasks, project settings, my feedback (submit and
// list), and the patient-abnormal page (患者异常) a patientAbnormal message leads to.
import { test, expect } from './fixtures.js';
import { chooseOption } from './select-support.js';
import { researchRail, signInResearch, openProjectPage } from './research-support.js';

const rail = researchRail;

test('workbench, tasks and project settings show the current project and the user’s tasks', async ({
  page,
}) => {
  await signInResearch(page, 'researcher');
  await rail(page).getByRole('link', { name: '工作台' }).click();
  await expect(page).toHaveURL(/\/workbench$/);
  const workbench = page.getByRole('region', { name: '工作台' });
  await expect(workbench.getByText('当前项目')).toBeVisible();
  await expect(workbench.getByText('待办任务')).toBeVisible();

  await rail(page).getByRole('link', { name: '任务' }).click();
  await expect(page).toHaveURL(/\/task$/);
  const tasks = page.getByRole('table', { name: '任务列表' });
  await expect(tasks.locator('tbody tr').first()).toBeVisible();
  await chooseOption(page.getByLabel('状态'), '已完成');
  await expect(page).toHaveURL(/task_q\.status=2/);
  // The filtered answer replaces the rows after the address changes: check once it has.
  await expect(async () => {
    for (const cell of await tasks.locator('tbody tr td:nth-child(3)').allTextContents()) {
      expect(['已完成', '暂无数据']).toContain(cell.trim() || '暂无数据');
    }
  }).toPass();

  // The project menu's 任务 lists that project's tasks alone; the rail's lists every project's.
  await rail(page).getByRole('button', { name: '项目' }).hover();
  await page
    .getByTestId('project-hover-list')
    .getByRole('button', { name: /^2型糖尿病真实世界研究/ })
    .click();
  await expect(page.getByTestId('project-name')).toHaveText('2型糖尿病真实世');
  await page.locator('header a[href*="projectId="]').filter({ hasText: '任务' }).click();
  await expect(page).toHaveURL(/\/task\?projectId=/);
  const mine = page.getByRole('region', { name: '我的任务' });
  await expect(mine).toContainText('2型糖尿病真实世界研究 的任务');
  const own = mine.getByRole('table', { name: '任务列表' });
  await expect(own.getByRole('columnheader', { name: '所属项目' })).toHaveCount(0);
  await expect(async () => {
    const titles = await own.locator('tbody tr td:first-child').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toContain('T2DM-RWS');
  }).toPass();
  await mine.getByRole('link', { name: '查看全部项目的任务' }).click();
  await expect(page).not.toHaveURL(/projectId=/);
  await expect(tasks.getByText(/HBP-COHORT|CKD-REG/).first()).toBeVisible();

  await openProjectPage(page, '项目设置');
  await expect(page.getByRole('region', { name: '项目设置' }).getByText('项目名称')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('group-setting.png') });
});

test('my feedback: empty content is refused with 请输入反馈内容, a submitted one is listed', async ({
  page,
}) => {
  await signInResearch(page, 'researcher');
  await rail(page).getByRole('link', { name: '反馈' }).click();
  await expect(page).toHaveURL(/\/system\/feedback\/my\/List$/);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入反馈内容' })).toBeVisible();

  const content = `受试者列表希望支持按入组日期排序 ${Date.now()}`;
  await page.getByLabel('反馈内容').fill(content);
  await page.getByLabel('联系方式').fill('13800138000');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('table', { name: '我的反馈' }).getByText(content)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('feedback.png'), fullPage: true });
});

test("the patient-abnormal page lists the patients' abnormal events", async ({ page }) => {
  await signInResearch(page, 'researcher');
  await page.goto('/chronic/diseaseIntervene/patientManage/patientAbnormal');
  await expect(page.getByRole('heading', { name: '患者异常', level: 2 })).toBeVisible();
  await expect(page.locator('table:visible tbody tr', { hasText: '待干预' }).first()).toBeVisible();
});
