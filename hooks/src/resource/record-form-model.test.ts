import { describe, expect, it, vi } from 'vitest';
import { resources } from '@clinic/sdk/resources';
import { createRecordFormModel } from './record-form-model.js';
import type { RecordService } from './record-service.js';

function setup(service: Partial<RecordService>) {
  const onSaved = vi.fn();
  const model = createRecordFormModel({
    def: resources.position,
    service: { read: vi.fn(), save: vi.fn(), importFiles: vi.fn(), download: vi.fn(), ...service },
    onSaved,
  });
  const notices: string[] = [];
  model.onNotice((n) => notices.push(`${n.level}:${n.text}`));
  return { model, notices, onSaved };
}

describe('record form model', () => {
  it('add: the fields at once, saved with the server text, closed and reported', async () => {
    const save = vi.fn(async () => '添加成功！');
    const { model, notices, onSaved } = setup({ save });
    model.open({ mode: 'add' });
    expect(model.getSnapshot().fields.length).toBeGreaterThan(0);
    expect(await model.save({ name: '主任' })).toBe(true);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ name: '主任' }), null);
    expect(notices).toEqual(['success:添加成功！']);
    expect(model.getSnapshot().target).toBeNull();
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('edit: loads the record first; a failed load shows its message and no form', async () => {
    let answer: (r: Record<string, unknown>) => void = () => undefined;
    const { model } = setup({ read: () => new Promise((resolve) => (answer = resolve)) });
    model.open({ mode: 'edit', id: 'p1' });
    expect(model.getSnapshot()).toMatchObject({ loading: true, fields: [] });
    answer({ id: 'p1', name: '主任' });
    await vi.waitFor(() => expect(model.getSnapshot().loading).toBe(false));
    expect(model.getSnapshot().values).toMatchObject({ name: '主任' });

    const failing = setup({ read: async () => Promise.reject(new Error('x')) });
    failing.model.open({ mode: 'edit', id: 'p1' });
    await vi.waitFor(() => expect(failing.model.getSnapshot().error).toBe('数据加载失败'));
  });

  it('a refused save keeps the dialog open with the error notice and saves with the id', async () => {
    const save = vi.fn(async () => Promise.reject(new Error('boom')));
    const { model, notices, onSaved } = setup({ save, read: async () => ({ id: 'p1', name: 'a' }) });
    model.open({ mode: 'edit', id: 'p1' });
    await vi.waitFor(() => expect(model.getSnapshot().loading).toBe(false));
    expect(await model.save({ name: 'b' })).toBe(false);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ name: 'b' }), 'p1');
    expect(notices).toEqual(['error:保存失败']);
    expect(model.getSnapshot()).toMatchObject({ saving: false, target: { mode: 'edit', id: 'p1' } });
    expect(onSaved).not.toHaveBeenCalled();
  });
});
