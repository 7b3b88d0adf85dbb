// 菜单管理 over HTTP: the kinds' rules, the tree's rules, the platform's menus shared read-only with other tenants,
// the permission codes, and an edit reaching the side menu on the next getUserPermissionByToken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { seedDicts } from '../seed/domain.js';

let t: TestApp;
let admin: string;
let doctor: string;
let tenant2: string;
beforeAll(async () => {
  t = await startTestApp();
  await seedDicts(t.database.db);
  [admin, doctor, tenant2] = await Promise.all([
    t.login('admin'),
    t.login('doctor'),
    t.login('tenant2admin'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const api = (op: string) => `/jeecg-boot/sys/permission/${op}`;

async function call(token: string, op: string, payload?: Record<string, unknown>) {
  const method =
    op.startsWith('list') || op.startsWith('queryById')
      ? 'GET'
      : op === 'delete'
        ? 'DELETE'
        : op === 'edit'
          ? 'PUT'
          : 'POST';
  return (await t.call(method, api(op), { token, ...(payload ? { payload } : {}) })).json();
}

async function find(token: string, name: string): Promise<Record<string, unknown> | undefined> {
  const answer = (
    await t.call('GET', `${api('list')}?pageSize=100&name=${encodeURIComponent(name)}`, { token })
  ).json();
  return answer.result.records.find((r: { name: string }) => r.name === name);
}

interface MenuNode {
  id: string;
  meta: { title: string; icon: string | null };
  hidden: boolean;
  children?: MenuNode[];
}
async function sideMenu(token: string): Promise<MenuNode[]> {
  const answer = (
    await t.call('GET', '/jeecg-boot/sys/permission/getUserPermissionByToken', { token })
  ).json();
  const flat: MenuNode[] = [];
  const walk = (nodes: MenuNode[]) =>
    nodes.forEach((n) => {
      flat.push(n);
      walk(n.children ?? []);
    });
  walk(answer.result.menu);
  return flat;
}

describe('menu administration', () => {
  it('lists the seeded tree with kinds and parents as names', async () => {
    const user = await find(admin, '用户管理');
    expect(user).toMatchObject({
      menuType: '1',
      menuType_dictText: '子菜单',
      parentId_dictText: '系统管理',
      source: 'platform',
      source_dictText: '平台',
    });
    const menus = await find(admin, '菜单管理');
    expect(menus).toMatchObject({ url: '/system/permission', parentId_dictText: '系统管理' });
  });

  it('adds a directory, a menu and a button, edits the menu, and the side menu follows on the next load', async () => {
    expect(
      await call(admin, 'add', { name: '院务管理', menuType: '0', url: '/affairs', icon: 'bank' }),
    ).toMatchObject({
      success: true,
    });
    const affairs = await find(admin, '院务管理');
    expect(affairs).toMatchObject({ source: 'tenant', source_dictText: '本租户' });
    const added = await call(admin, 'add', {
      name: '值班排班',
      menuType: '1',
      parentId: affairs!.id,
      url: '/system/duty',
      component: 'system/DutyList',
      icon: 'calendar',
      sortNo: 50,
    });
    expect(added).toMatchObject({ success: true });
    const duty = await find(admin, '值班排班');
    expect((await sideMenu(admin)).some((m) => m.meta.title === '值班排班')).toBe(true);

    const button = await call(admin, 'add', {
      name: '排班新增',
      menuType: '2',
      parentId: duty!.id,
      perms: 'system:duty:add',
    });
    expect(button).toMatchObject({ success: true });

    const edited = await call(admin, 'edit', {
      id: duty!.id,
      name: '值班安排',
      icon: 'schedule',
      hidden: true,
    });
    expect(edited).toMatchObject({ success: true });
    const entry = (await sideMenu(admin)).find((m) => m.id === duty!.id);
    expect(entry).toMatchObject({ hidden: true, meta: { title: '值班安排', icon: 'schedule' } });

    // Not deleted while its button hangs below it; then the button, then the menu.
    const refused = await t.call('DELETE', `${api('delete')}?id=${duty!.id}`, { token: admin });
    expect(refused.json()).toMatchObject({
      success: false,
      message: '「值班安排」下还有菜单或按钮，请先删除下级',
    });
    const buttonRow = await find(admin, '排班新增');
    expect(
      (await t.call('DELETE', `${api('delete')}?id=${buttonRow!.id}`, { token: admin })).json().success,
    ).toBe(true);
    expect((await t.call('DELETE', `${api('delete')}?id=${duty!.id}`, { token: admin })).json().success).toBe(
      true,
    );
    expect((await sideMenu(admin)).some((m) => m.id === duty!.id)).toBe(false);
  });

  it('refuses entries that break the kinds or the tree', async () => {
    const system = await find(admin, '系统管理');
    const user = await find(admin, '用户管理');
    await call(admin, 'add', { name: '院内工具', menuType: '1', url: '/tools', component: 'x/Tools' });
    const topId = (await find(admin, '院内工具'))!.id;
    await call(admin, 'add', { name: '工具按钮', menuType: '2', parentId: topId, perms: 'tools:use' });
    const buttonId = (await find(admin, '工具按钮'))!.id;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '无路径', menuType: '1', parentId: topId, component: 'x/Y' }, '请输入访问路径'],
      [{ name: '无组件', menuType: '1', parentId: topId, url: '/x' }, '请输入前端组件'],
      [{ name: '无标识', menuType: '2', parentId: topId }, '按钮/权限必须填写授权标识'],
      [
        { name: '坏标识', menuType: '2', parentId: topId, perms: 'a b' },
        '授权标识格式不正确，例如 system:user:add',
      ],
      [{ name: '孤按钮', menuType: '2', perms: 'system:x:add' }, '按钮/权限必须选择上级菜单'],
      [{ name: '目录带上级', menuType: '0', url: '/d', parentId: topId }, '一级菜单不能选择上级菜单'],
      [{ name: '无上级', menuType: '1', url: '/x', component: 'x/Y', parentId: '999' }, '上级菜单不存在'],
      // The platform's entries are read-only to tenants: nothing of a tenant's hangs below them.
      [
        { name: '挂平台', menuType: '1', url: '/x', component: 'x/Y', parentId: system!.id },
        '上级菜单不存在',
      ],
      [
        { name: '按钮下', menuType: '1', url: '/x', component: 'x/Y', parentId: buttonId },
        '按钮/权限下不能再添加菜单或按钮',
      ],
    ];
    for (const [body, message] of cases) {
      expect(await call(admin, 'add', body), body.name as string).toMatchObject({ success: false, message });
    }
    await call(admin, 'add', {
      name: '院内工具子页',
      menuType: '1',
      parentId: topId,
      url: '/tools/a',
      component: 'x/A',
    });
    const childId = (await find(admin, '院内工具子页'))!.id;
    const moved = await call(admin, 'edit', { id: topId, parentId: childId });
    expect(moved).toMatchObject({ success: false, message: '不能把菜单移到它自己或它的下级之下' });
    expect(await call(admin, 'edit', { id: childId, parentId: user!.id })).toMatchObject({ success: false });
  });

  it('asks for the menu codes: a doctor neither lists nor adds', async () => {
    const list = await t.call('GET', `${api('list')}`, { token: doctor });
    expect(list.json()).toMatchObject({ success: false, code: 510 });
    const add = await call(doctor, 'add', { name: '医生菜单', menuType: '0', url: '/doctor' });
    expect(add).toMatchObject({ success: false, code: 510 });
  });

  it("shows every tenant the platform's menus read-only and keeps a tenant's own additions to itself", async () => {
    const user = await find(tenant2, '用户管理');
    expect(user).toBeDefined();
    for (const token of [admin, tenant2]) {
      expect((await call(token, 'edit', { id: user!.id, name: '改名' })).success).toBe(false);
      const gone = await t.call('DELETE', `${api('delete')}?id=${user!.id}`, { token });
      expect(gone.json().success).toBe(false);
    }
    expect((await find(admin, '用户管理'))!.name).toBe('用户管理');

    expect(await call(tenant2, 'add', { name: '仁和专科', menuType: '0', url: '/renhe' })).toMatchObject({
      success: true,
    });
    expect((await sideMenu(tenant2)).some((m) => m.meta.title === '仁和专科')).toBe(true);
    expect(await find(admin, '仁和专科')).toBeUndefined();
    expect((await sideMenu(admin)).some((m) => m.meta.title === '仁和专科')).toBe(false);
  });
});
