// 受试者管理 in the research application (RWS-P-WEB) as the researcher: 入组 a subject (筛选号, 知情同意日期), edit
// it, the advanced query with a saved query, 退出 with a required reason (kept as 已退出, no 编辑), and the list and
// 项目设置 at 1280 and 390 px.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { snap } from './shell-support.js';
import { chooseOption } from './select-support.js';
import { openProject, signInResearch, openProjectPage } from './research-support.js';

const table = (page: Page) => page.locator('table:visible');
const rowOf = (page: Page, text: string) => table(page).locator('tbody tr', { hasText: text });

test('a researcher enrols, edits, finds with a saved advanced query and withdraws a subject', async ({
  page,
}, testInfo) => {
  const stamp = String(Date.now() % 1000000);
  const name = `入组${stamp}`;
  await signInResearch(page, 'researcher');
  await openProject(page, '2型糖尿病真实世界研究');
  await openProjectPage(page, '受试者管理');
  await expect(page).toHaveURL(/\/medicalRecords\/list/);
  // 受试者编号 and 筛选号 read whole (no ellipsis): a researcher finds a subject by them. The seeded subject's row,
  // not the first: other journeys on this server enrol subjects whose numbers sort before it.
  const seeded = rowOf(page, 'T2DM-RWS-001');
  await expect(seeded).toBeVisible();
  for (const column of [1, 2]) {
    const cell = seeded.locator('td').nth(column);
    await expect(cell).toHaveText(/^(SC-)?[A-Z0-9]+-[A-Z]+-\d{3}$/);
    expect(
      await cell.evaluate((td) =>
        [td, ...Array.from(td.querySelectorAll('*'))].every((el) => el.scrollWidth <= el.clientWidth + 1),
      ),
    ).toBe(true);
  }

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增受试者' });
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add.getByText('请输入筛选号!')).toBeVisible();
  await add.getByLabel('筛选号', { exact: true }).fill(`SC${stamp}`);
  await add.getByLabel('受试者编号', { exact: true }).fill(`S${stamp}`);
  await add.getByLabel('姓名', { exact: true }).fill(name);
  await add.getByLabel('年龄', { exact: true }).fill('56');
  // 分组 is one of the project's groups (项目设置).
  await chooseOption(add.getByLabel('分组', { exact: true }), '强化治疗组');
  await add.getByLabel('知情同意日期', { exact: true }).fill('2026-11-20');
  await add.getByLabel('入组日期', { exact: true }).fill('2026-11-21');
  await snap(page, testInfo, 'subject-enrol-1280');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();
  await expect(rowOf(page, name)).toContainText(`SC${stamp}`);
  await expect(rowOf(page, name)).toContainText('在组');

  await rowOf(page, name).getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑受试者' });
  await chooseOption(edit.getByLabel('分组', { exact: true }), '常规治疗组');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, name)).toContainText('常规治疗组');

  // 高级查询 on 筛选号, saved under a name.
  await page.getByRole('button', { name: '高级查询' }).click();
  const query = page.getByRole('dialog', { name: '高级查询构造器' });
  const first = query.getByRole('listitem', { name: '条件 1' });
  await chooseOption(first.getByLabel('选择查询字段'), '筛选号');
  await first.getByLabel('请输入值', { exact: true }).fill(`SC${stamp}`);
  await query.getByRole('button', { name: /保存查询/ }).click();
  const prompt = page.getByRole('dialog', { name: '请输入保存的名称' });
  await prompt.getByLabel('保存名称').fill(`筛选号${stamp}`);
  await prompt.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('保存成功', { exact: true })).toBeVisible();
  await expect(query.getByRole('button', { name: `筛选号${stamp}`, exact: true })).toBeVisible();
  await query.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 1 条');
  await expect(rowOf(page, name)).toBeVisible();

  // 退出: the reason is required; the subject stays, 已退出, without 编辑 or 退出.
  await rowOf(page, name).getByRole('button', { name: '退出' }).click();
  const withdraw = page.getByRole('dialog', { name: `受试者退出 · ${name}` });
  await withdraw.getByRole('button', { name: '确认退出' }).click();
  await expect(withdraw.getByRole('alert')).toHaveText('请填写退出原因');
  await withdraw.getByLabel('退出原因').fill('受试者撤回知情同意');
  await withdraw.getByRole('button', { name: '确认退出' }).click();
  await expect(withdraw).toBeHidden();
  await expect(rowOf(page, name)).toContainText('已退出');
  await expect(rowOf(page, name)).toContainText('受试者撤回知情同意');
  await expect(rowOf(page, name).getByRole('button', { name: '编辑' })).toHaveCount(0);
  await expect(rowOf(page, name).getByRole('button', { name: '退出' })).toHaveCount(0);
  await snap(page, testInfo, 'subject-list-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(name).first()).toBeVisible();
  await snap(page, testInfo, 'subject-list-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await openProjectPage(page, '项目设置');
  const settings = page.getByRole('region', { name: '项目设置' });
  // 我的角色 reads the role's name; the 项目成员 table, once loaded, also names roles (研究员 among them).
  await expect(settings.getByRole('definition').getByText('研究员', { exact: true })).toBeVisible();
  await expect(
    settings.getByRole('table', { name: '项目成员列表' }).getByRole('cell', { name: '研究员' }).first(),
  ).toBeVisible();
  await expect(settings.getByText('researcher', { exact: true })).toHaveCount(0);
});

/** Each of the element's text lines: a label squeezed to one character per line has as many lines as characters. */
async function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) tops.push(rect.top);
    }
    tops.sort((a, b) => a - b);
    return tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 8).length;
  });
}

test('the research shell at 390 px: its title, the header items and the subject table read whole', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInResearch(page, 'researcher');
  await openProject(page, '2型糖尿病真实世界研究');
  const header = page.getByRole('banner');
  const title = header.getByText('云病历管理平台', { exact: true });
  await expect(title).toBeVisible();
  expect(await linesOf(title)).toBe(1);
  expect(await linesOf(page.getByTestId('project-name'))).toBe(1);
  const menuLink = header.getByRole('link', { name: '受试者管理' });
  for (const name of ['受试者管理', '项目设置'])
    expect(await linesOf(header.getByRole('link', { name }))).toBe(1);
  await menuLink.click();
  await expect(page).toHaveURL(/\/medicalRecords\/list/);
  // The title stays in view on the list too (the project's menu scrolls beside it, not the title away).
  await expect(title).toBeInViewport();
  const region = page.getByRole('region', { name: '受试者管理' });
  const first = region.getByRole('table').locator('tbody tr').first();
  await expect(first).toBeVisible();
  for (const name of ['受试者编号', '筛选号', '姓名'])
    expect(await linesOf(region.getByRole('columnheader', { name }).first())).toBe(1);
  // The row's own values are in view, not under the 操作 column: the first cells take a click where they are.
  const nameCell = first.locator('td').nth(3);
  await expect(nameCell).not.toHaveText('');
  await nameCell.click({ trial: true, timeout: 2000 });
  for (const name of ['新增', '高级查询'])
    expect(await linesOf(region.getByRole('button', { name, exact: true }).first())).toBe(1);
  await snap(page, testInfo, 'research-shell-390');
});

// Inside a project the role decides (the server refuses the rest): the 项目负责人 may delete, the researcher enrols,
// edits, exports and withdraws, the doctor only opens visit forms. Each member sees exactly the buttons of their role.
const ROLE_BUTTONS: { user: string; toolbar: string[]; row: string[] }[] = [
  { user: 'admin', toolbar: ['新增', '导入', '导出'], row: ['访视表单', '编辑', '删除', '退出'] },
  { user: 'researcher', toolbar: ['新增', '导入', '导出'], row: ['访视表单', '编辑', '退出'] },
  { user: 'doctor', toolbar: [], row: ['访视表单'] },
];

for (const { user, toolbar, row } of ROLE_BUTTONS)
  test(`the ${user} sees on 受试者管理 the buttons of their project role and no other`, async ({
    page,
  }, testInfo) => {
    await signInResearch(page, user);
    await openProject(page, '高血压队列随访研究');
    const region = page.getByRole('region', { name: '受试者管理' });
    const seeded = region.getByRole('table').locator('tbody tr', { hasText: 'HBP-COHORT-001' });
    await expect(seeded.getByRole('button', { name: '访视表单' })).toBeVisible();
    for (const name of ['新增', '导入', '导出'])
      await expect(region.getByRole('button', { name, exact: true }), name).toHaveCount(
        toolbar.includes(name) ? 1 : 0,
      );
    for (const name of ['编辑', '删除', '退出'])
      await expect(seeded.getByRole('button', { name, exact: true }), name).toHaveCount(
        row.includes(name) ? 1 : 0,
      );
    await snap(page, testInfo, `subject-buttons-${user}`);
  });
