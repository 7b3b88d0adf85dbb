import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@clinic/sdk';
import { createUploadListModel, type PickedFile, type UploadContext } from './upload-list-model.js';

const file = (name: string, type = 'image/png'): PickedFile => ({ name, type, size: 10 });

function setup(opts: { mode?: 'image' | 'video' | 'file'; single?: boolean; fail?: string } = {}) {
  const emitted: string[] = [];
  const notices: string[] = [];
  let resolveNext: ((path: string) => void) | null = null;
  const upload = vi.fn(
    (f: PickedFile) =>
      new Promise<string>((resolve, reject) => {
        if (opts.fail === f.name)
          reject(new ApiError({ status: 500, message: 'disk full', userMessage: '磁盘已满' }));
        else resolveNext = resolve;
      }),
  );
  const model = createUploadListModel({
    upload,
    onChange: (value) => emitted.push(value),
    ...(opts.mode ? { mode: opts.mode } : {}),
    ...(opts.single ? { single: true } : {}),
  });
  model.onNotice((n) => notices.push(`${n.level}:${n.text}`));
  const finish = async (path: string) => {
    await vi.waitFor(() => expect(resolveNext).not.toBeNull());
    const next = resolveNext!;
    resolveNext = null;
    next(path);
  };
  return { model, emitted, notices, upload, finish };
}

describe('upload list model', () => {
  it('goes uploading then done, and emits the value only when done', async () => {
    const { model, emitted, finish } = setup();
    const adding = model.add([file('化验单.png')]);
    expect(model.getSnapshot()).toMatchObject({
      uploading: true,
      items: [{ name: '化验单.png', status: 'uploading' }],
    });
    expect(emitted).toEqual([]);
    await finish('temp/a1.png');
    await adding;
    expect(model.getSnapshot()).toMatchObject({
      uploading: false,
      items: [{ name: '化验单.png', status: 'done', path: 'temp/a1.png' }],
    });
    expect(emitted).toEqual(['temp/a1.png']);
  });

  it('refuses a non-image in image mode with 请上传图片 and uploads nothing', async () => {
    const { model, notices, upload } = setup({ mode: 'image' });
    await model.add([file('a.png'), file('b.pdf', 'application/pdf')]);
    expect(notices).toEqual(['warning:请上传图片']);
    expect(upload).not.toHaveBeenCalled();
    expect(model.getSnapshot().items).toEqual([]);
  });

  it('refuses a non-video in video mode with 请上传视频', async () => {
    const { model, notices } = setup({ mode: 'video' });
    await model.add([file('a.png')]);
    expect(notices).toEqual(['warning:请上传视频']);
  });

  it("marks a failed file as error with the server message and says '{file} 上传失败.'", async () => {
    const { model, emitted, notices, finish } = setup({ fail: 'bad.png' });
    const adding = model.add([file('ok.png'), file('bad.png')]);
    await finish('temp/ok.png');
    await adding;
    expect(model.getSnapshot().items.map((i) => [i.name, i.status, i.message, i.retryable])).toEqual([
      ['ok.png', 'done', null, false],
      ['bad.png', 'error', '磁盘已满', true],
    ]);
    expect(emitted).toEqual(['temp/ok.png']);
    expect(notices).toEqual(['error:bad.png 上传失败.']);
    expect(model.getSnapshot().error).toBeNull();
  });

  it('an image that fails opens the 上传出错 dialog with its message; a failure without one is 未知错误', async () => {
    const upload = vi.fn(async (f: PickedFile) => {
      if (f.name === 'a.png')
        throw new ApiError({ status: 500, message: 'x', userMessage: '文件内容与扩展名不符' });
      throw new TypeError('boom');
    });
    const model = createUploadListModel({ mode: 'image', upload });
    const notices: string[] = [];
    model.onNotice((n) => notices.push(n.text));
    await model.add([file('a.png')]);
    expect(model.getSnapshot().error).toEqual({ file: 'a.png', message: '文件内容与扩展名不符' });
    model.dismissError();
    expect(model.getSnapshot().error).toBeNull();
    await model.add([file('b.png')]);
    expect(model.getSnapshot().error).toEqual({ file: 'b.png', message: '未知错误' });
    expect(notices).toEqual([]);
  });

  it('reports the percent while the bytes go up, 100 only when done', async () => {
    let context: UploadContext | null = null;
    let resolve: (path: string) => void = () => undefined;
    const model = createUploadListModel({
      upload: (_f: PickedFile, c) => {
        context = c;
        return new Promise<string>((r) => (resolve = r));
      },
    });
    const adding = model.add([file('video.mp4', 'video/mp4')]);
    expect(model.getSnapshot().items[0]).toMatchObject({ status: 'uploading', percent: 0 });
    context!.onProgress({ loaded: 250, total: 1000 });
    expect(model.getSnapshot().items[0]!.percent).toBe(25);
    context!.onProgress({ loaded: 1000, total: 1000 });
    // Every byte sent, the server not answered yet: not 100 before the stored path is known.
    expect(model.getSnapshot().items[0]!.percent).toBe(99);
    resolve('temp/v.mp4');
    await adding;
    expect(model.getSnapshot().items[0]).toMatchObject({ status: 'done', percent: 100 });
  });

  it('cancel stops a file (cancelled, no failure said); retry sends the same file again and it completes', async () => {
    const sent: PickedFile[] = [];
    const signals: AbortSignal[] = [];
    let resolve: (path: string) => void = () => undefined;
    const model = createUploadListModel({
      upload: (f: PickedFile, c) =>
        new Promise<string>((r, reject) => {
          sent.push(f);
          signals.push(c.signal);
          resolve = r;
          c.signal.addEventListener('abort', () => reject(c.signal.reason));
        }),
    });
    const notices: string[] = [];
    model.onNotice((n) => notices.push(n.text));
    const adding = model.add([file('big.pdf', 'application/pdf')]);
    const uid = model.getSnapshot().items[0]!.uid;
    model.cancel(uid);
    await adding;
    expect(signals[0]!.aborted).toBe(true);
    expect(model.getSnapshot().items[0]).toMatchObject({ status: 'cancelled', retryable: true });
    expect(model.getSnapshot().uploading).toBe(false);
    expect(notices).toEqual([]);
    const retrying = model.retry(uid);
    expect(model.getSnapshot().items[0]).toMatchObject({ status: 'uploading', percent: 0 });
    resolve('temp/big.pdf');
    await retrying;
    expect(sent).toEqual([sent[0], sent[0]]);
    expect(model.getSnapshot().items[0]).toMatchObject({
      status: 'done',
      path: 'temp/big.pdf',
      retryable: false,
    });
    expect(model.value()).toBe('temp/big.pdf');
  });

  it('removing emits for a done item, not for a failed one', async () => {
    const { model, emitted } = setup({ fail: 'bad.png' });
    model.sync('temp/a.png,temp/b.png');
    await model.add([file('bad.png')]);
    const [a, , bad] = model.getSnapshot().items;
    model.remove(bad!.uid);
    expect(emitted).toEqual([]);
    model.remove(a!.uid);
    expect(emitted).toEqual(['temp/b.png']);
  });

  it('moves an image left and right; at the ends 未知的操作 / 已到最后~ and nothing moves', () => {
    const { model, emitted, notices } = setup();
    model.sync('p/1.png,p/2.png,p/3.png');
    const [one, two, three] = model.getSnapshot().items;
    model.move(three!.uid, -1);
    expect(model.value()).toBe('p/1.png,p/3.png,p/2.png');
    model.move(one!.uid, -1);
    model.move(two!.uid, 1);
    expect(model.value()).toBe('p/1.png,p/3.png,p/2.png');
    expect(notices).toEqual(['warning:未知的操作', 'warning:已到最后~']);
    model.move(one!.uid, 1);
    expect(emitted).toEqual(['p/1.png,p/3.png,p/2.png', 'p/3.png,p/1.png,p/2.png']);
  });

  it('sync reads a value back with path names, keeping the names of files it uploaded', async () => {
    const { model, finish } = setup();
    const adding = model.add([file('血压记录.png')]);
    await finish('temp/x9.png');
    await adding;
    model.sync('temp/x9.png,temp/old.png,temp/20261127/3f9a0c1b2d4e_转诊单.pdf');
    expect(model.getSnapshot().items.map((i) => i.name)).toEqual(['血压记录.png', 'old.png', '转诊单.pdf']);
    const before = model.getSnapshot();
    model.sync('temp/x9.png,temp/old.png,temp/20261127/3f9a0c1b2d4e_转诊单.pdf');
    expect(model.getSnapshot()).toBe(before);
  });

  it('single keeps one file: a new upload replaces the list', async () => {
    const { model, emitted, finish } = setup({ single: true });
    model.sync('temp/old.png');
    const adding = model.add([file('new.png'), file('more.png')]);
    await finish('temp/new.png');
    await adding;
    expect(model.value()).toBe('temp/new.png');
    expect(emitted).toEqual(['temp/new.png']);
  });
});
