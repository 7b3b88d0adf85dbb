import { describe, expect, it, vi } from 'vitest';
import type { Notice } from '../core/observable-store.js';
import { createCreateProjectModel, stripDecimals } from './create-project-model.js';
import { businessError, fakeProjects } from './project-test-kit.js';

function setup(allowed = true) {
  const transport = fakeProjects();
  const onCreated = vi.fn();
  let can = allowed;
  const model = createCreateProjectModel({ transport, canCreate: () => can, onCreated });
  const notices: Notice[] = [];
  model.onNotice((n) => notices.push(n));
  return { transport, model, notices, onCreated, setAllowed: (v: boolean) => (can = v) };
}

describe('stripDecimals', () => {
  it('drops the decimal part of typed text and of numbers', () => {
    expect(stripDecimals('12.7')).toBe('12');
    expect(stripDecimals('12.')).toBe('12');
    expect(stripDecimals(' 300 ')).toBe('300');
    expect(stripDecimals(99.99)).toBe('99');
    expect(stripDecimals(Number.NaN)).toBe('');
    expect(stripDecimals(null)).toBe('');
  });
});

describe('create project model', () => {
  it('opens only for identifyFlag users', () => {
    const { model, notices } = setup(false);
    expect(model.getSnapshot().allowed).toBe(false);
    model.openDialog();
    expect(model.getSnapshot().open).toBe(false);
    expect(notices).toEqual([{ level: 'error', text: '没有创建项目的权限' }]);
  });

  it('requires the project name with 请输入项目名称 and sends nothing', async () => {
    const { model, transport } = setup();
    model.openDialog();
    model.setField('projectName', '   ');
    expect(await model.submit()).toBeNull();
    expect(model.getSnapshot().errors).toEqual({ projectName: '请输入项目名称' });
    expect(transport.calls).toEqual([]);
    model.setField('projectName', '新项目');
    expect(model.getSnapshot().errors).toEqual({});
  });

  it('keeps targetQuantity an integer: decimals stripped as typed, other text refused', async () => {
    const { model } = setup();
    model.openDialog();
    model.setField('projectName', 'x');
    model.setField('targetQuantity', '120.5');
    expect(model.getSnapshot().values.targetQuantity).toBe('120');
    model.setField('targetQuantity', '12a');
    expect(await model.submit()).toBeNull();
    expect(model.getSnapshot().errors).toEqual({ targetQuantity: '请输入整数' });
    model.setField('targetQuantity', '-3');
    expect(await model.submit()).toBeNull();
    model.setField('targetQuantity', '99999999999');
    expect(await model.submit()).toBeNull();
    expect(model.getSnapshot().errors.targetQuantity).toBe('请输入整数');
  });

  it('creates the project, shows 添加成功, closes, resets and tells the list', async () => {
    const { model, transport, notices, onCreated } = setup();
    model.openDialog();
    model.setField('projectName', ' 高血压随访研究 ');
    model.setField('codeName', 'HTN-FU');
    model.setField('targetQuantity', 200.9);
    model.setField('startTime', '2026-12-01 00:00:00');
    const created = await model.submit();
    expect(created).toEqual({ id: 'new', projectName: '高血压随访研究' });
    expect(JSON.parse(transport.calls[0]!.slice('addProject:'.length))).toEqual({
      projectName: '高血压随访研究',
      codeName: 'HTN-FU',
      startTime: '2026-12-01 00:00:00',
      endTime: null,
      targetQuantity: 200,
      description: null,
    });
    expect(notices).toEqual([{ level: 'success', text: '添加成功' }]);
    expect(onCreated).toHaveBeenCalledWith(created);
    expect(model.getSnapshot()).toMatchObject({
      open: false,
      submitting: false,
      values: { projectName: '' },
    });
  });

  it('shows the server message on failure and keeps what was typed', async () => {
    const { model, transport, notices } = setup();
    transport.addProject = async () => {
      throw businessError('项目名称已存在');
    };
    model.openDialog();
    model.setField('projectName', '重复项目');
    expect(await model.submit()).toBeNull();
    expect(notices).toEqual([{ level: 'error', text: '项目名称已存在' }]);
    expect(model.getSnapshot()).toMatchObject({
      open: true,
      submitting: false,
      values: { projectName: '重复项目' },
    });
  });

  it('refuses to submit when identifyFlag went away meanwhile', async () => {
    const { model, transport, setAllowed } = setup();
    model.openDialog();
    model.setField('projectName', 'x');
    setAllowed(false);
    expect(await model.submit()).toBeNull();
    expect(transport.calls).toEqual([]);
    expect(model.getSnapshot().open).toBe(false);
  });

  it('a second submit while the first runs sends nothing', async () => {
    const { model, transport } = setup();
    model.openDialog();
    model.setField('projectName', 'x');
    const first = model.submit();
    expect(await model.submit()).toBeNull();
    await first;
    expect(transport.calls).toHaveLength(1);
  });
});
