import { describe, expect, it, vi } from 'vitest';
import { BusinessError } from '@clinic/sdk';
import { createImportModel, isExcelFile, type ImportAnswer } from './import-model.js';

const xlsx = (name: string) => ({ name, type: '', size: 100 });

function setup(answer: () => Promise<ImportAnswer>) {
  const notices: string[] = [];
  const imported = vi.fn();
  const importFiles = vi.fn(answer);
  const model = createImportModel({ importFiles, onImported: imported });
  model.onNotice((n) => notices.push(`${n.level}:${n.text}`));
  model.open();
  return { model, notices, imported, importFiles };
}

describe('import model', () => {
  it('accepts .xls and .xlsx only', () => {
    expect(['a.xls', 'B.XLSX', 'c.csv', 'd.xlsx.exe', 'e.xlsm'].map(isExcelFile)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    const { model, notices } = setup(async () => ({ code: 200, message: '' }));
    model.pick([xlsx('患者.xlsx'), xlsx('说明.txt')]);
    expect(notices).toEqual(['warning:文件格式错误，只支持.xls或.xlsx文件']);
    expect(model.getSnapshot().files).toEqual([]);
  });

  it('starting with no file warns and sends nothing', async () => {
    const { model, notices, importFiles } = setup(async () => ({ code: 200, message: '' }));
    await model.start();
    expect(notices).toEqual(['warning:请选择要导入的文件']);
    expect(importFiles).not.toHaveBeenCalled();
  });

  it('a success shows the server message, closes and reports the import', async () => {
    let release: (a: ImportAnswer) => void = () => undefined;
    const { model, notices, imported } = setup(() => new Promise((resolve) => (release = resolve)));
    model.pick([xlsx('患者.xlsx')]);
    const started = model.start();
    expect(model.getSnapshot().uploading).toBe(true);
    model.close();
    expect(model.getSnapshot().open).toBe(true);
    release({ code: 200, message: '文件导入成功3条，失败0条，共3条' });
    await started;
    expect(model.getSnapshot()).toMatchObject({ open: false, uploading: false, files: [] });
    expect(notices).toEqual(['success:文件导入成功3条，失败0条，共3条']);
    expect(imported).toHaveBeenCalledTimes(1);
  });

  it('a success without a message says which files went up', async () => {
    const { model, notices } = setup(async () => ({ code: 200, message: '' }));
    model.pick([xlsx('a.xlsx')]);
    model.pick([xlsx('b.xls')]);
    await model.start();
    expect(notices).toEqual(['success:a.xlsx,b.xls 文件上传成功']);
  });

  it('code 201 keeps the dialog open with the message and the error workbook, and still reloads', async () => {
    const { model, imported } = setup(async () => ({
      code: 201,
      message: '文件导入成功1条，失败2条，共3条',
      result: {
        msg: '文件导入成功1条，失败2条，共3条',
        fileUrl: '/sys/common/static/import/x.xlsx',
        fileName: '患者档案导入错误信息.xlsx',
      },
    }));
    model.pick([xlsx('患者.xlsx')]);
    await model.start();
    expect(model.getSnapshot()).toMatchObject({
      open: true,
      uploading: false,
      partial: {
        message: '文件导入成功1条，失败2条，共3条',
        fileUrl: '/sys/common/static/import/x.xlsx',
        fileName: '患者档案导入错误信息.xlsx',
      },
    });
    expect(imported).toHaveBeenCalledTimes(1);
  });

  it('a failure warns with the file and the server message, keeping the files to retry', async () => {
    const { model, notices, imported } = setup(async () => {
      throw new BusinessError({
        status: 200,
        code: 500,
        message: '文件缺少必填列: 姓名',
        userMessage: '文件缺少必填列: 姓名',
        result: null,
      });
    });
    model.pick([xlsx('患者.xlsx')]);
    await model.start();
    expect(notices).toEqual(['warning:患者.xlsx 文件缺少必填列: 姓名.']);
    expect(model.getSnapshot()).toMatchObject({
      open: true,
      uploading: false,
      files: [{ name: '患者.xlsx' }],
    });
    expect(imported).not.toHaveBeenCalled();
  });

  it('shows the bytes going up as a percent, then the server working (no percent, no cancel)', async () => {
    let progress: ((p: { loaded: number; total: number | null }) => void) | null = null;
    let release: (a: ImportAnswer) => void = () => undefined;
    const notices: string[] = [];
    const model = createImportModel({
      importFiles: (_files, context) => {
        progress = context.onUploadProgress;
        return new Promise<ImportAnswer>((resolve) => (release = resolve));
      },
    });
    model.onNotice((n) => notices.push(n.text));
    model.open();
    model.pick([xlsx('大批量.xlsx')]);
    const started = model.start();
    expect(model.getSnapshot().transfer).toMatchObject({ phase: 'running', stage: 'upload', percent: 0 });
    progress!({ loaded: 400, total: 1000 });
    expect(model.getSnapshot().transfer).toMatchObject({ stage: 'upload', percent: 40, cancelable: true });
    progress!({ loaded: 1000, total: 1000 });
    expect(model.getSnapshot().transfer).toMatchObject({
      stage: 'processing',
      percent: null,
      cancelable: false,
    });
    model.cancel(); // too late: the server has every byte and may be writing
    release({ code: 200, message: '文件导入成功5000条' });
    await started;
    expect(notices).toEqual(['文件导入成功5000条']);
    expect(model.getSnapshot()).toMatchObject({ open: false, uploading: false });
  });

  it('cancel while the bytes go up aborts the request; retry sends the same files again', async () => {
    const signals: AbortSignal[] = [];
    const sent: string[][] = [];
    let release: (a: ImportAnswer) => void = () => undefined;
    const notices: string[] = [];
    const imported = vi.fn();
    const model = createImportModel({
      onImported: imported,
      importFiles: (files, context) => {
        signals.push(context.signal);
        sent.push(files.map((f) => f.name));
        return new Promise<ImportAnswer>((resolve, reject) => {
          release = resolve;
          context.signal.addEventListener('abort', () => reject(context.signal.reason));
        });
      },
    });
    model.onNotice((n) => notices.push(`${n.level}:${n.text}`));
    model.open();
    model.pick([xlsx('患者.xlsx')]);
    const first = model.start();
    model.cancel();
    await first;
    expect(signals[0]!.aborted).toBe(true);
    expect(model.getSnapshot()).toMatchObject({
      uploading: false,
      files: [{ name: '患者.xlsx' }],
      transfer: { phase: 'cancelled' },
    });
    expect(notices).toEqual(['info:导入已取消，没有写入任何数据']);
    const second = model.retry();
    expect(model.getSnapshot().transfer.phase).toBe('running');
    release({ code: 200, message: '文件导入成功3条' });
    await second;
    expect(sent).toEqual([['患者.xlsx'], ['患者.xlsx']]);
    expect(imported).toHaveBeenCalledTimes(1);
    expect(model.getSnapshot().open).toBe(false);
  });

  it('a failure offers retry, and the retried import succeeds', async () => {
    let calls = 0;
    const model = createImportModel({
      importFiles: async () => {
        if (++calls === 1) throw new TypeError('network');
        return { code: 200, message: 'ok' };
      },
    });
    const notices: string[] = [];
    model.onNotice((n) => notices.push(n.text));
    model.open();
    model.pick([xlsx('a.xlsx')]);
    await model.start();
    expect(model.getSnapshot().transfer).toMatchObject({ phase: 'error', message: '未知错误' });
    expect(notices).toEqual(['a.xlsx 未知错误.']);
    await model.retry();
    expect(model.getSnapshot()).toMatchObject({ open: false });
  });
});
