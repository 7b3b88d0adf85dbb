// The export as the user watches it: the server preparing, the bytes coming down as a percent, cancel (a read: at
// any time), retry of the same export, and 文件下载失败 / 未知的文件 on failures.
import { describe, expect, it, vi } from 'vitest';
import { createExportModel } from './export-model.js';
import { ExportError, type ExportCallOptions, type ExportedFile } from './export-file.js';

const file: ExportedFile = { blob: new Blob(['x']), fileName: '患者列表.xls' };

function setup() {
  const saved: ExportedFile[] = [];
  const notices: string[] = [];
  const model = createExportModel((f) => saved.push(f));
  model.onNotice((n) => notices.push(`${n.level}:${n.text}`));
  return { model, saved, notices };
}

describe('export model', () => {
  it('goes processing → download with a percent → saved, and hides its panel', async () => {
    const { model, saved } = setup();
    let options: ExportCallOptions | null = null;
    let release: (f: ExportedFile) => void = () => undefined;
    const running = model.run('导出', (o) => {
      options = o;
      return new Promise((resolve) => (release = resolve));
    });
    expect(model.getSnapshot()).toMatchObject({
      label: '导出',
      transfer: { phase: 'running', stage: 'processing', percent: null, cancelable: true },
    });
    options!.onDownloadProgress!({ loaded: 0, total: 2000 });
    options!.onDownloadProgress!({ loaded: 1500, total: 2000 });
    expect(model.getSnapshot().transfer).toMatchObject({ stage: 'download', percent: 75 });
    release(file);
    await running;
    expect(saved).toEqual([file]);
    expect(model.getSnapshot()).toMatchObject({ label: null, transfer: { phase: 'idle' } });
  });

  it('cancel aborts the download; retry runs the same export again', async () => {
    const { model, saved, notices } = setup();
    const work = vi.fn(
      (o: ExportCallOptions) =>
        new Promise<ExportedFile>((resolve, reject) => {
          if (work.mock.calls.length > 1) return resolve(file);
          o.signal!.addEventListener('abort', () => reject(o.signal!.reason));
        }),
    );
    const running = model.run('通用导出', work);
    model.cancel();
    await running;
    expect(model.getSnapshot()).toMatchObject({ label: '通用导出', transfer: { phase: 'cancelled' } });
    expect(notices).toEqual(['info:导出已取消']);
    await model.retry();
    expect(work).toHaveBeenCalledTimes(2);
    expect(saved).toEqual([file]);
  });

  it('a failure says 文件下载失败 (or the export error, e.g. 未知的文件) and stays for retry', async () => {
    const { model, notices } = setup();
    await model.run('导出', async () => {
      throw new TypeError('offline');
    });
    expect(model.getSnapshot().transfer).toMatchObject({ phase: 'error', message: '文件下载失败' });
    await model.run('导出', async () => {
      throw new ExportError('未知的文件');
    });
    expect(model.getSnapshot().transfer).toMatchObject({ phase: 'error', message: '未知的文件' });
    expect(notices).toEqual(['warning:文件下载失败', 'warning:未知的文件']);
    model.dismiss();
    expect(model.getSnapshot()).toMatchObject({ label: null, transfer: { phase: 'idle' } });
  });
});
