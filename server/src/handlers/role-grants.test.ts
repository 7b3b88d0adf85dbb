// 授权 and 角色用户 (role tag), a user's roles, departments and tenants in the user form (user resource), and 部门用户
// (depart tag): each operation for the administrator, refused without its button, refused across tenants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { departId, roleId } from '../seed/identity.js';

const MAIN = '1000';
const OTHER = '2000';
const ADMIN = '1000000000000000001';
const NURSE = '1000000000000000005';
const RESEARCHER = '1000000000000000003';
const OTHER_TENANT_DOCTOR = '1000000000000000007';
const DOCTOR_ROLE = roleId(MAIN, 'doctor');
const RESEARCHER_ROLE = roleId(MAIN, 'researcher');

let t: TestApp;
let admin: string;
let doctor: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  doctor = await t.login('doctor');
});
afterAll(async () => {
  await t?.close();
});

interface Node {
  key: string;
  title: string;
  menuType: string;
  perms: string | null;
  children?: Node[];
}
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const get = (token: string, url: string) => t.call('GET', `/jeecg-boot${url}`, { token });
const post = (token: string, url: string, payload: unknown) =>
  t.call('POST', `/jeecg-boot${url}`, { token, payload });
const menuTitles = async (token: string) => {
  const answer = (await get(token, '/sys/permission/getUserPermissionByToken')).json() as {
    result: { menu: Node[] & { meta?: unknown }[] };
  };
  const walk = (items: Array<{ meta: { title: string }; children?: unknown[] }>): string[] =>
    items.flatMap((m) => [m.meta.title, ...walk((m.children ?? []) as never)]);
  return walk(answer.result.menu as never);
};

describe('授权: the role permission tree', () => {
  it('answers every menu with its buttons below it, and refuses users without 授权', async () => {
    const tree = (await get(admin, '/sys/role/queryTreeList')).json();
    expect(tree.success).toBe(true);
    const system = (tree.result.treeList as Node[]).find((n) => n.title === '系统管理');
    const user = system?.children?.find((n) => n.title === '用户管理');
    expect(user?.children?.map((b) => b.perms)).toEqual(
      expect.arrayContaining(['system:user:add', 'system:user:frozen', 'system:user:resetPassword']),
    );
    expect(user?.children?.find((b) => b.perms === 'system:user:frozen')?.title).toBe('用户冻结/解冻');
    expect(flat(tree.result.treeList).length).toBe(tree.result.ids.length);
    expect((await get(doctor, '/sys/role/queryTreeList')).json().code).toBe(510);
    expect((await get(doctor, `/sys/role/queryRolePermission?roleId=${DOCTOR_ROLE}`)).json().code).toBe(510);
  });

  it('grants a menu to a role: its user sees the menu at the next login; revoking takes it away', async () => {
    const tree = flat((await get(admin, '/sys/role/queryTreeList')).json().result.treeList);
    const positions = tree.find((n) => n.title === '职务管理')!;
    const system = tree.find((n) => n.title === '系统管理')!;
    const held = (await get(admin, `/sys/role/queryRolePermission?roleId=${DOCTOR_ROLE}`)).json()
      .result as string[];
    expect(held).not.toContain(positions.key);
    expect(await menuTitles(await t.login('doctor'))).not.toContain('职务管理');

    const granted = [...held, system.key, positions.key];
    const saved = await post(admin, '/sys/role/saveRolePermission', {
      roleId: DOCTOR_ROLE,
      permissionIds: granted,
    });
    expect(saved.json()).toMatchObject({ success: true, message: '保存成功' });
    expect(
      (
        (await get(admin, `/sys/role/queryRolePermission?roleId=${DOCTOR_ROLE}`)).json().result as string[]
      ).sort(),
    ).toEqual([...new Set(granted)].sort());
    expect(await menuTitles(await t.login('doctor'))).toEqual(
      expect.arrayContaining(['系统管理', '职务管理']),
    );
    // the doctor of the other tenant holds that tenant's role: unchanged
    expect(await menuTitles(await t.login('renhe_doctor'))).not.toContain('职务管理');

    await post(admin, '/sys/role/saveRolePermission', { roleId: DOCTOR_ROLE, permissionIds: held });
    expect(await menuTitles(await t.login('doctor'))).not.toContain('职务管理');
  });

  it('refuses another tenant’s role, an unknown permission (changing nothing) and users without 授权', async () => {
    const before = (await get(admin, `/sys/role/queryRolePermission?roleId=${DOCTOR_ROLE}`)).json().result;
    const otherRole = roleId(OTHER, 'doctor');
    expect((await get(admin, `/sys/role/queryRolePermission?roleId=${otherRole}`)).statusCode).toBe(404);
    expect(
      (await post(admin, '/sys/role/saveRolePermission', { roleId: otherRole, permissionIds: [] }))
        .statusCode,
    ).toBe(404);
    const unknown = await post(admin, '/sys/role/saveRolePermission', {
      roleId: DOCTOR_ROLE,
      permissionIds: ['999'],
    });
    expect(unknown.json()).toMatchObject({ success: false, message: '所选菜单或按钮不存在，请刷新后重试' });
    const byDoctor = await post(doctor, '/sys/role/saveRolePermission', {
      roleId: DOCTOR_ROLE,
      permissionIds: [],
    });
    expect(byDoctor.json().code).toBe(510);
    expect((await get(admin, `/sys/role/queryRolePermission?roleId=${DOCTOR_ROLE}`)).json().result).toEqual(
      before,
    );
  });
});

describe('角色用户', () => {
  it('gives a role to users and takes it away; the user list filters by role', async () => {
    const added = await post(admin, '/sys/role/addUsers', { roleId: RESEARCHER_ROLE, userIds: [NURSE] });
    expect(added.json()).toMatchObject({ success: true, message: '添加成功' });
    const list = (await get(admin, `/sys/user/list?roleId=${RESEARCHER_ROLE}`)).json().result.records as {
      id: string;
    }[];
    expect(list.map((u) => u.id).sort()).toEqual([RESEARCHER, NURSE].sort());
    const removed = await post(admin, '/sys/role/removeUsers', { roleId: RESEARCHER_ROLE, userIds: [NURSE] });
    expect(removed.json()).toMatchObject({ success: true, message: '移除成功' });
    const after = (await get(admin, `/sys/user/list?roleId=${RESEARCHER_ROLE}`)).json().result.records as {
      id: string;
    }[];
    expect(after.map((u) => u.id)).toEqual([RESEARCHER]);
  });

  it('refuses another tenant’s user or role, one’s own removal and users without the button', async () => {
    expect(
      (await post(admin, '/sys/role/addUsers', { roleId: RESEARCHER_ROLE, userIds: [OTHER_TENANT_DOCTOR] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(admin, '/sys/role/addUsers', { roleId: roleId(OTHER, 'researcher'), userIds: [NURSE] }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post(admin, '/sys/role/removeUsers', { roleId: roleId(MAIN, 'admin'), userIds: [ADMIN] })
      ).json(),
    ).toMatchObject({ success: false, message: '不能移除当前登录用户自己的角色' });
    expect(
      (await post(doctor, '/sys/role/addUsers', { roleId: RESEARCHER_ROLE, userIds: [NURSE] })).json().code,
    ).toBe(510);
  });
});

describe('the user form: roles, departments and tenants', () => {
  const queryById = async (id: string) =>
    (await get(admin, `/sys/user/queryById?id=${id}`)).json().result as Record<string, unknown>;

  it('shows the roles and departments of this tenant by name, and every tenant of the user', async () => {
    const me = await queryById(ADMIN);
    expect(me.roleIds).toBe(roleId(MAIN, 'admin'));
    expect(me.roleIds_dictText).toBe('管理员');
    expect(me.departIds_dictText).toBe('健康服务中心');
    expect(String(me.tenantIds_dictText).split(',').sort()).toEqual(['健康服务中心', '第二医院'].sort());
  });

  it('edits a user’s roles and departments; another tenant’s role or department is refused whole', async () => {
    const cardiology = departId(MAIN, 'A01A02');
    const edited = await t.call('PUT', '/jeecg-boot/sys/user/edit', {
      token: admin,
      payload: { id: NURSE, roleIds: `${DOCTOR_ROLE},${RESEARCHER_ROLE}`, departIds: cardiology },
    });
    expect(edited.json().success).toBe(true);
    const nurse = await queryById(NURSE);
    expect(String(nurse.roleIds_dictText).split(',').sort()).toEqual(['医生', '研究员'].sort());
    expect(nurse.departIds_dictText).toBe('心内科');
    const foreign = await t.call('PUT', '/jeecg-boot/sys/user/edit', {
      token: admin,
      payload: { id: NURSE, roleIds: roleId(OTHER, 'admin'), departIds: departId(OTHER, 'B01') },
    });
    expect(foreign.json()).toMatchObject({ success: false });
    expect((await queryById(NURSE)).departIds_dictText).toBe('心内科');
    await t.call('PUT', '/jeecg-boot/sys/user/edit', {
      token: admin,
      payload: { id: NURSE, roleIds: DOCTOR_ROLE, departIds: departId(MAIN, 'A01A03') },
    });
  });

  it('adds a user with roles and departments', async () => {
    const added = await post(admin, '/sys/user/add', {
      username: 'newnurse',
      realname: '新护士',
      password: 'Newnurse@2026',
      roleIds: DOCTOR_ROLE,
      departIds: departId(MAIN, 'A01A01'),
    });
    expect(added.json().success).toBe(true);
    const [user] = (await get(admin, '/sys/user/list?username=newnurse')).json().result.records as Record<
      string,
      unknown
    >[];
    expect(user?.roleIds_dictText).toBe('医生');
    expect(user?.departIds_dictText).toBe('内分泌科');
    expect(await menuTitles(await t.login('newnurse', 'Newnurse@2026'))).toContain('患者列表');
  });
});

describe('部门用户', () => {
  it('puts users into a department and takes them out; the tree counts them', async () => {
    const endocrine = departId(MAIN, 'A01A01');
    const count = async () => {
      const tree = (await get(admin, '/sys/sysDepart/queryTreeList')).json().result as Array<{
        id: string;
        memberCount: number;
        children?: unknown[];
      }>;
      const all = (n: typeof tree): typeof tree =>
        n.flatMap((x) => [x, ...all((x.children ?? []) as typeof tree)]);
      return all(tree).find((d) => d.id === endocrine)!.memberCount;
    };
    const before = await count();
    const added = await post(admin, '/sys/sysDepart/addUsers', {
      departId: endocrine,
      userIds: [RESEARCHER],
    });
    expect(added.json()).toMatchObject({ success: true, message: '添加成功' });
    expect(await count()).toBe(before + 1);
    const members = (await get(admin, `/sys/user/list?departId=${endocrine}`)).json().result.records as {
      id: string;
    }[];
    expect(members.map((u) => u.id)).toContain(RESEARCHER);
    const removed = await post(admin, '/sys/sysDepart/removeUsers', {
      departId: endocrine,
      userIds: [RESEARCHER],
    });
    expect(removed.json()).toMatchObject({ success: true, message: '移除成功' });
    expect(await count()).toBe(before);
  });

  it('refuses another tenant’s department or user and users without the button', async () => {
    const endocrine = departId(MAIN, 'A01A01');
    expect(
      (await post(admin, '/sys/sysDepart/addUsers', { departId: departId(OTHER, 'B01'), userIds: [NURSE] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(admin, '/sys/sysDepart/addUsers', { departId: endocrine, userIds: [OTHER_TENANT_DOCTOR] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(doctor, '/sys/sysDepart/addUsers', { departId: endocrine, userIds: [NURSE] })).json().code,
    ).toBe(510);
  });
});
