// The upload pop-up: opened with the field's files, 确定 hands back what was uploaded inside, 确定 with no file says
// 未上传任何文件 and stays open, 取消 changes nothing.
import { describe, expect, it } from 'vitest';
import { UPLOAD_POPUP_SIZE, createUploadPopupModel } from './upload-popup-model.js';

describe('upload pop-up model', () => {
  it('is 520 by 200 and refuses 确定 without a file', () => {
    expect(UPLOAD_POPUP_SIZE).toEqual({ width: 520, height: 200 });
    const confirmed: string[] = [];
    const notices: string[] = [];
    const model = createUploadPopupModel((v) => confirmed.push(v));
    model.onNotice((n) => notices.push(`${n.level}:${n.text}`));
    model.open('');
    expect(model.getSnapshot()).toEqual({ open: true, value: '', count: 0 });
    model.confirm();
    expect(notices).toEqual(['warning:未上传任何文件']);
    expect(model.getSnapshot().open).toBe(true);
    expect(confirmed).toEqual([]);
  });

  it('hands back the uploaded files on 确定; 取消 hands back nothing', () => {
    const confirmed: string[] = [];
    const model = createUploadPopupModel((v) => confirmed.push(v));
    model.open('temp/a.pdf');
    model.change('temp/a.pdf,temp/b.pdf');
    expect(model.getSnapshot().count).toBe(2);
    model.confirm();
    expect(confirmed).toEqual(['temp/a.pdf,temp/b.pdf']);
    expect(model.getSnapshot().open).toBe(false);
    model.open('temp/a.pdf');
    model.change('');
    model.cancel();
    expect(confirmed).toHaveLength(1);
  });
});
