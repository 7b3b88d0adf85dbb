// Issue 12 item 3 on a real page: 慢病管理 → 患者列表 → 用药记录 edits a patient's medications in the editable table
// (columns from the medication declaration): each rule's message written next to its cell, the insert throttle, a
// number cell refusing letters, 药品名称 chosen from the drug catalogue (the popup cell), a pasted 3x3 block from a
// spreadsheet, undo, keyboard-only editing, order by the drag handle, and a save read back from the server and shown
// again when the dialog is reopened.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.js';
import { adminSdkClient, pasteText, signInHome, sideMenu, snap } from './shell-support.js';

const at = (grid: Locator, row: number, key: string) => grid.locator(`[data-cell="${row}:${key}"]`);

/** The popup cell by keyboard: Enter on the focused 选择 button opens 选择药品, Space ticks the drug, Enter confirms. */
async function pickDrug(page: Page, code: string) {
  await page.keyboard.press('Enter');
  const drugs = page.getByRole('dialog', { name: '选择药品' });
  await drugs.getByLabel(`选择 ${code}`).press('Space');
  await drugs.getByRole('button', { name: '确定' }).press('Enter');
  await expect(drugs).toBeHidden();
}

async function openMedications(page: Page, name: string) {
  await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
  await sideMenu(page).getByRole('link', { name: '患者列表' }).click();
  const search = page.getByRole('search', { name: '查询条件' });
  await search.getByLabel('姓名：').fill(name);
  await search.getByRole('button', { name: '查询', exact: true }).click();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: '用药记录' })
    .click();
  return page.getByRole('dialog', { name: `用药记录：${name}` });
}

test('用药记录: rules next to the cell, keyboard, paste, undo, order, save and reload', async ({
  page,
  server,
}, testInfo) => {
  const client = await adminSdkClient(server.baseURL);
  const name = `用药患者${Date.now() % 100000}`;
  await client.call('patientAdd', { body: { name, sex: '1', status: '1' } as never });
  const patients = (await client.call('patientList', { query: { name } as never })) as {
    records: { id: string }[];
  };
  const patientId = patients.records[0]!.id;

  await signInHome(page, 'admin', '管理员');
  const dialog = await openMedications(page, name);
  const grid = dialog.getByRole('grid', { name: '用药记录' });
  await expect(grid).toContainText('暂无数据');

  // 新增 twice within 1500 ms: one row, and the spec's message.
  const add = dialog.getByRole('button', { name: '新增' });
  await add.click();
  await add.click();
  await expect(page.getByText('你点击的太快了，请慢点点击!').first()).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(2);

  // Keyboard alone from here: the new row's 药品名称 is selected; it is chosen from the drug catalogue (Enter reaches
  // its 选择 button), which fills 规格 too.
  await expect(at(grid, 0, 'drugName')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(grid.getByRole('button', { name: '选择第1行 药品名称' })).toBeFocused();
  await pickDrug(page, 'D001');
  await expect(grid.getByLabel('第1行 药品名称', { exact: true })).toHaveValue('氨氯地平片');
  await expect(at(grid, 0, 'spec')).toContainText('5mg*28片');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  // 单次剂量 is strict: letters, an exponent and a second decimal point are refused keystroke by keystroke.
  await page.keyboard.type('5e-x.5.');
  await expect(grid.getByLabel('第1行 单次剂量', { exact: true })).toHaveValue('5.5');
  await page.keyboard.press('Tab');
  // 剂量单位 (a dictionary select that keeps typed text): Enter opens the cell, m narrows its list to mg and ml, the arrow
  // and Enter choose it.
  await page.keyboard.press('Enter');
  await page.keyboard.press('m');
  await expect(page.getByRole('listbox', { name: '第1行 剂量单位选项' }).getByRole('option')).toHaveText([
    'mg',
    'ml',
  ]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.keyboard.press('Tab');
  // 用药频次 (required, a dictionary select): Enter opens the cell, the arrow opens its list on 每日一次, Enter picks it.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab'); // 给药途径 left empty
  // 开始日期: Enter opens the date box, the date is typed once the box has the focus (keys sent before it is there
  // go to the cell, as a user typing ahead of the screen would lose them).
  await page.keyboard.press('Enter');
  await expect(grid.getByLabel('第1行 开始日期', { exact: true })).toBeFocused();
  await page.keyboard.type('2026-11-01');
  await page.keyboard.press('Tab');
  await expect(grid.getByLabel('第1行 剂量单位', { exact: true })).toHaveValue('mg');
  await expect(at(grid, 0, 'frequency').getByRole('combobox')).toHaveText('每日一次');
  await expect(grid.getByLabel('第1行 开始日期', { exact: true })).toHaveValue('2026-11-01');

  // Required: back on 药品名称, Delete empties it and its message shows under the cell at once; picking the drug
  // again clears the message.
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Delete');
  await expect(at(grid, 0, 'drugName')).toContainText('药品名称不能为空');
  await page.keyboard.press('F2');
  await pickDrug(page, 'D001');
  await expect(at(grid, 0, 'drugName')).not.toContainText('药品名称不能为空');
  await expect(grid.getByLabel('第1行 药品名称', { exact: true })).toHaveValue('氨氯地平片');

  // Bounds from the declaration: 单次剂量 at most 100000; 规格 at most 50 characters.
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('F2');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('200000');
  await expect(at(grid, 0, 'dose')).toContainText('单次剂量不能大于100000');
  await page.keyboard.press('Escape');
  await expect(at(grid, 0, 'dose')).not.toContainText('单次剂量不能大于100000');
  await expect(at(grid, 0, 'dose')).toContainText('5.5');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('F2');
  await page.keyboard.type('x'.repeat(50));
  await expect(at(grid, 0, 'spec')).toContainText('最多50个字符');
  // Undo (Esc first closes the cell, then Ctrl+Z takes back the last change): 规格 reads 5mg*28片 again.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Control+z');
  await expect(at(grid, 0, 'spec')).toContainText('5mg*28片');
  await expect(at(grid, 0, 'spec')).not.toContainText('最多50个字符');
  await snap(page, testInfo, 'medication-row-1');

  // A 3x3 block pasted from a spreadsheet below row 1 (药品名称, 规格, 单次剂量) adds the three rows it needs; their
  // empty required cells say so at once.
  await page.waitForTimeout(1500);
  await add.click();
  await page.keyboard.press('Escape');
  await pasteText(
    page,
    '二甲双胍片\t0.5g*20片\t500\r\n阿司匹林肠溶片\t100mg*30片\t100\r\n缬沙坦胶囊\t80mg*7粒\t80\r\n',
  );
  await expect(grid.getByRole('row')).toHaveCount(5);
  await expect(grid.getByLabel('第3行 药品名称', { exact: true })).toHaveValue('阿司匹林肠溶片');
  await expect(at(grid, 3, 'dose')).toContainText('80');
  await expect(at(grid, 3, 'frequency')).toContainText('用药频次不能为空');
  await expect(at(grid, 3, 'startDate')).toContainText('开始日期不能为空');
  // Save refuses while a cell is red.
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请先改正表格中标红的内容').first()).toBeVisible();
  // The other three columns pasted as labels (用药频次, 给药途径, 开始日期) become the dictionary's values.
  await grid.getByLabel('第2行 用药频次', { exact: true }).focus();
  await pasteText(page, '每日两次\t口服\t2026-11-02\n每日一次\t口服\t2026-11-03\n每晚一次\t口服\t2026-11-04');
  await expect(at(grid, 1, 'frequency').getByRole('combobox')).toHaveText('每日两次');
  await expect(at(grid, 3, 'frequency').getByRole('combobox')).toHaveText('每晚一次');
  await expect(at(grid, 3, 'frequency')).not.toContainText('用药频次不能为空');
  await expect(grid.getByLabel('第4行 开始日期', { exact: true })).toHaveValue('2026-11-04');

  // Order by the drag handle (keyboard): 缬沙坦胶囊 moves first.
  await dialog.getByRole('button', { name: '拖动排序 第4行' }).press('ArrowUp');
  await dialog.getByRole('button', { name: '拖动排序 第3行' }).press('ArrowUp');
  await dialog.getByRole('button', { name: '拖动排序 第2行' }).press('ArrowUp');
  await expect(grid.getByLabel('第1行 药品名称', { exact: true })).toHaveValue('缬沙坦胶囊');
  // 开方医生 is the user picker in a cell: the picked user's name shows, the row keeps the id.
  await dialog.getByRole('button', { name: '选择第2行 开方医生' }).click();
  const picker = page.getByRole('dialog', { name: '选择用户' });
  await picker.getByRole('button', { name: '展开 健康服务中心' }).click();
  await picker.getByRole('button', { name: '临床研究部', exact: true }).click();
  await picker.getByLabel('选择 李研究员').check();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
  await expect(grid.getByLabel('第2行 开方医生', { exact: true })).toHaveValue('李研究员');
  await snap(page, testInfo, 'medication-ready');

  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();

  // Read back from the server, in the dragged order with orderNum written.
  const saved = (await client.call('medicationList', {
    query: { patientId, column: 'orderNum', order: 'asc' } as never,
  })) as { records: Record<string, unknown>[] };
  expect(
    saved.records.map((r) => [r.drugName, r.spec, r.dose, r.doseUnit, r.frequency, r.startDate, r.orderNum]),
  ).toEqual([
    ['缬沙坦胶囊', '80mg*7粒', 80, null, 'qn', '2026-11-04', 1],
    ['氨氯地平片', '5mg*28片', 5.5, 'mg', 'qd', '2026-11-01', 2],
    ['二甲双胍片', '0.5g*20片', 500, null, 'bid', '2026-11-02', 3],
    ['阿司匹林肠溶片', '100mg*30片', 100, null, 'qd', '2026-11-03', 4],
  ]);

  expect(saved.records[1]!.prescriber_dictText).toBe('李研究员');

  // Reopened, the dialog shows what the server holds.
  await dialog.getByText('关闭', { exact: true }).click();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: '用药记录' })
    .click();
  const again = page.getByRole('dialog', { name: `用药记录：${name}` });
  const grid2 = again.getByRole('grid', { name: '用药记录' });
  await expect(grid2.getByRole('row')).toHaveCount(5);
  await expect(grid2.getByLabel('第1行 药品名称', { exact: true })).toHaveValue('缬沙坦胶囊');
  await expect(at(grid2, 1, 'dose')).toContainText('5.5');
  await expect(grid2.getByLabel('第2行 剂量单位', { exact: true })).toHaveValue('mg');
  await expect(grid2.getByLabel('第2行 开始日期', { exact: true })).toHaveValue('2026-11-01');
  await expect(grid2.getByLabel('第2行 开方医生', { exact: true })).toHaveValue('李研究员');

  await snap(page, testInfo, 'medication-reloaded');
  // On a phone the narrow layout mounts its own page: the dialog is opened there again, its table scrolls sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  // The switch is one render later: asked before it, the dialog still looked open and was never opened again.
  await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
  const narrow = page.getByRole('dialog', { name: `用药记录：${name}` });
  if (!(await narrow.isVisible()))
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('button', { name: '用药记录' })
      .click();
  await expect(narrow.getByRole('grid', { name: '用药记录' }).getByRole('row')).toHaveCount(5);
  await snap(page, testInfo, 'medication-375');
});
