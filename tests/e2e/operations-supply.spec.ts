// 运营管理 → 耗材库存 and 耗材订单 (issue 17 item 7) as admin: a supply added, found with the query form, edited and
// exported; 出库 of more than is left refused (库存不足：… 剩余 0个); an order added, its lines chosen from 选择耗材 in
// the editable table, then 提交 → 审批 → 配送 (only the next move is offered, 编辑 only while a draft), the delivery
// adding to the stock; the orders found with the advanced query and exported. A doctor submits but does not approve.
import { test, expect } from './fixtures.js';
import { chooseOption } from './select-support.js';
import { signInHome, snap } from './shell-support.js';
import {
  advancedQuery,
  exportList,
  openOperation,
  queryForm,
  rowOf,
  shoot,
  typeDate,
} from './operations-support.js';

test('耗材库存 and 耗材订单: a supply made, ordered through 提交/审批/配送 into its stock, and issued', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const stamp = Date.now() % 100000;
  const code = `HCT${stamp}`;
  const name = `无菌纱布${stamp}`;
  const supplier = `测试供应商${stamp}`;
  await signInHome(page, 'admin', '管理员');
  await openOperation(page, '耗材库存');

  await page.getByRole('button', { name: '新增', exact: true }).click();
  const add = page.getByRole('dialog', { name: '新增耗材' });
  await add.getByLabel('耗材编码', { exact: true }).fill(code);
  await add.getByLabel('耗材名称', { exact: true }).fill(`纱布${stamp}`);
  await add.getByLabel('规格', { exact: true }).fill('8cm*10cm');
  await chooseOption(add.getByLabel('单位', { exact: true }), '包');
  await add.getByLabel('预警库存', { exact: true }).fill('10');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();

  await queryForm(page).getByLabel('耗材编码：').fill(code);
  await queryForm(page).getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText('共 1 条');
  await rowOf(page, code).getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑耗材' });
  await edit.getByLabel('耗材名称', { exact: true }).fill(name);
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, code)).toContainText(name);
  await page.getByRole('button', { name: '重置' }).click();
  await advancedQuery(page, '耗材名称', { text: name });
  await expect(rowOf(page, code)).toBeVisible();
  await exportList(page, '耗材库存');

  // Nothing in stock yet: 出库 is refused with what is left, and nothing changes.
  await rowOf(page, code).getByRole('button', { name: '出库' }).click();
  const issue = page.getByRole('dialog', { name: '耗材出库' });
  await issue.getByLabel('出库数量').fill('5');
  await issue.getByRole('button', { name: '确定' }).click();
  await expect(issue.getByRole('alert')).toHaveText(`库存不足：${name} 剩余 0包`);
  await shoot(page, testInfo, 'supply-issue-refused');
  await issue.getByRole('button', { name: '取消' }).click();

  // An order with one line chosen from 选择耗材.
  await openOperation(page, '耗材订单');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const order = page.getByRole('dialog', { name: '新增耗材订单' });
  await order.getByLabel('供应商', { exact: true }).fill(supplier);
  await typeDate(order, '订购日期', '2026-11-26');
  await order.getByRole('button', { name: '保存' }).click();
  await expect(order).toBeHidden();
  const row = rowOf(page, supplier);
  await expect(row).toContainText('草稿');
  await expect(row).toContainText(/DH\d{8}-\d{3}/);
  await expect(row.getByRole('button', { name: '审批' })).toHaveCount(0);
  // a draft is edited
  await row.getByRole('button', { name: '编辑' }).click();
  const draft = page.getByRole('dialog', { name: '编辑耗材订单' });
  await draft.getByLabel('备注', { exact: true }).fill('月度补货');
  await draft.getByRole('button', { name: '保存' }).click();
  await expect(draft).toBeHidden();
  await expect(row).toContainText('月度补货');

  await row.getByRole('button', { name: '明细' }).click();
  const lines = page.getByRole('dialog', { name: /^订单明细：DH/ });
  const grid = lines.getByRole('grid', { name: '订单明细' });
  await lines.getByRole('button', { name: '新增' }).click();
  await grid.getByRole('button', { name: '选择第1行 耗材名称' }).click();
  const picker = page.getByRole('dialog', { name: '选择耗材' });
  await picker.getByLabel('耗材编码', { exact: true }).fill(code);
  await picker.getByRole('button', { name: '查询', exact: true }).click();
  await picker.getByLabel(`选择 ${code}`).check();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
  await expect(grid.locator('[data-cell="0:supplyCode"]')).toContainText(code);
  const quantity = grid.getByLabel('第1行 数量', { exact: true });
  await quantity.click();
  await quantity.fill('50');
  await quantity.press('Tab');
  await snap(page, testInfo, 'supply-order-lines-1280');
  await lines.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await lines.getByRole('button', { name: '关闭' }).last().click();

  // 提交 → 审批 → 配送: each offered only in its status; a submitted order is no longer edited.
  for (const [move, status] of [
    ['提交', '已提交'],
    ['审批', '已审批'],
    ['配送', '已配送'],
  ] as const) {
    await row.getByRole('button', { name: move, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(row).toContainText(status);
    await expect(row.getByRole('button', { name: '编辑' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: move, exact: true })).toHaveCount(0);
  }
  await expect(row.getByRole('button', { name: '取消', exact: true })).toHaveCount(0);
  await shoot(page, testInfo, 'supply-order-delivered');

  // The orders found by the advanced query (订单状态 = 已配送 and this supplier's), and exported.
  await queryForm(page).getByLabel('供应商：').fill(supplier);
  await advancedQuery(page, '订单状态', { option: '已配送' });
  await expect(rowOf(page, supplier)).toBeVisible();
  await exportList(page, '耗材订单');

  // The delivery is in the stock; 出库 takes from it.
  await openOperation(page, '耗材库存');
  await queryForm(page).getByLabel('耗材编码：').fill(code);
  await queryForm(page).getByRole('button', { name: '查询', exact: true }).click();
  await expect(rowOf(page, code)).toContainText('50');
  await rowOf(page, code).getByRole('button', { name: '出库' }).click();
  await page.getByRole('dialog', { name: '耗材出库' }).getByLabel('出库数量').fill('20');
  await page.getByRole('dialog', { name: '耗材出库' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('出库成功').first()).toBeVisible();
  await expect(rowOf(page, code)).toContainText('30');
  await shoot(page, testInfo, 'supply-list');
});

test('a doctor orders supplies and submits, but neither approves nor issues', async ({ page }) => {
  await signInHome(page, 'doctor', '王医生');
  await openOperation(page, '耗材订单');
  // the seeded 已提交 order waits for the administrator
  const submitted = page.locator('table:visible').first().locator('tbody tr', { hasText: '已提交' }).first();
  await expect(submitted).toBeVisible();
  await expect(submitted.getByRole('button', { name: '审批' })).toHaveCount(0);
  const draft = page.locator('table:visible').first().locator('tbody tr', { hasText: '草稿' }).first();
  await expect(draft.getByRole('button', { name: '提交', exact: true })).toBeVisible();
  await openOperation(page, '耗材库存');
  await expect(page.getByRole('button', { name: '出库' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '新增', exact: true })).toHaveCount(0);
});
