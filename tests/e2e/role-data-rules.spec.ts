// 数据规则 (issue 16 item 2): an administrator gives the 医生 role the rule 患者档案 · 姓名 等于 <a patient> in 角色管理;
// 王医生, who holds that role, then sees only that patient on 患者列表; once the rule is 停用 every patient is back.
import { createClient, DEFAULT_SIGN_SECRET, jeecgMd5 } from '@clinic/sdk';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { PASSWORD, signIn, signInHome, sideMenu, snap } from './shell-support.js';

const LIST = '/chronic/patient/list';
const table = (page: Page) => page.locator('table:visible').first();
const pager = (page: Page) => page.getByRole('navigation', { name: '分页' });

/** The list's 共 N 条 once its rows have loaded. */
async function totalOf(page: Page): Promise<number> {
  await expect(table(page).locator('tbody tr').first()).toBeVisible();
  await expect(pager(page)).toContainText(/共 [1-9]\d* 条/);
  return Number(/共 (\d+) 条/.exec((await pager(page).textContent()) ?? '')?.[1]);
}

test('角色管理 → 数据规则: a 医生 sees only the matching patients until the rule is 停用', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A patient name to restrict to, read as the administrator (set-up, not the journey).
  const client = createClient({ baseUrl: `${baseURL}/jeecg-boot`, signer: jeecgMd5(DEFAULT_SIGN_SECRET) });
  client.setToken((await client.auth.login({ body: { username: 'admin', password: PASSWORD } })).token);
  const first = await client.request<{ records: { name: string }[] }>('GET', LIST, {
    query: { pageSize: 1 },
  });
  const name = first.records[0]!.name;

  // 王医生 sees every patient of the clinic to begin with.
  const doctor = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const doctorPage = await doctor.newPage();
  await signIn(doctorPage, 'doctor', PASSWORD);
  await expect(doctorPage).toHaveURL(/\/dashboard\/analysis/);
  await doctorPage.goto(LIST);
  const before = await totalOf(doctorPage);
  expect(before).toBeGreaterThan(1);

  // The administrator opens 数据规则 of 医生 in 角色管理.
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '角色管理' }).click();
  await page.getByRole('search', { name: '查询条件' }).getByLabel('角色名称：', { exact: true }).fill('医生');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  const roleRow = table(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: '医生', exact: true }) });
  await roleRow.getByRole('button', { name: '数据规则' }).click();
  const drawer = page.getByRole('dialog', { name: '数据规则：医生' });
  const rules = drawer.getByRole('table', { name: '数据规则' });
  // The seeded example (own patients) is there, 停用.
  await expect(
    rules.getByRole('row', { name: /患者档案\s*责任医生\s*等于\s*当前用户ID\s*停用/ }),
  ).toBeVisible();

  // 添加规则: 患者档案 · 姓名 等于 <name>.
  await drawer.getByRole('combobox', { name: '资源' }).click();
  await page.getByRole('option', { name: '患者档案', exact: true }).click();
  await drawer.getByRole('combobox', { name: '字段' }).click();
  await page.getByRole('option', { name: '姓名', exact: true }).click();
  await expect(drawer.getByRole('combobox', { name: '条件' })).toHaveText(/等于/);
  await drawer.getByLabel('规则值').fill(name);
  await drawer.getByRole('button', { name: '添加规则' }).click();
  await expect(page.getByText('添加成功').first()).toBeVisible();
  const added = rules.getByRole('row', { name: new RegExp(`姓名\\s*等于\\s*${name}\\s*启用`) });
  await expect(added).toBeVisible();
  await snap(page, testInfo, 'role-data-rules');
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, 'role-data-rules-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // 王医生 now sees only patients of that name.
  await doctorPage.reload();
  await expect.poll(() => totalOf(doctorPage)).toBeLessThan(before);
  const during = await totalOf(doctorPage);
  expect(during).toBeGreaterThanOrEqual(1);
  const shown = table(doctorPage).locator('tbody tr');
  await expect(shown).toHaveCount(during);
  await expect(shown.filter({ hasText: name })).toHaveCount(during);
  await snap(doctorPage, testInfo, 'role-data-rules-doctor');

  // 停用 brings every patient back.
  await added.getByRole('button', { name: /^停用规则/ }).click();
  await expect(page.getByText('已停用').first()).toBeVisible();
  await expect(rules.getByRole('row', { name: new RegExp(`姓名\\s*等于\\s*${name}\\s*停用`) })).toBeVisible();
  await doctorPage.reload();
  await expect.poll(() => totalOf(doctorPage)).toBe(before);

  // 删除 leaves the seeded rule alone.
  await rules
    .getByRole('row', { name: new RegExp(`姓名\\s*等于\\s*${name}`) })
    .getByRole('button', { name: /^删除规则/ })
    .click();
  await expect(page.getByText('删除成功').first()).toBeVisible();
  await expect(rules.getByRole('row', { name: /姓名/ })).toHaveCount(0);
  await doctor.close();
});
