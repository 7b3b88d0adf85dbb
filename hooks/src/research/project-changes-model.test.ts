import { describe, expect, it, vi } from 'vitest';
import { NotFoundError } from '@clinic/sdk';
import { createObservableStore } from '../core/observable-store.js';
import {
  changedFieldsText,
  createProjectChangesModel,
  followProjectChangeNews,
  type ProjectChange,
  type ProjectChangeStatus,
} from './project-changes-model.js';

const change = (id: string, status: string): ProjectChange => ({
  id,
  visitFormId: `f${id}`,
  status: status as ProjectChange['status'],
  changes: [
    { field: 'sbp', fieldLabel: '收缩压(mmHg)', oldValue: 128, newValue: 141 },
    { field: 'dbp', fieldLabel: '舒张压(mmHg)', oldValue: 82, newValue: 88 },
  ],
  reason: '录入错误',
  applicantName: '研究员',
  mine: false,
  createTime: '2026-11-28 09:30:00',
  subjectId: 's1',
  subjectName: '王五',
  subjectNo: 'T2DM-RWS-001',
  formName: '基线访视表',
  detailId: `d${id}`,
  canAudit: status === '0',
});

describe('project changes model', () => {
  it('loads the pending ones first and keeps their count for the badge', async () => {
    const list = vi.fn(async (status: ProjectChangeStatus) =>
      status === '0' ? { records: [change('1', '0')], total: 3 } : { records: [change('2', '1')], total: 1 },
    );
    const model = createProjectChangesModel(list);
    await model.loadPending();
    expect(model.getSnapshot()).toMatchObject({ pending: 3, rows: null });
    await model.load();
    expect(model.getSnapshot()).toMatchObject({ status: '0', total: 3, pending: 3, loading: false });
    expect(model.getSnapshot().rows?.map((r) => r.id)).toEqual(['1']);

    list.mockImplementation(async (status) =>
      status === '0' ? { records: [], total: 2 } : { records: [change('2', '1')], total: 1 },
    );
    await model.setStatus('1');
    // Another status still refreshes the badge: an audit elsewhere may have changed it.
    expect(model.getSnapshot()).toMatchObject({ status: '1', total: 1, pending: 2 });
    expect(list).toHaveBeenLastCalledWith('0');
  });

  it('drops the answer of a status the user has already left', async () => {
    let release: (value: { records: ProjectChange[]; total: number }) => void = () => {};
    const slow = new Promise<{ records: ProjectChange[]; total: number }>((r) => (release = r));
    const list = vi.fn((status: ProjectChangeStatus) =>
      status === '0' ? slow : Promise.resolve({ records: [change('9', '2')], total: 1 }),
    );
    const model = createProjectChangesModel(list);
    const first = model.load();
    const second = model.setStatus('2');
    release({ records: [change('1', '0')], total: 5 });
    await Promise.all([first, second]);
    expect(model.getSnapshot().status).toBe('2');
    expect(model.getSnapshot().rows?.map((r) => r.id)).toEqual(['9']);
  });

  it('says why the list did not load, as a notice and in the snapshot', async () => {
    const model = createProjectChangesModel(async () => {
      throw new NotFoundError({
        message: '未找到对应数据',
        userMessage: '未找到对应数据',
        status: 404,
        code: 404,
      } as never);
    });
    const notices: string[] = [];
    model.onNotice((n) => notices.push(`${n.level}:${n.text}`));
    await model.loadPending();
    expect(model.getSnapshot().pending).toBeNull();
    await model.load();
    expect(model.getSnapshot()).toMatchObject({ loading: false, error: '未找到对应数据', rows: null });
    expect(notices).toEqual(['error:未找到对应数据']);
  });

  it('names the changed fields by label', () => {
    expect(changedFieldsText(change('1', '0'))).toBe('收缩压(mmHg)、舒张压(mmHg)');
  });

  it('refreshes the badge alone until a list was shown, then the list too', async () => {
    let pending = 1;
    const list = vi.fn(async (status: ProjectChangeStatus) => ({
      records: status === '0' ? Array.from({ length: pending }, (_, i) => change(String(i), '0')) : [],
      total: status === '0' ? pending : 0,
    }));
    const model = createProjectChangesModel(list);
    pending = 2;
    await model.refresh();
    expect(model.getSnapshot()).toMatchObject({ pending: 2, rows: null });
    await model.load();
    pending = 3;
    await model.refresh();
    expect(model.getSnapshot()).toMatchObject({ pending: 3, total: 3 });
    expect(model.getSnapshot().rows).toHaveLength(3);
  });

  it('follows the bell: a moved unread count refreshes, a poll that brings nothing asks nothing', () => {
    const bell = createObservableStore({ unreadCount: 4, loading: false });
    const refresh = vi.fn(async () => undefined);
    const stop = followProjectChangeNews({ refresh }, bell);
    bell.update({ loading: true });
    bell.update({ loading: false });
    expect(refresh).not.toHaveBeenCalled();
    bell.update({ loading: true });
    bell.update({ unreadCount: 5, loading: false });
    expect(refresh).toHaveBeenCalledTimes(1);
    bell.update({ unreadCount: 4 });
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
    bell.update({ unreadCount: 9 });
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
