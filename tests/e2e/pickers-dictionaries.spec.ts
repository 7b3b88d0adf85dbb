// Issue 12 item 6 on real pages: 慢病管理 → 患者用药's advanced query picks 患者 in the search select (typed, searched on
// the server 800 ms after the last key, the name shown, the stored id sent).
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { chooseOption } from './select-support.js';
import { adminSdkClient, signInHome, sideMenu, snap } from './shell-support.js';

const table = (page: Page) => page.locator('table:visible');

test('患者用药: the advanced query finds 患者 by typed name on the server and lists only her medications', async ({
  page,
  baseURL,
}, testInfo) => {
  const client = await adminSdkClient(baseURL!);
  const patients = (await client.call('patientList', {
    query: { pageSize: 40, column: 'name', order: 'asc' } as never,
  })) as { records: { id: string; name: string }[] };
  // Two patients whose names only they bear (neither inside the other): the query must tell them apart.
  const unique: { id: string; name: string }[] = [];
  for (const p of patients.records) {
    const found = (await client.call('loadDict', {
      path: { dictCode: 'chronic_patient,name,id' },
      query: { keyword: p.name, pageSize: 10 },
    })) as unknown[];
    if (found.length !== 1 || unique.some((u) => u.name.includes(p.name) || p.name.includes(u.name)))
      continue;
    unique.push(p);
    if (unique.length === 2) break;
  }
  const [her, other] = unique;
  const medicine = (patientId: string, drugName: string) =>
    client.call('medicationAdd', {
      body: { patientId, drugName, frequency: 'qd', startDate: '2026-11-01' } as never,
    });
  await medicine(her!.id, '氨氯地平片');
  await medicine(her!.id, '阿司匹林肠溶片');
  await medicine(other!.id, '二甲双胍片');
  const hers = (await client.call('medicationList', { query: { patientId: her!.id } as never })) as {
    total: number;
  };

  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
  await sideMenu(page).getByRole('link', { name: '患者用药' }).click();
  await expect(table(page).getByRole('cell', { name: '二甲双胍片' }).first()).toBeVisible();

  await page.getByRole('button', { name: '高级查询' }).click();
  const dialog = page.getByRole('dialog', { name: '高级查询构造器' });
  const first = dialog.getByRole('listitem', { name: '条件 1' });
  await chooseOption(first.getByLabel('选择查询字段'), '患者');
  await first.getByRole('button', { name: '请输入值', exact: true }).click();
  const search = page.getByRole('textbox', { name: '搜索请输入值' });
  const keyword = her!.name;
  const searched = page.waitForRequest(
    (r) =>
      r.url().includes('/sys/dict/loadDict/') && r.url().includes(`keyword=${encodeURIComponent(keyword)}`),
  );
  await search.pressSequentially(keyword, { delay: 50 });
  await searched;
  const options = page.getByRole('listbox', { name: '请输入值' }).getByRole('option');
  await expect(options.filter({ hasText: keyword }).first()).toBeVisible();
  await expect(options.filter({ hasText: other!.name })).toHaveCount(0);
  await snap(page, testInfo, 'medication-query-search');
  await options.filter({ hasText: keyword }).first().click();
  // The trigger shows the name; the condition carries the stored id.
  await expect(first.getByRole('button', { name: '请输入值', exact: true })).toHaveText(keyword);
  const listed = page.waitForRequest(
    (r) => r.url().includes('/chronic/medication/list') && r.url().includes(her!.id),
  );
  await dialog.getByRole('button', { name: '查询', exact: true }).click();
  await listed;
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText(`共 ${hers.total} 条`);
  await expect(table(page).getByRole('cell', { name: '阿司匹林肠溶片' })).toBeVisible();
  await expect(table(page).getByRole('cell', { name: other!.name })).toHaveCount(0);
  await snap(page, testInfo, 'medication-query-result');

  // The query form's 患者 is the same search select: the URL keeps the id, a reload shows the name again.
  await page.getByRole('button', { name: '清空' }).click();
  await expect(table(page).getByRole('cell', { name: '二甲双胍片' }).first()).toBeVisible();
  const form = page.getByRole('search', { name: '查询条件' });
  await form.getByRole('button', { name: '患者' }).click();
  await page.getByRole('textbox', { name: '搜索患者' }).pressSequentially(keyword, { delay: 50 });
  await page.getByRole('listbox', { name: '患者' }).getByRole('option', { name: keyword }).click();
  await form.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`patientId=${her!.id}`));
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText(`共 ${hers.total} 条`);
  await page.reload();
  await expect(form.getByRole('button', { name: '患者' })).toHaveText(keyword);
  await expect(table(page).getByRole('cell', { name: other!.name })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await snap(page, testInfo, 'medication-query-form-375');
});

// 患者列表 → 编辑's 疾病分类 is the category select (JCategorySelect): the 疾病分类 tree one level at a time, the
// category id stored, its name shown again after saving; the advanced query finds the patient by that category.
test('患者列表: 疾病分类 is picked in the category tree, saved, shown by name and found by the advanced query', async ({
  page,
}, testInfo) => {
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
  await sideMenu(page).getByRole('link', { name: '患者列表' }).click();
  const row = table(page).locator('tbody tr[data-index="0"]');
  await expect(row).toBeVisible();
  const name = (await row.locator('td').nth(1).innerText()).trim();
  await row.getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑患者档案' });
  await dialog.getByRole('button', { name: '疾病分类', exact: true }).click();
  const tree = page.getByRole('tree', { name: '疾病分类' });
  await expect(tree.getByRole('treeitem')).toHaveCount(4);
  await tree.getByRole('button', { name: '展开 循环系统疾病' }).click();
  await snap(page, testInfo, 'patient-category-tree');
  await tree.getByRole('button', { name: '原发性高血压', exact: true }).click();
  await expect(dialog.getByRole('button', { name: '疾病分类', exact: true })).toHaveText('原发性高血压');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toHaveCount(0);

  await row.getByRole('button', { name: '编辑' }).click();
  await expect(dialog.getByRole('button', { name: '疾病分类', exact: true })).toHaveText('原发性高血压');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: '高级查询' }).click();
  const query = page.getByRole('dialog', { name: '高级查询构造器' });
  const first = query.getByRole('listitem', { name: '条件 1' });
  await chooseOption(first.getByLabel('选择查询字段'), '疾病分类');
  await first.getByRole('button', { name: '请输入值', exact: true }).click();
  const queryTree = page.getByRole('tree', { name: '请输入值' });
  await queryTree.getByRole('button', { name: '展开 循环系统疾病' }).click();
  await queryTree.getByRole('button', { name: '原发性高血压', exact: true }).click();
  await query.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 1 条');
  await expect(table(page).getByRole('cell', { name, exact: true })).toBeVisible();
  await snap(page, testInfo, 'patient-category-query');
  await page.setViewportSize({ width: 375, height: 800 });
  await row.getByRole('button', { name: '编辑' }).click();
  await snap(page, testInfo, 'patient-category-375');
});
