// Issue 12 item 6 on real pages: 药品名称 of a medication is the popup report picker over 选择药品 (the drug catalogue),
// declared once on the medication resource: 患者列表 → 用药记录's editable table cell and 患者用药's list column read
// it. A pick fills 药品名称 and 规格; the shown name keeps 12 characters (the whole in its tooltip);
// reopened, the picker looks the stored name up (`drugName=<name>,`, a trailing comma) and opens with it ticked.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { chooseOption } from './select-support.js';
import { adminSdkClient, signInHome, sideMenu, snap } from './shell-support.js';

const LONG = '苯磺酸氨氯地平片（络活喜）';
const SHOWN = '苯磺酸氨氯地平片（络活喜...';

async function openMedications(page: Page, name: string, fromMenu = true) {
  if (fromMenu) {
    await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
    await sideMenu(page).getByRole('link', { name: '患者列表' }).click();
  }
  const search = page.getByRole('search', { name: '查询条件' });
  await search.getByLabel('姓名：').fill(name);
  await search.getByRole('button', { name: '查询', exact: true }).click();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: '用药记录' })
    .click();
  return page.getByRole('dialog', { name: `用药记录：${name}` });
}

test('药品名称 is picked from 选择药品 in the 用药记录 table and shown with 12 characters there and in 患者用药', async ({
  page,
  server,
}, testInfo) => {
  const client = await adminSdkClient(server.baseURL);
  const name = `弹窗患者${Date.now() % 100000}`;
  await client.call('patientAdd', { body: { name, sex: '2', status: '1' } as never });
  const patientId = (
    (await client.call('patientList', { query: { name } as never })) as { records: { id: string }[] }
  ).records[0]!.id;

  await signInHome(page, 'admin', '管理员');
  const dialog = await openMedications(page, name);
  const grid = dialog.getByRole('grid', { name: '用药记录' });
  await dialog.getByRole('button', { name: '新增' }).click();

  // The cell's 选择 opens the report: its query form (药品名称 matched anywhere, 药品类别 from the dictionary).
  await grid.getByRole('button', { name: '选择第1行 药品名称' }).click();
  const drugs = page.getByRole('dialog', { name: '选择药品' });
  await expect(drugs.getByRole('columnheader', { name: '生产厂家' })).toBeVisible();
  await drugs.getByLabel('药品名称', { exact: true }).fill('络活喜');
  await drugs.getByRole('button', { name: '查询', exact: true }).click();
  await expect(drugs.getByRole('row', { name: /氨氯地平片 / })).toHaveCount(0);
  await expect(drugs.getByRole('row', { name: new RegExp(LONG) })).toBeVisible();
  await snap(page, testInfo, 'popup-drug-picker');
  // 确定 without a row says so and stays open.
  await drugs.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('请选择一条记录').first()).toBeVisible();
  await drugs.getByLabel('选择 D015').check();
  await drugs.getByRole('button', { name: '确定' }).click();
  await expect(drugs).toBeHidden();

  // 药品名称 shows 12 characters (the whole name as its title); 规格 came from the same row.
  const drugCell = grid.getByLabel('第1行 药品名称', { exact: true });
  await expect(drugCell).toHaveValue(SHOWN);
  await expect(drugCell).toHaveAttribute('title', LONG);
  await expect(grid.locator('[data-cell="0:spec"]')).toContainText('5mg*7片');
  await chooseOption(grid.getByLabel('第1行 用药频次', { exact: true }), '每日一次');
  const start = grid.getByLabel('第1行 开始日期', { exact: true });
  await start.click();
  await start.fill('2026-11-05');
  await start.press('Tab');
  await expect(start).toHaveValue('2026-11-05');
  await snap(page, testInfo, 'popup-cell-picked');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();

  // Reloaded and reopened: the server holds the whole name; the picker looks it up with a trailing comma and opens
  // with its row ticked.
  await page.reload();
  await expect(page.getByRole('heading', { name: '患者列表' })).toBeVisible();
  const again = await openMedications(page, name, false);
  const grid2 = again.getByRole('grid', { name: '用药记录' });
  await expect(grid2.getByLabel('第1行 药品名称', { exact: true })).toHaveValue(SHOWN);
  const lookup = page.waitForRequest(
    (r) =>
      r.url().includes('/online/cgreport/api/getData/') &&
      new URL(r.url()).searchParams.get('drugName') === `${LONG},` &&
      new URL(r.url()).searchParams.get('pageSize') === '1',
  );
  await grid2.getByRole('button', { name: '选择第1行 药品名称' }).click();
  await lookup;
  const drugs2 = page.getByRole('dialog', { name: '选择药品' });
  await expect(drugs2.getByLabel('选择 D001')).not.toBeChecked();
  // D015 is on page 2; confirmed unchanged, the ticked row is the one picked before.
  await drugs2.getByRole('button', { name: '确定' }).click();
  await expect(drugs2).toBeHidden();
  await expect(grid2.getByLabel('第1行 药品名称', { exact: true })).toHaveValue(SHOWN);
  await again.getByText('关闭', { exact: true }).click();

  const saved = (await client.call('medicationList', { query: { patientId } as never })) as {
    records: Record<string, unknown>[];
  };
  expect(saved.records.map((r) => [r.drugName, r.spec])).toEqual([[LONG, '5mg*7片']]);

  // 患者用药: the list cuts the name at 12 characters too.
  const medications = sideMenu(page).getByRole('link', { name: '患者用药' });
  await expect(async () => {
    // the 慢病管理 group may still be open from before the reload
    if (!(await medications.isVisible()))
      await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
    await expect(medications).toBeVisible({ timeout: 1000 });
  }).toPass();
  await medications.click();
  const search = page.getByRole('search', { name: '查询条件' });
  await search.getByLabel('药品名称：').fill('络活喜');
  await search.getByRole('button', { name: '查询', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('cell', { name: SHOWN, exact: true })).toBeVisible();
  await snap(page, testInfo, 'popup-list');
  // On a phone the cut name stays readable.
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, 'popup-list-375');
});
