// Issue 12 items 3 and 9: the time, datetime, department-picker and file-upload cells of the editable table on a real
// page. 慢病管理 → 患者列表 → 用药记录 has 服药时间 (time), 开方时间 (datetime), 开方科室 (the department picker) and
// 用药指导 (files): typed in 24 h and completed with seconds, a 12-hour time refused with the format, the department
// picked by name and kept as its id, a leaflet uploaded in its cell; saved, read back from the server and shown again
// when the dialog is reopened.
import { test, expect } from './fixtures.js';
import {
  cellAt as at,
  openMedications,
  patientListFor,
  patientWithMedication,
} from './medication-support.js';
import { snap } from './shell-support.js';

test('用药记录: 服药时间, 开方时间, 开方科室 and 用药指导 edited in their cells, saved and read back', async ({
  page,
  server,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = `开方患者${Date.now() % 100000}`;
  const { stored } = await patientWithMedication(server.baseURL, name, {
    drugName: '二甲双胍片',
    frequency: 'bid',
    startDate: '2026-11-01',
  });

  await patientListFor(page, name);
  const { dialog, grid } = await openMedications(page, name);
  await expect(grid.getByLabel('第1行 药品名称', { exact: true })).toHaveValue('二甲双胍片');
  for (const title of ['服药时间', '开方时间', '开方科室', '用药指导'])
    await expect(grid.getByRole('columnheader', { name: title })).toBeVisible();

  // 服药时间: a 12-hour time is refused with the format; 24 h is completed with seconds.
  const time = grid.getByLabel('第1行 服药时间', { exact: true });
  await expect(time).toHaveAttribute('placeholder', 'HH:mm:ss');
  await time.fill('8:00 PM');
  await time.press('Enter');
  await expect(dialog.getByText('请输入正确的格式：HH:mm:ss').first()).toBeVisible();
  await time.fill('20:00');
  await time.press('Enter');
  await expect(time).toHaveValue('20:00:00');
  await expect(dialog.getByText('请输入正确的格式：HH:mm:ss')).toHaveCount(0);

  // 开方时间: typed as YYYY-MM-DD HH:mm and completed.
  const prescribed = grid.getByLabel('第1行 开方时间', { exact: true });
  await expect(prescribed).toHaveAttribute('placeholder', 'YYYY-MM-DD HH:mm:ss');
  await prescribed.fill('2026-11-28 09:30');
  await prescribed.press('Enter');
  await expect(prescribed).toHaveValue('2026-11-28 09:30:00');

  // 开方科室: the department picker in the cell shows the name; the row keeps the id.
  await at(grid, 0, 'deptId').scrollIntoViewIfNeeded();
  await dialog.getByRole('button', { name: '选择第1行 开方科室' }).click();
  const departs = page.getByRole('dialog', { name: '选择部门' });
  await departs.getByRole('button', { name: '健康服务中心', exact: true }).click();
  await departs.getByRole('button', { name: '确定' }).click();
  await expect(departs).toBeHidden();
  await expect(grid.getByLabel('第1行 开方科室', { exact: true })).toHaveValue('健康服务中心');

  // 用药指导: a leaflet goes up in its cell and is listed by name.
  const guide = at(grid, 0, 'guideFiles');
  await guide.scrollIntoViewIfNeeded();
  await grid.getByLabel('第1行 用药指导', { exact: true }).setInputFiles({
    name: '二甲双胍用药指导.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  const files = guide.getByRole('list', { name: '第1行 用药指导列表' });
  await expect(files.getByRole('listitem', { name: '二甲双胍用药指导.pdf' })).toBeVisible();
  await expect(files).not.toContainText('上传失败');
  await expect(files.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await snap(page, testInfo, 'medication-prescribing-1280');

  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  const row = await stored();
  expect([row.takeTime, row.prescribedAt, row.deptId_dictText]).toEqual([
    '20:00:00',
    '2026-11-28 09:30:00',
    '健康服务中心',
  ]);
  expect(String(row.deptId)).not.toBe('健康服务中心');
  expect(String(row.guideFiles)).toMatch(/^temp\/\d{8}\/\w+_二甲双胍用药指导\.pdf$/);

  // Reopened, the cells show what the server holds.
  await dialog.getByText('关闭', { exact: true }).click();
  await expect(dialog).toBeHidden();
  const again = await openMedications(page, name);
  await expect(again.grid.getByLabel('第1行 服药时间', { exact: true })).toHaveValue('20:00:00');
  await expect(again.grid.getByLabel('第1行 开方时间', { exact: true })).toHaveValue('2026-11-28 09:30:00');
  await expect(again.grid.getByLabel('第1行 开方科室', { exact: true })).toHaveValue('健康服务中心');
  await expect(
    at(again.grid, 0, 'guideFiles')
      .getByRole('list', { name: '第1行 用药指导列表' })
      .getByRole('listitem', { name: '二甲双胍用药指导.pdf' }),
  ).toBeVisible();

  // On a phone the narrow layout mounts its own page: the dialog is opened there again, its table scrolls sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
  if (!(await again.dialog.isVisible())) await openMedications(page, name);
  await at(again.grid, 0, 'deptId').scrollIntoViewIfNeeded();
  await expect(again.grid.getByLabel('第1行 开方科室', { exact: true })).toHaveValue('健康服务中心');
  await snap(page, testInfo, 'medication-prescribing-375');
});
