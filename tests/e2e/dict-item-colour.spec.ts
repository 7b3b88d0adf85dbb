// 字典配置's 颜色 on a real page: an item's colour is picked from the swatches (or typed) in the editable table and
// saved; 患者列表 shows that dictionary's values as coloured tags once 刷新字典缓存 brings the edited items in.
// The seeded 患者管理状态 is the platform's (read by every tenant, written by none), so the hospital keeps its own
// copy of the code, which replaces the platform's for its users.
import { test, expect } from './fixtures.js';
import { adminSdkClient, openMenuEntry, sideMenu, signInHome, snap } from './shell-support.js';

test('字典配置 colours reach 患者列表 as tags after 刷新字典缓存', async ({ page, server }, testInfo) => {
  const client = await adminSdkClient(server.baseURL);
  const name = `色标患者${Date.now() % 100000}`;
  await client.call('patientAdd', { body: { name, sex: '1', status: '2' } as never });
  await client.call('dictAdd', { body: { dictName: '本院管理状态', dictCode: 'patient_status' } as never });
  const own = (await client.call('dictList', { query: { dictName: '本院管理状态' } as never })) as {
    records: { id: string }[];
  };
  const dictId = own.records[0]!.id;
  const states = ['在管', '随访中', '已结案', '失访'];
  for (const [i, itemText] of states.entries())
    await client.call('dictItemAdd', {
      body: { dictId, itemText, itemValue: String(i + 1), sortOrder: i + 1 } as never,
    });

  const openPatients = async () => {
    await openMenuEntry(page, '慢病管理', '患者列表');
  };
  await signInHome(page, 'admin', '管理员');
  // 患者列表 first, so the browser keeps 患者管理状态 as it was before the edit.
  await openPatients();
  const search = page.getByRole('search', { name: '查询条件' });
  await search.getByLabel('姓名：').fill(name);
  await search.getByRole('button', { name: '查询', exact: true }).click();
  const patientRow = page.getByRole('row', { name: new RegExp(name) });
  await expect(patientRow).toContainText('随访中');
  await expect(patientRow.locator('[data-color]')).toHaveCount(0);

  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '字典管理' }).click();
  await page.getByLabel('字典名称：').fill('本院管理状态');
  await page
    .getByRole('search', { name: '查询条件' })
    .getByRole('button', { name: '查询', exact: true })
    .click();
  await page
    .getByRole('row', { name: /本院管理状态/ })
    .getByRole('button', { name: '字典配置' })
    .click();
  const dialog = page.getByRole('dialog', { name: '字典配置：本院管理状态' });
  const grid = dialog.getByRole('grid', { name: '字典项' });
  await expect(grid.getByRole('row')).toHaveCount(5);

  // 随访中 (row 2) from the swatches; 已结案 (row 3) typed, first wrong, with the format's message beside it.
  await grid.getByRole('button', { name: '第2行 颜色 选择颜色' }).click();
  await page
    .getByRole('dialog', { name: '第2行 颜色 选择颜色' })
    .getByRole('button', { name: '橙色' })
    .click();
  await expect(grid.getByLabel('第2行 颜色', { exact: true })).toHaveValue('#FA8C16');
  const typed = grid.getByLabel('第3行 颜色', { exact: true });
  await typed.fill('灰');
  await typed.blur();
  await expect(grid.locator('[data-cell="2:itemColor"]')).toContainText('请输入正确的颜色值，如 #1890FF');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请先改正表格中标红的内容').first()).toBeVisible();
  await typed.fill('#8c8c8c');
  await typed.blur();
  await expect(grid.locator('[data-cell="2:itemColor"]')).not.toContainText('请输入正确的颜色值');
  await snap(page, testInfo, 'dict-colour-editing');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  // Reopened, the table reads the colours back from the server.
  await dialog.getByRole('button', { name: '关闭' }).first().click();
  await page
    .getByRole('row', { name: /本院管理状态/ })
    .getByRole('button', { name: '字典配置' })
    .click();
  await expect(grid.getByLabel('第2行 颜色', { exact: true })).toHaveValue('#FA8C16');
  await expect(grid.getByLabel('第3行 颜色', { exact: true })).toHaveValue('#8c8c8c');
  await page.keyboard.press('Escape');

  // Until the cache is refreshed, the list keeps the items it had; 刷新字典缓存 brings the colours in.
  await page.reload();
  await openPatients();
  await search.getByLabel('姓名：').fill(name);
  await search.getByRole('button', { name: '查询', exact: true }).click();
  await expect(patientRow).toContainText('随访中');
  await expect(patientRow.locator('[data-color]')).toHaveCount(0);
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '刷新字典缓存' }).click();
  await expect(page.getByText('刷新缓存完成！', { exact: true }).last()).toBeVisible();
  await page.reload();
  await search.getByLabel('姓名：').fill(name);
  await search.getByRole('button', { name: '查询', exact: true }).click();
  const tag = patientRow.locator('[data-color]');
  await expect(tag).toHaveText('随访中');
  await expect(tag).toHaveAttribute('data-color', '#FA8C16');
  await snap(page, testInfo, 'dict-colour-patient-list');
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, 'dict-colour-patient-list-375');

  // The hospital's copy goes, so the other journeys read the platform's 患者管理状态 again.
  const items = (await client.call('dictItemList', { query: { dictId, pageSize: 100 } as never })) as {
    records: { id: string }[];
  };
  await client.call('dictItemDeleteBatch', { query: { ids: items.records.map((r) => r.id).join(',') } });
  await client.call('dictDelete', { query: { id: dictId } as never });
});

test('a platform dictionary is read by the hospital, not written: no 编辑 / 删除, 字典配置 without 保存', async ({
  page,
}, testInfo) => {
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await sideMenu(page).getByRole('link', { name: '字典管理' }).click();
  await page.getByLabel('字典编码：').fill('sex');
  await page
    .getByRole('search', { name: '查询条件' })
    .getByRole('button', { name: '查询', exact: true })
    .click();
  const row = page.getByRole('row', { name: /性别/ }).filter({ hasText: '平台' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: '字典配置' })).toBeVisible();
  await expect(row.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: '删除' })).toHaveCount(0);
  await snap(page, testInfo, 'dict-platform-row');

  await row.getByRole('button', { name: '字典配置' }).click();
  const dialog = page.getByRole('dialog', { name: '字典配置：性别（平台字典，只读）' });
  const grid = dialog.getByRole('grid', { name: '字典项' });
  await expect(grid.getByRole('row').filter({ hasText: '男' })).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: '保存' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: '新增' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: '撤销' })).toHaveCount(0);
  await snap(page, testInfo, 'dict-platform-items');
});
