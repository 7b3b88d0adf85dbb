// Issue 12 items 3 and 9: the editable table's upload cell on a real page. 慢病管理 → 患者列表 → 用药记录 has a 处方照片
// column (an image upload cell): a file that is not an image says 请上传图片, a file whose bytes are not what its name
// says fails with 上传出错 / 错误信息 and the tile's 上传失败 tooltip, a real photo goes up through the signed direct
// upload with its percent moving (line throttled), shows as a thumbnail, previews at full size, is saved with the row
// and read back after the dialog is reopened; removed and saved again, the row holds no photo.
import { TINY_PNG } from '../support/multipart.js';
import { test, expect } from './fixtures.js';
import {
  cellAt as at,
  openMedications,
  patientListFor,
  patientWithMedication,
} from './medication-support.js';
import { snap } from './shell-support.js';

test.use({ allowedConsoleErrors: [/status of 4\d\d|net::ERR_FAILED|net::ERR_ABORTED/] });

test('用药记录: 处方照片 uploaded in its cell with progress, previewed, saved, read back and removed', async ({
  page,
  server,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = `处方患者${Date.now() % 100000}`;
  const { stored } = await patientWithMedication(server.baseURL, name, {
    drugName: '硝苯地平控释片',
    frequency: 'qd',
    startDate: '2026-11-01',
  });

  await patientListFor(page, name);
  const { dialog, grid } = await openMedications(page, name);
  await expect(grid.getByLabel('第1行 药品名称', { exact: true })).toHaveValue('硝苯地平控释片');
  await expect(grid.getByRole('columnheader', { name: '处方照片' })).toBeVisible();

  const cell = at(grid, 0, 'prescriptionPhoto');
  const chooser = grid.getByLabel('第1行 处方照片', { exact: true });
  const photos = cell.getByRole('list', { name: '第1行 处方照片列表' });

  // Not an image: refused before anything goes up.
  await chooser.setInputFiles({
    name: '处方.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.getByText('请上传图片').first()).toBeVisible();
  await expect(photos.getByRole('listitem')).toHaveCount(0);

  // Bytes that are not what the name says: the server refuses; 上传出错 with 错误信息, the tile says 上传失败.
  await chooser.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg/>') });
  const failure = page.getByRole('dialog', { name: '上传出错' });
  await expect(failure).toContainText('错误信息：文件内容与扩展名不符');
  await failure.getByRole('button', { name: '知道了' }).click();
  const fake = photos.getByRole('listitem', { name: 'fake.png' });
  await fake.getByRole('button', { name: '重试 fake.png' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('文件上传失败: 文件内容与扩展名不符');
  await expect(fake).toContainText('上传失败');
  await fake.getByRole('button', { name: '删除 fake.png' }).click();
  await expect(photos.getByRole('listitem')).toHaveCount(0);

  // A real photo on a slow line: its percent moves in the cell, then the thumbnail shows.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    uploadThroughput: 150 * 1024,
    downloadThroughput: -1,
  });
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role=progressbar][aria-label="上传 处方.png"]');
      const v = bar?.getAttribute('aria-valuenow');
      if (v != null && seen.at(-1) !== Number(v)) seen.push(Number(v));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await chooser.setInputFiles({
    name: '处方.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([TINY_PNG, Buffer.alloc(450 * 1024, 0)]),
  });
  await expect(cell.getByRole('progressbar', { name: '上传 处方.png' })).toBeVisible();
  await expect(cell.getByText('上传中...')).toBeVisible();
  await snap(page, testInfo, 'medication-photo-uploading');
  await expect(photos.getByRole('img', { name: '处方.png' })).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    uploadThroughput: -1,
    downloadThroughput: -1,
  });
  const seen = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
  expect(seen.some((v) => v > 0 && v < 99)).toBe(true);

  // Preview at full size.
  await photos.getByRole('button', { name: '预览 处方.png' }).click();
  const preview = page.getByRole('dialog', { name: '第1行 处方照片：处方.png' });
  await expect(preview.getByRole('img', { name: '处方.png' })).toBeVisible();
  await snap(page, testInfo, 'medication-photo-preview');
  await preview.getByRole('button', { name: '关闭' }).click();
  await expect(preview).toBeHidden();
  await expect(dialog).toBeVisible();
  await snap(page, testInfo, 'medication-photo-1280');

  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  const path = String((await stored()).prescriptionPhoto);
  expect(path).toMatch(/^\d+\/media\/uploads\/admin\/\d{8}\/\w+_处方\.png$/);

  // Reopened, the cell shows the stored photo again.
  await dialog.getByText('关闭', { exact: true }).click();
  await expect(dialog).toBeHidden();
  const again = await openMedications(page, name);
  const photos2 = at(again.grid, 0, 'prescriptionPhoto').getByRole('list', { name: '第1行 处方照片列表' });
  await expect(photos2.getByRole('img', { name: '处方.png' })).toBeVisible();
  // On a phone the narrow layout mounts its own page: the dialog is opened there again, its table scrolls sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  // The switch is one render later: asked before it, the dialog still looked open and was never opened again.
  await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
  if (!(await again.dialog.isVisible())) await openMedications(page, name);
  await at(again.grid, 0, 'prescriptionPhoto').scrollIntoViewIfNeeded();
  await expect(photos2.getByRole('img', { name: '处方.png' })).toBeVisible();
  await snap(page, testInfo, 'medication-photo-375');

  // Removed and saved: the row holds no photo any more.
  await photos2.getByRole('button', { name: '删除 处方.png' }).click();
  await expect(photos2.getByRole('listitem')).toHaveCount(0);
  await again.dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect.poll(async () => (await stored()).prescriptionPhoto ?? '').toBe('');
  expect((await stored()).drugName).toBe('硝苯地平控释片');
});
