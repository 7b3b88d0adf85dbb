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
