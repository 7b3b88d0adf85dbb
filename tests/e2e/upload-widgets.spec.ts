// Issue 12 items 2 and 8 on real pages reached from the menu (慢病管理 → 患者列表): the patient form's 视频资料 (video
// upload, 请上传视频), 照片 (signed direct upload, 未知的操作 / 已到最后~ on reorder, 上传出错 with 错误信息) and 附件
// (the 520 by 200 upload pop-up, 未上传任何文件); a direct upload whose signature expires while its bytes travel
// (the server's policies live UPLOAD_POLICY_TTL_S = 12 s here, the line throttled) still succeeds; the progress bar
// moves during a 5,000-row import, which is cancelled (nothing written) and retried; the export shows its progress,
// is cancelled and retried, and a failed download says 文件下载失败.
import type { CDPSession, Page } from '@playwright/test';
import { createClient, DEFAULT_SIGN_SECRET, jeecgMd5 } from '@clinic/sdk';
import { TINY_PNG, XLSX_TYPE } from '../support/multipart.js';
import { workbookFrom } from '../support/workbook-text.js';
import { test, expect } from './fixtures.js';
import { signInHome, sideMenu, snap } from './shell-support.js';

const POLICY_TTL_S = 12;
test.use({
  serverEnv: { UPLOAD_POLICY_TTL_S: String(POLICY_TTL_S) },
  // Chromium logs refused answers the journeys provoke on purpose (the expired signature's 403, aborted requests).
  allowedConsoleErrors: [/status of 403|net::ERR_FAILED|net::ERR_ABORTED/],
});

/** A real MP4 header (`ftyp` at offset 4) and some bytes. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42', 'latin1'),
  Buffer.alloc(4000, 1),
]);
/** A valid PNG followed by padding (decoders stop at IEND), to make uploads take time on a throttled line. */
const bigPng = (bytes: number) => Buffer.concat([TINY_PNG, Buffer.alloc(bytes, 0)]);

async function apiClient(baseURL: string) {
  const client = createClient({ baseUrl: `${baseURL}/jeecg-boot`, signer: jeecgMd5(DEFAULT_SIGN_SECRET) });
  client.setToken((await client.auth.login({ body: { username: 'admin', password: 'Clinic@2026' } })).token);
  return client;
}

async function patients(baseURL: string, name: string) {
  const client = await apiClient(baseURL);
  return client.request<{ records: Record<string, unknown>[]; total: number }>(
    'GET',
    '/chronic/patient/list',
    {
      query: { name, pageNo: 1, pageSize: 10 },
    },
  );
}

async function openPatients(page: Page) {
  await signInHome(page, 'admin', '管理员');
  await sideMenu(page).getByRole('button', { name: '慢病管理' }).click();
  await sideMenu(page).getByRole('link', { name: '患者列表' }).click();
}

/** Throttles the page's line (bytes per second; -1 leaves a direction as it is); one DevTools session per page. */
const sessions = new WeakMap<Page, CDPSession>();
async function throttle(page: Page, upload: number, download = -1): Promise<CDPSession> {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    sessions.set(page, cdp);
  }
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    uploadThroughput: upload,
    downloadThroughput: download,
  });
  return cdp;
}

async function unthrottle(cdp: CDPSession) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    uploadThroughput: -1,
    downloadThroughput: -1,
  });
}

/** Records every aria-valuenow the named progress bar shows, from now on. */
async function watchProgress(page: Page, label: string) {
  await page.evaluate((name) => {
    const seen: number[] = [];
    (window as unknown as { __progress: number[] }).__progress = seen;
    const read = () => {
      for (const bar of Array.from(document.querySelectorAll(`[role=progressbar][aria-label="${name}"]`))) {
        const v = bar.getAttribute('aria-valuenow');
        if (v !== null && seen.at(-1) !== Number(v)) seen.push(Number(v));
      }
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  }, label);
  return async () => page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
}

test('患者档案: 视频资料, 照片 and the 附件 pop-up, with every upload message', async ({
  page,
  server,
}, testInfo) => {
  const name = `上传${Date.now().toString(36)}`;
  await openPatients(page);
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增患者档案' });
  await dialog.getByLabel('姓名').fill(name);

  // 视频资料: anything but a video is refused with 请上传视频; an MP4 goes up and plays back in the form.
  const video = dialog.getByLabel('视频资料', { exact: true });
  await video.setInputFiles({ name: 'gait.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('请上传视频').first()).toBeVisible();
  await video.setInputFiles({ name: '步态视频.mp4', mimeType: 'video/mp4', buffer: MP4 });
  await expect(dialog.getByLabel('视频 步态视频.mp4')).toBeVisible();

  // 照片: two images; moving the first left is 未知的操作, the last right 已到最后~; a real move reorders.
  const photo = dialog.getByLabel('照片', { exact: true });
  await photo.setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: TINY_PNG },
    { name: 'side.png', mimeType: 'image/png', buffer: TINY_PNG },
  ]);
  const photos = dialog.getByRole('list', { name: '照片列表' });
  await expect(photos.getByRole('img')).toHaveCount(2);
  await photos.getByRole('button', { name: '左移 front.png' }).click();
  await expect(page.getByText('未知的操作').first()).toBeVisible();
  await photos.getByRole('button', { name: '右移 side.png' }).click();
  await expect(page.getByText('已到最后~').first()).toBeVisible();
  await photos.getByRole('button', { name: '右移 front.png' }).click();
  await expect
    .poll(() => photos.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt'))))
    .toEqual(['side.png', 'front.png']);

  // A file that is not what its name says: the 上传出错 dialog with 错误信息, the tile says 上传失败 with 重试.
  await photo.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg/>') });
  const failure = page.getByRole('dialog', { name: '上传出错' });
  await expect(failure).toContainText('错误信息：文件内容与扩展名不符');
  await snap(page, testInfo, 'upload-error-dialog');
  await failure.getByRole('button', { name: '知道了' }).click();
  const fake = photos.getByRole('listitem', { name: 'fake.png' });
  await fake.getByText('上传失败').hover();
  await expect(page.getByRole('tooltip')).toContainText('文件上传失败: 文件内容与扩展名不符');
  await expect(fake.getByRole('button', { name: '重试 fake.png' })).toBeVisible();
  await fake.getByRole('button', { name: '删除 fake.png' }).click();

  // 附件: the 520 by 200 pop-up; 确定 with nothing says 未上传任何文件; an uploaded file is handed back.
  await dialog.getByRole('button', { name: /^附件：0 个文件/ }).click();
  const popup = page.getByRole('dialog', { name: '文件上传：附件' });
  await expect(popup).toBeVisible();
  expect((await popup.boundingBox())!.width).toBe(520);
  await popup.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('未上传任何文件').first()).toBeVisible();
  await popup.getByLabel('附件上传', { exact: true }).setInputFiles({
    name: '转诊单.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(
    popup.getByRole('listitem', { name: '转诊单.pdf' }).getByRole('button', { name: '删除 转诊单.pdf' }),
  ).toBeVisible();
  await snap(page, testInfo, 'upload-popup');
  await popup.getByRole('button', { name: '确定' }).click();
  await expect(popup).toBeHidden();
  await expect(dialog.getByText('1 个文件')).toBeVisible();
  await snap(page, testInfo, 'patient-form-uploads');
  await page.setViewportSize({ width: 375, height: 740 });
  await dialog.getByLabel('视频 步态视频.mp4').scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'patient-form-uploads-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('添加成功！').first()).toBeVisible();
  const stored = (await patients(server.baseURL, name)).records[0]!;
  expect(String(stored.video)).toMatch(/^\d+\/media\/uploads\/admin\/\d{8}\/\w+_步态视频\.mp4$/);
  const photoPaths = String(stored.photo).split(',');
  expect(photoPaths.map((p) => p.replace(/^.*\/\w+_/, ''))).toEqual(['side.png', 'front.png']);
  expect(String(stored.attachments)).toMatch(/转诊单\.pdf$/);
});

test('a direct upload whose signature expires while its bytes travel still succeeds; cancel and retry', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const name = `直传${Date.now().toString(36)}`;
  await openPatients(page);
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增患者档案' });
  await dialog.getByLabel('姓名').fill(name);
  const photo = dialog.getByLabel('照片', { exact: true });
  const photos = dialog.getByRole('list', { name: '照片列表' });
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/sys/common/directUpload')) answers.push(response.status());
  });

  // A first photo fetches the signature (it lives 12 s) and goes up at once.
  const policy = page.waitForResponse((r) => r.url().includes('/sys/common/uploadPolicy'));
  await photo.setInputFiles({ name: 'first.png', mimeType: 'image/png', buffer: TINY_PNG });
  const { expire } = ((await (await policy).json()) as { result: { expire: number } }).result;
  await expect(photos.getByRole('img', { name: 'first.png' })).toBeVisible();

  // 6.5 s before expiry the signature is still kept (more than 5 s left); at 100 KB/s the next photo (~900 KB)
  // needs ~9 s, so the server receives it after the signature expired. The uploader fetches a fresh one and sends
  // the file again, which arrives well inside the new signature's 12 s.
  const cdp = await throttle(page, 100 * 1024);
  await page.waitForTimeout(Math.max(0, expire * 1000 - 6_500 - Date.now()));
  const refresh = page.waitForResponse((r) => r.url().includes('/sys/common/uploadPolicy'), {
    timeout: 30_000,
  });
  const watch = await watchProgress(page, '上传 slow.png');
  await photo.setInputFiles({ name: 'slow.png', mimeType: 'image/png', buffer: bigPng(900 * 1024) });
  await refresh;
  await expect(photos.getByRole('img', { name: 'slow.png' })).toBeVisible({ timeout: 40_000 });
  expect(answers).toEqual([200, 403, 200]);
  expect((await watch()).some((v) => v > 0 && v < 99)).toBe(true);
  await expect(page.getByRole('dialog', { name: '上传出错' })).toHaveCount(0);

  // Cancel while a photo goes up: it stays as 已取消 with 重试, which sends it again to the end.
  await photo.setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: bigPng(300 * 1024) });
  const again = photos.getByRole('listitem', { name: 'again.png' });
  await expect(again.getByRole('progressbar', { name: '上传 again.png' })).toBeVisible();
  await again.getByRole('button', { name: '取消上传 again.png' }).click();
  await expect(again.getByText('已取消')).toBeVisible();
  await unthrottle(cdp);
  await again.getByRole('button', { name: '重试 again.png' }).click();
  await expect(photos.getByRole('img', { name: 'again.png' })).toBeVisible();

  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('添加成功！').first()).toBeVisible();
  const stored = (await patients(server.baseURL, name)).records[0]!;
  expect(
    String(stored.photo)
      .split(',')
      .map((p) => p.replace(/^.*\/\w+_/, '')),
  ).toEqual(['first.png', 'slow.png', 'again.png']);
});

test('a 5,000-row import shows its progress, is cancelled with nothing written, then retried; the export too', async ({
  page,
  server,
}, testInfo) => {
  test.setTimeout(180_000);
  const marker = `批量${Date.now().toString(36)}`;
  const rows: unknown[][] = [['姓名', '性别', '手机号', '住址']];
  for (let i = 0; i < 5000; i++)
    rows.push([
      `${marker}${i}`,
      i % 2 ? '男' : '女',
      `13${String(100000000 + i)}`,
      `测试路${i}号 ${'x'.repeat(40)}`,
    ]);
  const workbook = workbookFrom(rows);

  await openPatients(page);
  await page.getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '导入EXCEL' });
  await dialog
    .getByLabel('导入文件', { exact: true })
    .setInputFiles({ name: '患者批量.xlsx', mimeType: XLSX_TYPE, buffer: workbook });
  const cdp = await throttle(page, Math.max(16 * 1024, Math.floor(workbook.length / 6)));
  const watch = await watchProgress(page, '导入进度');

  // The bar moves with the bytes; 取消 before they are all up writes nothing.
  await dialog.getByRole('button', { name: '开始上传' }).click();
  const bar = dialog.getByRole('progressbar', { name: '导入进度' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => (await watch()).filter((v) => v > 0 && v < 100).length).toBeGreaterThan(1);
  await snap(page, testInfo, 'import-progress');
  await dialog.getByRole('button', { name: '取消' }).first().click();
  await expect(dialog.getByText('导入已取消，没有写入任何数据')).toBeVisible();
  expect((await patients(server.baseURL, `${marker}*`)).total).toBe(0);

  // 重试 sends the same file: the bytes go up again, the server imports, the dialog closes, the rows are there.
  const retried = await watchProgress(page, '导入进度');
  await dialog.getByRole('button', { name: '重试' }).click();
  await expect.poll(async () => (await retried()).filter((v) => v > 0 && v < 100).length).toBeGreaterThan(1);
  await expect(dialog).toBeHidden({ timeout: 90_000 });
  await unthrottle(cdp);
  // The first and the last row are there (the list's total is capped for such a wide match).
  expect((await patients(server.baseURL, `${marker}0`)).total).toBe(1);
  expect((await patients(server.baseURL, `${marker}4999`)).total).toBe(1);

  // The export: its bar while the file is prepared and comes down (throttled), cancel, retry, the saved file.
  await page.getByPlaceholder('请输入姓名').fill(marker);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await throttle(page, -1, 64 * 1024);
  await page.getByRole('button', { name: '导出', exact: true }).click();
  const exportBar = page.getByRole('progressbar', { name: '导出进度' });
  await expect(exportBar).toBeVisible();
  await snap(page, testInfo, 'export-progress');
  await page.getByRole('button', { name: '取消', exact: true }).click();
  await expect(page.getByText('导出已取消').first()).toBeVisible();
  await unthrottle(cdp);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '重试' }).click();
  expect((await download).suggestedFilename()).toBe('患者列表.xls');
  await expect(exportBar).toBeHidden();

  // A download that fails: 文件下载失败, and 重试 offered.
  await page.route('**/exportXls**', (route) => route.abort());
  await page.getByRole('button', { name: '导出', exact: true }).click();
  await expect(page.getByText('文件下载失败').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 740 });
  await snap(page, testInfo, 'export-failed-375');
});
