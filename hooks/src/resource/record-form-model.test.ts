import { describe, expect, it, vi } from 'vitest';
import { resources, type ResourceDef } from '@clinic/sdk/resources';
import { validateFormField } from '../form/validate-field.js';
import { createRecordFormModel } from './record-form-model.js';
import type { RecordService } from './record-service.js';

function setup(service: Partial<RecordService>, def: ResourceDef = resources.position) {
  const onSaved = vi.fn();
  const model = createRecordFormModel({
    def,
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

  it("add: a starting value the form does not show (受试者's project) goes with the save, labels do not", async () => {
    const save = vi.fn(async () => '');
    const { model } = setup({ save }, resources.subject);
    model.open({ mode: 'add', values: { projectId: 'p9', projectId_dictText: '项目', name: '甲' } });
    expect(model.getSnapshot().fields.map((f) => f.name)).not.toContain('projectId');
    expect(await model.save({ name: '乙', screeningNo: 'SC1' })).toBe(true);
    const body = (save.mock.calls[0] as unknown[])[0] as Record<string, unknown>;
    expect(body).toMatchObject({ projectId: 'p9', name: '乙', screeningNo: 'SC1' });
    expect(body).not.toHaveProperty('projectId_dictText');
  });

  it("a page's choices make a plain field a select; an older stored value stays offered", async () => {
    const service = {
      read: vi.fn(async () => ({ id: 's1', name: '甲', groupName: '旧分组' })),
      save: vi.fn(),
      importFiles: vi.fn(),
      download: vi.fn(),
    };
    const model = createRecordFormModel({
      def: resources.subject,
      service,
      choices: async () => ({ groupName: [{ value: '试验组', label: '试验组' }] }),
    });
    model.open({ mode: 'add' });
    await vi.waitFor(() =>
      expect(model.getSnapshot().fields.find((f) => f.name === 'groupName')).toMatchObject({
        type: 'select',
        options: [{ value: '试验组', label: '试验组' }],
      }),
    );
    model.open({ mode: 'edit', id: 's1' });
    await vi.waitFor(() => expect(model.getSnapshot().loading).toBe(false));
    expect(model.getSnapshot().fields.find((f) => f.name === 'groupName')?.options).toEqual([
      { value: '试验组', label: '试验组' },
      { value: '旧分组', label: '旧分组' },
    ]);
    // Without choices (a project without groups) the field stays as declared.
    const plain = createRecordFormModel({ def: resources.subject, service, choices: async () => ({}) });
    plain.open({ mode: 'add' });
    await vi.waitFor(() => expect(plain.getSnapshot().fields.length).toBeGreaterThan(0));
    expect(plain.getSnapshot().fields.find((f) => f.name === 'groupName')?.type).toBe('input');
  });

  it('edit: loads the record first; a failed load shows its message and no form', async () => {
    let answer: (r: Record<string, unknown>) => void = () => undefined;
    const { model } = setup({ read: () => new Promise((resolve) => (answer = resolve)) });
    model.open({ mode: 'edit', id: 'p1' });
    expect(model.getSnapshot()).toMatchObject({ loading: true, fields: [], record: null });
    answer({ id: 'p1', name: '主任', computed_dictText: '服务端计算' });
    await vi.waitFor(() => expect(model.getSnapshot().loading).toBe(false));
    expect(model.getSnapshot().values).toMatchObject({ name: '主任' });
    // the record as read, beyond the form's fields
    expect(model.getSnapshot().record).toMatchObject({ computed_dictText: '服务端计算' });

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

  it('edit of masked values: valid as loaded, left out of the save unless retyped', async () => {
    const record = { id: 'p1', name: '张三', idCard: '110101********1234', phone: '138****5678' };
    const bodies: Record<string, unknown>[] = [];
    const save = vi.fn(async (body: Record<string, unknown>) => {
      bodies.push(body);
      return '编辑成功!';
    });
    const { model } = setup({ save, read: async () => record }, resources.patient);
    model.open({ mode: 'edit', id: 'p1' });
    await vi.waitFor(() => expect(model.getSnapshot().loading).toBe(false));
    const fields = model.getSnapshot().fields;
    const idCard = fields.find((f) => f.name === 'idCard')!;
    expect(idCard.maskedValue).toBe('110101********1234');
    expect(validateFormField(idCard, '110101********1234')).toEqual({ ok: true });
    expect(validateFormField(idCard, '110101********1235').ok).toBe(false);
    expect(await model.save({ ...record, name: '张三丰', phone: '13912345678' })).toBe(true);
    const body = bodies[0]!;
    expect(body).toMatchObject({ name: '张三丰', phone: '13912345678' });
    expect(body).not.toHaveProperty('idCard');
  });

  it("offers a reference to another resource as a select over that resource's rows", async () => {
    const refOptions = vi.fn(async () => [{ value: 'm1', label: '院务管理' }]);
    const model = createRecordFormModel({
      def: resources.permission,
      service: { read: vi.fn(), save: vi.fn(), importFiles: vi.fn(), download: vi.fn(), refOptions },
    });
    model.open({ mode: 'add' });
    const parent = () => model.getSnapshot().fields.find((f) => f.name === 'parentId');
    expect(parent()).toMatchObject({ type: 'select', label: '上级菜单', options: [] });
    await vi.waitFor(() => expect(parent()?.options).toEqual([{ value: 'm1', label: '院务管理' }]));
    expect(refOptions).toHaveBeenCalledWith({ resource: 'permission', text: 'name', key: 'id' });
  });
});
