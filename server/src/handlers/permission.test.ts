// getUserPermissionByToken: menus from the user's roles per console, granted buttons, every defined button.
import { platformOnly } from '../seed/role-grants.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { permissionCodes } from '../core/openapi-document.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function permissionsOf(username: string, appCode?: string) {
  const token = await t.login(username);
  const res = await t.call('GET', '/jeecg-boot/sys/permission/getUserPermissionByToken', {
    token,
    ...(appCode ? { headers: { 'x-app-code': appCode } } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json().result as {
    menu: Array<{
      meta: { title: string };
      path: string;
      component: string;
      children?: Array<{ meta: { title: string }; path: string }>;
    }>;
    auth: Array<{ action: string }>;
    allAuth: Array<{ action: string }>;
  };
}

describe('getUserPermissionByToken', () => {
  it('gives the admin every menu and every x-permission code of the document but the platform-level ones', async () => {
    const p = await permissionsOf('admin');
    expect(p.menu.map((m) => m.meta.title)).toEqual([
      '首页',
      '系统管理',
      '慢病管理',
      '运营管理',
      '消息',
      '动态表单',
    ]);
    const system = p.menu.find((m) => m.meta.title === '系统管理');
    expect(system?.children?.map((c) => c.meta.title)).toEqual(
      expect.arrayContaining(['用户管理', '角色管理', '部门管理', '字典管理']),
    );
    const granted = new Set(p.auth.map((a) => a.action));
    // 租户管理 and the other platform-level codes belong to the platform department's administrators only.
    for (const code of permissionCodes(t.document))
      expect(granted.has(code), code).toBe(!platformOnly({ code }));
  });

  it('gives the doctor only the doctor menus and buttons, but lists every button in allAuth', async () => {
    const p = await permissionsOf('doctor');
    // 标签管理 read-only: a doctor reads the labels he tags patients with (no 系统管理 directory of his own).
    expect(p.menu.map((m) => m.meta.title)).toEqual(['首页', '慢病管理', '运营管理', '消息', '标签管理']);
    // 运营管理: he records points, applies for donations and orders supplies; approving is the administrator's.
    expect(p.menu[2]?.children?.map((c) => c.meta.title)).toEqual([
      '积分规则',
      '积分明细',
      '积分排行',
      '捐赠项目',
      '捐赠申请',
      '耗材库存',
      '耗材订单',
    ]);
    expect(p.menu[1]?.children?.[0]).toMatchObject({
      path: '/chronic/patient/list',
      meta: { title: '患者列表' },
    });
    // the follow-up and intervention pages of issue 17
    expect(p.menu[1]?.children?.map((c) => c.meta.title)).toEqual(
      expect.arrayContaining(['随访计划', '随访记录', '患者异常', '干预记录']),
    );
    const granted = p.auth.map((a) => a.action);
    expect(granted).toContain('chronic:patient:add');
    expect(granted).not.toContain('system:user:add');
    expect(granted).toEqual(
      expect.arrayContaining([
        'operation:pointLedger:add',
        'operation:donationApplication:add',
        'operation:supplyOrder:submit',
        'operation:supplyOrder:item:add',
      ]),
    );
    for (const code of [
      'operation:pointLedger:edit',
      'operation:pointRule:add',
      'operation:supplyOrder:approve',
      'operation:supplyOrder:deliver',
      'operation:supplyOrder:cancel',
      'operation:supply:issue',
      'operation:donationApplication:approve',
      'operation:donationApplication:reject',
    ])
      expect(granted).not.toContain(code);
    expect(p.allAuth.map((a) => a.action)).toContain('system:user:add');
  });

  it('answers the research-project menus for RWS-P-WEB', async () => {
    const p = await permissionsOf('researcher', 'RWS-P-WEB');
    expect(p.menu.map((m) => m.meta.title)).toEqual([
      '工作台',
      '受试者管理',
      '项目设置',
      '任务',
      '消息',
      '反馈',
    ]);
    const doctor = await permissionsOf('doctor', 'RWS-P-WEB');
    expect(doctor.menu.map((m) => m.meta.title)).not.toContain('项目设置');
    const tasks = p.menu.find((m) => m.meta.title === '任务') as
      { meta: { cornerMarkUrl?: string } } | undefined;
    expect(tasks?.meta.cornerMarkUrl).toBe('/sys/permission/cornerMark/todoTasks');
  });

  it('answers registered badge keys with a number and unknown ones with 404', async () => {
    const token = await t.login('doctor');
    const unread = await t.call('GET', '/jeecg-boot/sys/permission/cornerMark/unreadMessages', { token });
    expect(unread.json()).toMatchObject({ success: true, result: 0 });
    const unknown = await t.call('GET', '/jeecg-boot/sys/permission/cornerMark/sys_user', { token });
    expect(unknown.statusCode).toBe(404);
  });
});
