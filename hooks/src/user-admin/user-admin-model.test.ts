import { describe, expect, it, vi } from 'vitest';
import { createUserAdminModel, isFrozen, passwordProblem } from './user-admin-model.js';
import { createPermissionTreeModel, type PermissionNode } from './permission-tree-model.js';

describe('user administration model', () => {
  it('freezes and unfreezes, reloading after each; refusals come back as the server says', async () => {
    const setStatus = vi.fn(async () => undefined);
    const onChanged = vi.fn();
    const model = createUserAdminModel({
      transport: { setStatus, resetPassword: async () => Promise.reject(new Error('不能冻结当前登录用户')) },
      onChanged,
    });
    const notices: string[] = [];
    model.onNotice((n) => notices.push(n.text));
    expect(await model.freeze(['1'])).toBe(true);
    expect(await model.unfreeze(['1'])).toBe(true);
    expect(setStatus.mock.calls).toEqual([
      [['1'], 2],
      [['1'], 1],
    ]);
    expect(onChanged).toHaveBeenCalledTimes(2);
    expect(notices).toEqual(['冻结成功', '解冻成功']);
    expect(isFrozen(2)).toBe(true);
    expect(isFrozen('1')).toBe(false);
  });

  it('checks the new password twice before sending it', async () => {
    const resetPassword = vi.fn(async () => undefined);
    const model = createUserAdminModel({ transport: { setStatus: async () => undefined, resetPassword } });
    const notices: string[] = [];
    model.onNotice((n) => notices.push(n.text));
    expect(passwordProblem('short', 'short')).toBe('密码长度为8到64位');
    expect(await model.resetPassword('1', 'Clinic@2030', 'Clinic@2031')).toBe(false);
    expect(resetPassword).not.toHaveBeenCalled();
    expect(await model.resetPassword('1', 'Clinic@2030', 'Clinic@2030')).toBe(true);
    expect(resetPassword).toHaveBeenCalledWith('1', 'Clinic@2030');
    expect(notices).toEqual(['两次输入的密码不一致', '密码重置成功']);
  });
});

describe('permission tree model', () => {
  const tree: PermissionNode[] = [
    {
      key: 'sys',
      title: '系统管理',
      menuType: '0',
      children: [
        {
          key: 'user',
          title: '用户管理',
          menuType: '1',
          children: [
            { key: 'user:add', title: '用户新增', menuType: '2' },
            { key: 'user:edit', title: '用户编辑', menuType: '2' },
          ],
        },
        { key: 'role', title: '角色管理', menuType: '1' },
      ],
    },
    { key: 'home', title: '首页', menuType: '1' },
  ];
  const setup = async (granted: string[]) => {
    const save = vi.fn(async () => undefined);
    const model = createPermissionTreeModel({
      transport: { tree: async () => tree, granted: async () => granted, save },
      roleId: 'r1',
    });
    await model.load();
    const state = (key: string) => model.getSnapshot().rows.find((r) => r.node.key === key)?.state;
    return { model, save, state };
  };

  it('shows parents as partly ticked, ticks a branch whole, and saves the menus above a ticked button', async () => {
    const { model, save, state } = await setup(['home', 'sys', 'user', 'user:add']);
    expect(state('sys')).toBe('indeterminate');
    expect(model.getSnapshot().rows.map((r) => r.node.key)).toEqual(['sys', 'user', 'role', 'home']);
    model.toggleExpand('user');
    expect(state('user')).toBe('indeterminate');
    model.toggle('user');
    expect(state('user')).toBe('checked');
    expect(state('user:edit')).toBe('checked');
    model.toggle('sys');
    expect(state('sys')).toBe('checked');
    model.toggle('sys');
    expect(state('sys')).toBe('unchecked');
    model.toggleExpand('user');
    model.toggleExpand('user');
    model.toggle('user:edit');
    expect(state('sys')).toBe('indeterminate');
    expect(model.grantedIds().sort()).toEqual(['home', 'sys', 'user', 'user:edit'].sort());
    expect(await model.save()).toBe(true);
    expect(save).toHaveBeenCalledWith('r1', expect.arrayContaining(['sys', 'user', 'user:edit', 'home']));
  });

  it('ticks and clears everything, opens and closes every branch', async () => {
    const { model, state } = await setup([]);
    model.checkAll(true);
    expect(state('sys')).toBe('checked');
    expect(model.getSnapshot().checkedCount).toBe(6);
    model.expandAll(true);
    expect(model.getSnapshot().rows).toHaveLength(6);
    model.expandAll(false);
    expect(model.getSnapshot().rows).toHaveLength(2);
    model.checkAll(false);
    expect(model.grantedIds()).toEqual([]);
  });
});

describe('members model', () => {
  it('lists, searches, adds and removes, reloading the page after a change', async () => {
    const { createMembersModel } = await import('./members-model.js');
    const list = vi.fn(async (q: { pageNo: number; realname: string }) => ({
      records: [{ id: '1', username: 'nurse', realname: `陈护士${q.realname}` }],
      total: 1,
    }));
    const add = vi.fn(async () => undefined);
    const remove = vi.fn(async () => Promise.reject(new Error('不能移除当前登录用户自己的角色')));
    const model = createMembersModel({ transport: { list, add, remove } });
    const notices: string[] = [];
    model.onNotice((n) => notices.push(n.text));
    await model.load(1);
    expect(model.getSnapshot().records[0]?.realname).toBe('陈护士');
    await model.search(' 陈 ');
    expect(list).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, realname: '陈' });
    expect(await model.add([])).toBe(false);
    expect(await model.add(['2'])).toBe(true);
    expect(add).toHaveBeenCalledWith(['2']);
    expect(await model.remove(['1'])).toBe(false);
    expect(notices).toEqual(['添加成功', '移除失败']);
    expect(list).toHaveBeenCalledTimes(3);
  });
});

describe('department tree model', () => {
  it('opens the top level first, expands and collapses, searches, and shows a refused delete', async () => {
    const { createDepartTreeModel } = await import('./depart-tree-model.js');
    const { ApiError } = await import('@clinic/sdk');
    const tree = [
      {
        id: 'a',
        departName: '健康服务中心',
        children: [
          { id: 'b', departName: '内分泌科', children: [{ id: 'c', departName: '糖尿病组' }] },
          { id: 'd', departName: '心内科' },
        ],
      },
    ];
    const remove = vi.fn(async () => {
      const text = '部门「内分泌科」下还有下级部门，请先删除或移走下级部门';
      throw new ApiError({ status: 200, code: 500, message: text, userMessage: text });
    });
    const model = createDepartTreeModel({ transport: { tree: async () => tree, remove } });
    const notices: string[] = [];
    model.onNotice((n) => notices.push(n.text));
    await model.load();
    const names = () => model.getSnapshot().rows.map((r) => r.node.departName);
    expect(names()).toEqual(['健康服务中心', '内分泌科', '心内科']);
    model.toggleExpand('b');
    expect(names()).toEqual(['健康服务中心', '内分泌科', '糖尿病组', '心内科']);
    model.expandAll(false);
    expect(names()).toEqual(['健康服务中心']);
    model.search('糖尿病');
    expect(names()).toEqual(['健康服务中心', '内分泌科', '糖尿病组']);
    model.search('');
    expect(await model.remove('b')).toBe(false);
    expect(notices).toEqual(['部门「内分泌科」下还有下级部门，请先删除或移走下级部门']);
    expect(model.getSnapshot().total).toBe(4);
  });
});
