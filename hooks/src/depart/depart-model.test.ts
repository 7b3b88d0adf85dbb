import { memoryUserInfoStore } from '@clinic/sdk';
import { BusinessError } from '@clinic/sdk';
import { describe, expect, it, vi } from 'vitest';
import type { Notice } from '../core/observable-store.js';
import type { UserInfo } from '../session/session-types.js';
import { createDepartModel, type CurrentDepartments, type DepartSource } from './index.js';

const departs = [
  { id: '1', deptCode: 'A01', departName: '内分泌科' },
  { id: '2', deptCode: 'A02', departName: '肾内科' },
];
const doctor: UserInfo = { id: 'u1', username: 'doctor', realname: '王医生' };

function setup(answer: CurrentDepartments, select?: DepartSource['select']) {
  const posted: unknown[] = [];
  const source: DepartSource = {
    fetch: async () => answer,
    select:
      select ??
      (async (input) => {
        posted.push(input);
        return { userInfo: { ...doctor, orgCode: input.deptCode } };
      }),
  };
  const userInfoStore = memoryUserInfoStore<UserInfo>();
  const onUserInfo = vi.fn();
  const model = createDepartModel({ source, userInfoStore, getUsername: () => 'doctor', onUserInfo });
  const notices: Notice[] = [];
  model.onNotice((n) => notices.push(n));
  return { model, posted, userInfoStore, onUserInfo, notices };
}

describe('DepartModel (shell-spec 2.12, 4.3)', () => {
  it('titles the dialog 部门选择 until the current department is known', async () => {
    const { model } = setup({ list: departs, deptCode: null });
    expect(model.getSnapshot().title).toBe('部门选择');
    await model.load();
    expect(model.getSnapshot()).toMatchObject({ title: '部门选择', mustChoose: true, selected: null });
  });
  it('titles it 部门切换（当前部门 : {name}） with a current department', async () => {
    const { model } = setup({ list: departs, deptCode: 'A02' });
    await model.load();
    expect(model.getSnapshot()).toMatchObject({
      title: '部门切换（当前部门 : 肾内科）',
      selected: 'A02',
      mustChoose: false,
    });
  });
  it('shows the error state without a message when submitting without a choice', async () => {
    const { model, posted, notices } = setup({ list: departs, deptCode: null });
    await model.load();
    await expect(model.submit()).resolves.toBe(false);
    expect(model.getSnapshot().invalid).toBe(true);
    expect(posted).toEqual([]);
    expect(notices).toEqual([]);
    model.choose('A01');
    expect(model.getSnapshot().invalid).toBe(false);
  });
  it('warns 您尚未设置部门信息! for an empty list', async () => {
    const { model, notices } = setup({ list: [], deptCode: null });
    await model.load();
    expect(model.getSnapshot().status).toBe('empty');
    expect(notices).toEqual([{ level: 'warning', text: '您尚未设置部门信息!' }]);
  });
  it('posts deptCode and username, stores the returned user info and hands it to the session', async () => {
    const { model, posted, userInfoStore, onUserInfo } = setup({ list: departs, deptCode: 'A01' });
    await model.load();
    model.choose('A02');
    await expect(model.submit()).resolves.toBe(true);
    expect(posted).toEqual([{ deptCode: 'A02', username: 'doctor' }]);
    expect(userInfoStore.get()).toMatchObject({ username: 'doctor', orgCode: 'A02' });
    expect(onUserInfo).toHaveBeenCalledWith(expect.objectContaining({ orgCode: 'A02' }));
    expect(model.getSnapshot()).toMatchObject({ currentCode: 'A02', title: '部门切换（当前部门 : 肾内科）' });
  });
  it("shows the server's message when the switch fails and keeps the stored user", async () => {
    const refuse = async () => {
      throw new BusinessError({
        status: 200,
        code: 500,
        message: '部门不存在',
        userMessage: '部门不存在',
        result: null,
      });
    };
    const { model, userInfoStore, notices } = setup({ list: departs, deptCode: null }, refuse);
    await model.load();
    model.choose('A01');
    await expect(model.submit()).resolves.toBe(false);
    expect(notices).toEqual([{ level: 'error', text: '部门不存在' }]);
    expect(userInfoStore.get()).toBeNull();
    expect(model.getSnapshot()).toMatchObject({ submitting: false, error: '部门不存在', currentCode: null });
  });
  it('preselects the only department and drops malformed entries', async () => {
    const { model } = setup({
      list: [departs[0]!, { id: 'x', deptCode: '', departName: '空' }, null as never],
      deptCode: 'ZZZ',
    });
    await model.load();
    expect(model.getSnapshot()).toMatchObject({ departs: [departs[0]], selected: 'A01', currentCode: null });
  });
  it('refuses a choice that is not in the list', async () => {
    const { model, posted } = setup({ list: departs, deptCode: null });
    await model.load();
    model.choose('EVIL');
    await expect(model.submit()).resolves.toBe(false);
    expect(posted).toEqual([]);
  });
  it('reports a failed load', async () => {
    const model = createDepartModel({
      source: { fetch: () => Promise.reject(new Error('boom')), select: vi.fn() },
      userInfoStore: memoryUserInfoStore<UserInfo>(),
      getUsername: () => 'doctor',
    });
    await model.load();
    expect(model.getSnapshot()).toMatchObject({ status: 'error', error: '部门信息加载失败' });
  });
  it('needs a logged-in user to switch', async () => {
    const model = createDepartModel({
      source: { fetch: async () => ({ list: departs, deptCode: 'A01' }), select: vi.fn() },
      userInfoStore: memoryUserInfoStore<UserInfo>(),
      getUsername: () => null,
    });
    const notices: Notice[] = [];
    model.onNotice((n) => notices.push(n));
    await model.load();
    await expect(model.submit()).resolves.toBe(false);
    expect(notices).toEqual([{ level: 'error', text: '当前系统无登录用户!' }]);
  });
});
