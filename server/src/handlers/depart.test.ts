// The user's departments, department switching and the tenant's department tree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';

let t: TestApp;
let doctor: string;
beforeAll(async () => {
  t = await startTestApp();
  doctor = await t.login('doctor');
});
afterAll(async () => {
  await t?.close();
});

describe('departments', () => {
  it('lists the doctor departments with the current one', async () => {
    const res = await t.call('GET', '/jeecg-boot/sys/user/getCurrentUserDeparts', { token: doctor });
    expect(res.json().result).toMatchObject({ deptCode: 'A01A01' });
    expect(res.json().result.list).toHaveLength(3);
  });

  it('switches to one of the user departments and refuses others', async () => {
    const ok = await t.call('POST', '/jeecg-boot/sys/selectDepart', {
      token: doctor,
      payload: { deptCode: 'A01A02', username: 'doctor' },
    });
    expect(ok.json()).toMatchObject({ success: true, result: { userInfo: { orgCode: 'A01A02' } } });
    const again = await t.call('GET', '/jeecg-boot/sys/user/getCurrentUserDeparts', { token: doctor });
    expect(again.json().result.deptCode).toBe('A01A02');
    const foreign = await t.call('POST', '/jeecg-boot/sys/selectDepart', {
      token: doctor,
      payload: { deptCode: 'B01', username: 'doctor' },
    });
    expect(foreign.json()).toMatchObject({ success: false });
    const other = await t.call('POST', '/jeecg-boot/sys/selectDepart', {
      token: doctor,
      payload: { deptCode: 'A01A02', username: 'admin' },
    });
    expect(other.json()).toMatchObject({ success: false });
  });

  it('builds the hospital tree of the acting tenant only', async () => {
    const admin = await t.login('admin');
    const res = await t.call('GET', '/jeecg-boot/sys/sysDepart/queryTreeList', { token: admin });
    const [root] = res.json().result;
    expect(root).toMatchObject({ departName: '健康服务中心', isLeaf: false });
    expect(root.children.map((c: { departName: string }) => c.departName)).toEqual(
      expect.arrayContaining(['内分泌科', '心内科', '慢病管理中心']),
    );
    const second = await t.call('GET', '/jeecg-boot/sys/sysDepart/queryTreeList', {
      token: admin,
      tenant: '1423892807230000001',
    });
    expect(second.json().result[0].departName).toBe('第二医院');
  });
});

describe('department tree administration', () => {
  const api = (path: string) => `/jeecg-boot/sys/sysDepart/${path}`;
  let admin: string;
  beforeAll(async () => {
    admin = await t.login('admin');
  });

  async function add(token: string, body: Record<string, unknown>) {
    const answer = (await t.call('POST', api('add'), { token, payload: body })).json();
    if (!answer.success) return answer;
    return { ...answer, result: { id: await idOf(String(body.departName)) } };
  }
  async function idOf(name: string): Promise<string> {
    const res = await t.call('GET', `${api('list')}?pageSize=100&departName=${encodeURIComponent(name)}`, {
      token: admin,
    });
    return res.json().result.records.find((r: { departName: string }) => r.departName === name).id;
  }

  it('adds a child, refuses to delete the parent while it has children or users, then deletes it', async () => {
    const root = await idOf('健康服务中心');
    const parent = await add(admin, {
      departName: '测试上级',
      parentId: root,
      orgCode: 'A01T1',
      deptCode: 'T-P1',
    });
    expect(parent.success).toBe(true);
    const child = await add(admin, {
      departName: '测试下级',
      parentId: parent.result.id,
      orgCode: 'A01T1A01',
      deptCode: 'T-C1',
    });
    expect(child.success).toBe(true);

    const refused = await t.call('DELETE', `${api('delete')}?id=${encodeURIComponent(parent.result.id)}`, {
      token: admin,
    });
    expect(refused.json()).toMatchObject({ success: false, message: expect.stringContaining('下级部门') });
    const batch = await t.call(
      'DELETE',
      `${api('deleteBatch')}?ids=${encodeURIComponent(`${parent.result.id}`)}`,
      { token: admin },
    );
    expect(batch.json().success).toBe(false);

    const occupied = await t.call(
      'DELETE',
      `${api('delete')}?id=${encodeURIComponent(await idOf('内分泌科'))}`,
      { token: admin },
    );
    expect(occupied.json()).toMatchObject({ success: false, message: expect.stringContaining('还有用户') });

    // parent and child together leave nothing behind
    const both = await t.call(
      'DELETE',
      `${api('deleteBatch')}?ids=${encodeURIComponent(`${parent.result.id},${child.result.id}`)}`,
      { token: admin },
    );
    expect(both.json().success).toBe(true);
  });

  it('moves a department but never below itself', async () => {
    const a = await add(admin, { departName: '移动甲', orgCode: 'M1', deptCode: 'T-M1' });
    const b = await add(admin, {
      departName: '移动乙',
      parentId: a.result.id,
      orgCode: 'M1A01',
      deptCode: 'T-M2',
    });
    const loop = await t.call('PUT', api('edit'), {
      token: admin,
      payload: { id: a.result.id, parentId: b.result.id },
    });
    expect(loop.json()).toMatchObject({ success: false, message: expect.stringContaining('下级部门之下') });
    const self = await t.call('PUT', api('edit'), {
      token: admin,
      payload: { id: a.result.id, parentId: a.result.id },
    });
    expect(self.json().success).toBe(false);
    const moved = await t.call('PUT', api('edit'), {
      token: admin,
      payload: { id: b.result.id, parentId: null, sortNo: 5 },
    });
    expect(moved.json().success).toBe(true);
    const tree = await t.call('GET', api('queryTreeList'), { token: admin });
    const roots = tree.json().result.map((n: { departName: string }) => n.departName);
    expect(roots).toContain('移动乙');
  });

  it('refuses the tree operations to a user without the department buttons', async () => {
    const doctor2 = await t.login('doctor');
    const res = await t.call('DELETE', `${api('delete')}?id=${encodeURIComponent(await idOf('心内科'))}`, {
      token: doctor2,
    });
    expect(res.json().code).toBe(510);
    const added = await add(doctor2, { departName: 'x', orgCode: 'X', deptCode: 'X' });
    expect(added.code).toBe(510);
  });
});
