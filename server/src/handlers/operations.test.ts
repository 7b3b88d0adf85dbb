// 运营管理 over HTTP: 耗材订单's status only moves forward (every illegal move refused, nothing changed), delivery adds
// to 耗材库存 and 出库 never takes it below zero; 捐赠申请's approval takes the project's stock, two approvals that
// together ask more than is left: one wins; 积分明细 is append-only and 积分排行 ranks the totals. Doctors submit but
// do not approve; another tenant finds nothing. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { SUPPLY_ORDER, SUPPLY_ORDER_MOVES, type SupplyOrderAction } from '@clinic/sdk/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeCalls, type Rec } from '../http/testing/envelope-calls.js';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { seedDicts } from '../seed/domain.js';

let t: TestApp;
let admin: string;
let doctor: string;
let other: string;
beforeAll(async () => {
  t = await startTestApp();
  await seedDicts(t.database.db);
  admin = await t.login('admin');
  doctor = await t.login('doctor');
  other = await t.login('tenant2admin');
});
afterAll(async () => {
  await t?.close();
});

const { call, ok, newestId } = envelopeCalls(() => t);
/** Adds a record (the add answers a message) and answers it as read back: the newest row of its table. */
async function add(token: string, base: string, table: string, body: Rec): Promise<Rec> {
  await ok(call(token, 'POST', `${base}/add`, body));
  return ok(call(token, 'GET', `${base}/queryById?id=${await newestId(table)}`));
}
const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function addSupply(code: string, stock = 0) {
  const s = await add(admin, '/operation/supply', 'op_supply', { code, name: `耗材${code}`, unit: '盒' });
  if (stock > 0)
    await t.database.db.execute(`UPDATE op_supply SET stock = ${stock} WHERE id = '${String(s.id)}'`);
  return String(s.id);
}
const supply = async (id: string) => ok(call(admin, 'GET', `/operation/supply/queryById?id=${id}`));
const order = async (id: string) => ok(call(admin, 'GET', `/operation/supplyOrder/queryById?id=${id}`));

async function draftOrder(lines: Array<[code: string, quantity: number]>) {
  const o = await add(admin, '/operation/supplyOrder', 'op_supply_order', {
    supplier: '国药控股',
    orderDate: '2026-11-20',
  });
  const id = String(o.id);
  if (lines.length)
    await ok(
      call(admin, 'POST', '/operation/supplyOrderItem/saveRows', {
        parentId: id,
        add: lines.map(([code, quantity], i) => ({
          supplyCode: code,
          supplyName: `耗材${code}`,
          unit: '盒',
          quantity,
          orderNum: i + 1,
        })),
      }),
    );
  return id;
}

const ACTIONS = Object.keys(SUPPLY_ORDER_MOVES) as SupplyOrderAction[];

describe('耗材订单: status only forward', () => {
  it('gets an order number, refuses submitting without lines, and goes 草稿 → 已提交 → 已审批 → 已配送 adding its lines to the stock', async () => {
    const code = `A${stamp()}`;
    const sid = await addSupply(code, 5);
    const empty = await draftOrder([]);
    expect(String((await order(empty)).orderNo)).toMatch(/^DH\d{8}-\d{3}$/);
    const refused = await call(admin, 'PUT', '/operation/supplyOrder/submit', { id: empty });
    expect(refused).toMatchObject({ success: false, message: '订单还没有明细，请先添加耗材后再提交' });

    const id = await draftOrder([[code, 30]]);
    for (const [action, status] of [
      ['submit', '已提交'],
      ['approve', '已审批'],
      ['deliver', '已配送'],
    ] as const) {
      const moved = await ok(call(admin, 'PUT', `/operation/supplyOrder/${action}`, { id }));
      expect(moved.status_dictText).toBe(status);
    }
    expect((await supply(sid)).stock).toBe(35);
    const done = await order(id);
    expect(done.deliverTime).toBeTruthy();
    expect(done.approveBy).toBeTruthy();
  });

  it('refuses every move its status does not allow, in Chinese, changing nothing', async () => {
    const code = `B${stamp()}`;
    const sid = await addSupply(code, 0);
    const at: Record<string, string> = {};
    // one order in each status
    at[SUPPLY_ORDER.draft] = await draftOrder([[code, 1]]);
    at[SUPPLY_ORDER.submitted] = await draftOrder([[code, 1]]);
    await ok(call(admin, 'PUT', '/operation/supplyOrder/submit', { id: at[SUPPLY_ORDER.submitted] }));
    at[SUPPLY_ORDER.approved] = await draftOrder([[code, 1]]);
    await ok(call(admin, 'PUT', '/operation/supplyOrder/submit', { id: at[SUPPLY_ORDER.approved] }));
    await ok(call(admin, 'PUT', '/operation/supplyOrder/approve', { id: at[SUPPLY_ORDER.approved] }));
    at[SUPPLY_ORDER.delivered] = await draftOrder([[code, 1]]);
    for (const a of ['submit', 'approve', 'deliver'])
      await ok(call(admin, 'PUT', `/operation/supplyOrder/${a}`, { id: at[SUPPLY_ORDER.delivered] }));
    at[SUPPLY_ORDER.cancelled] = await draftOrder([[code, 1]]);
    await ok(call(admin, 'PUT', '/operation/supplyOrder/cancel', { id: at[SUPPLY_ORDER.cancelled] }));
    expect((await supply(sid)).stock).toBe(1);

    let refusals = 0;
    for (const [status, id] of Object.entries(at)) {
      for (const action of ACTIONS) {
        if (SUPPLY_ORDER_MOVES[action].from.includes(status)) continue;
        const answer = await call(admin, 'PUT', `/operation/supplyOrder/${action}`, { id });
        expect(answer.success, `${action} from ${status}`).toBe(false);
        expect(answer.message).toMatch(
          new RegExp(`当前状态为「.+」，不能${SUPPLY_ORDER_MOVES[action].verb}$`),
        );
        expect(String((await order(id!)).status)).toBe(status);
        refusals++;
      }
    }
    // 4 actions × 5 statuses less the 5 allowed moves
    expect(refusals).toBe(15);
    expect((await supply(sid)).stock).toBe(1);
  });

  it('edits and deletes only a draft, its lines only while a draft, and refuses a line naming no supply', async () => {
    const code = `C${stamp()}`;
    await addSupply(code);
    const id = await draftOrder([[code, 2]]);
    const unknown = await call(admin, 'POST', '/operation/supplyOrderItem/saveRows', {
      parentId: id,
      add: [{ supplyCode: 'NOPE', supplyName: '不存在', quantity: 1 }],
    });
    expect(unknown).toMatchObject({ success: false, message: '耗材编码「NOPE」不存在，请从耗材库存中选择' });
    await ok(call(admin, 'PUT', '/operation/supplyOrder/edit', { id, supplier: '九州通' }));
    expect((await order(id)).supplier).toBe('九州通');
    await ok(call(admin, 'PUT', '/operation/supplyOrder/submit', { id }));
    const edit = await call(admin, 'PUT', '/operation/supplyOrder/edit', { id, supplier: '改不了' });
    expect(edit.success).toBe(false);
    expect(edit.message).toMatch(/当前状态为「已提交」，不能修改$/);
    const [line] = (await ok(call(admin, 'GET', `/operation/supplyOrderItem/list?orderId=${id}`))).records!;
    const lines = await call(admin, 'POST', '/operation/supplyOrderItem/saveRows', {
      parentId: id,
      edit: [{ id: line!.id, supplyCode: code, supplyName: 'x', quantity: 99 }],
    });
    expect(lines.success).toBe(false);
    expect(lines.message).toMatch(/不能修改明细$/);
    const del = await call(admin, 'DELETE', `/operation/supplyOrder/delete?id=${id}`);
    expect(del.success).toBe(false);
    expect((await order(id)).supplier).toBe('九州通');
  });

  it('a doctor creates and submits an order but does not approve, deliver or cancel it; another tenant finds nothing', async () => {
    const code = `D${stamp()}`;
    await addSupply(code);
    const o = await add(doctor, '/operation/supplyOrder', 'op_supply_order', {
      supplier: '医生订购',
      orderDate: '2026-11-21',
    });
    const id = String(o.id);
    await ok(
      call(doctor, 'POST', '/operation/supplyOrderItem/saveRows', {
        parentId: id,
        add: [{ supplyCode: code, supplyName: 'x', quantity: 3 }],
      }),
    );
    await ok(call(doctor, 'PUT', '/operation/supplyOrder/submit', { id }));
    for (const action of ['approve', 'deliver', 'cancel']) {
      const res = await t.call('PUT', `/jeecg-boot/operation/supplyOrder/${action}`, {
        token: doctor,
        payload: { id },
      });
      expect(res.json().success).toBe(false);
      expect([403, 200]).toContain(res.statusCode);
    }
    const foreign = await call(other, 'PUT', '/operation/supplyOrder/approve', { id });
    expect(foreign.success).toBe(false);
    expect(String((await order(id)).status)).toBe(SUPPLY_ORDER.submitted);
  });
});

describe('耗材库存: 出库 never below zero', () => {
  it('takes the stock, refuses more than is left with what is left, and two issues at once never overdraw', async () => {
    const code = `E${stamp()}`;
    const sid = await addSupply(code, 10);
    expect((await ok(call(admin, 'PUT', '/operation/supply/issue', { id: sid, quantity: 4 }))).stock).toBe(6);
    const short = await call(admin, 'PUT', '/operation/supply/issue', { id: sid, quantity: 7 });
    expect(short).toMatchObject({ success: false, message: `库存不足：耗材${code} 剩余 6盒` });
    expect((await supply(sid)).stock).toBe(6);
    const both = await Promise.all([
      call(admin, 'PUT', '/operation/supply/issue', { id: sid, quantity: 4 }),
      call(admin, 'PUT', '/operation/supply/issue', { id: sid, quantity: 4 }),
    ]);
    expect(both.filter((a) => a.success)).toHaveLength(1);
    expect(both.find((a) => !a.success)?.message).toBe(`库存不足：耗材${code} 剩余 2盒`);
    expect((await supply(sid)).stock).toBe(2);
    // the stock is the server's: an edit cannot set it
    const setStock = await call(admin, 'PUT', '/operation/supply/edit', { id: sid, stock: 999 });
    expect(setStock.success).toBe(false);
    expect((await supply(sid)).stock).toBe(2);
    // and the database itself refuses a negative stock
    await expect(
      t.database.db.execute(`UPDATE op_supply SET stock = -1 WHERE id = '${sid}'`),
    ).rejects.toThrow();
  });
});

async function addPatient(name: string) {
  return String((await add(admin, '/chronic/patient', 'chronic_patient', { name })).id);
}

describe('捐赠申请: approvals take the stock, never below zero', () => {
  it('starts the stock at the donated quantity, approves into it, rejects with a reason, and decides once', async () => {
    const patient = await addPatient(`捐赠甲${stamp()}`);
    const project = await add(admin, '/operation/donationProject', 'op_donation_project', {
      projectName: `援助${stamp()}`,
      drugName: '二甲双胍片',
      donor: '慈善总会',
      quantity: 10,
      startDate: '2026-11-01',
    });
    expect(project.stock).toBe(10);
    const apply = async (quantity: number) =>
      String(
        (
          await add(doctor, '/operation/donationApplication', 'op_donation_application', {
            patientId: patient,
            projectId: project.id,
            quantity,
            reason: '经济困难',
          })
        ).id,
      );
    const a = await apply(4);
    const approved = await ok(call(admin, 'PUT', '/operation/donationApplication/approve', { id: a }));
    expect(approved.status_dictText).toBe('已通过');
    const stockOf = async () =>
      (await ok(call(admin, 'GET', `/operation/donationProject/queryById?id=${String(project.id)}`))).stock;
    expect(await stockOf()).toBe(6);

    const b = await apply(2);
    const noReason = await call(admin, 'PUT', '/operation/donationApplication/reject', {
      id: b,
      remark: ' ',
    });
    expect(noReason.success).toBe(false);
    const rejected = await ok(
      call(admin, 'PUT', '/operation/donationApplication/reject', { id: b, remark: '材料不全' }),
    );
    expect(rejected).toMatchObject({ status_dictText: '已驳回', auditRemark: '材料不全' });
    for (const [id, op] of [
      [a, 'approve'],
      [a, 'reject'],
      [b, 'approve'],
    ] as const) {
      const again = await call(admin, 'PUT', `/operation/donationApplication/${op}`, { id, remark: '再次' });
      expect(again.success).toBe(false);
      expect(again.message).toMatch(/^该申请当前状态为「已(通过|驳回)」，不能(通过|驳回)$/);
    }
    expect(await stockOf()).toBe(6);
    const edit = await call(admin, 'PUT', '/operation/donationApplication/edit', { id: a, quantity: 1 });
    expect(edit).toMatchObject({ success: false, message: '已审核的申请不能修改' });
    const del = await call(admin, 'DELETE', `/operation/donationApplication/delete?id=${a}`);
    expect(del).toMatchObject({ success: false, message: '已审核的申请不能删除' });
    // a doctor applies but does not decide
    const c = await apply(1);
    const res = await t.call('PUT', '/jeecg-boot/operation/donationApplication/approve', {
      token: doctor,
      payload: { id: c },
    });
    expect(res.json().success).toBe(false);
    expect(await stockOf()).toBe(6);
    // the donated quantity is not changed by an edit
    await ok(call(admin, 'PUT', '/operation/donationProject/edit', { id: project.id, quantity: 999 }));
    expect(await stockOf()).toBe(6);
  });

  it('refuses an approval asking more than is left (库存不足, nothing changed); of two approvals together exceeding the stock one wins', async () => {
    const patient = await addPatient(`捐赠乙${stamp()}`);
    const project = await add(admin, '/operation/donationProject', 'op_donation_project', {
      projectName: `并发${stamp()}`,
      drugName: '氨氯地平片',
      donor: '辉瑞',
      quantity: 5,
      startDate: '2026-11-01',
    });
    const apply = async (quantity: number) =>
      String(
        (
          await add(admin, '/operation/donationApplication', 'op_donation_application', {
            patientId: patient,
            projectId: project.id,
            quantity,
            reason: '长期服药',
          })
        ).id,
      );
    const big = await apply(6);
    const refused = await call(admin, 'PUT', '/operation/donationApplication/approve', { id: big });
    expect(refused).toMatchObject({ success: false, message: '库存不足：氨氯地平片 剩余 5，申请 6' });
    const still = await ok(call(admin, 'GET', `/operation/donationApplication/queryById?id=${big}`));
    expect(still.status_dictText).toBe('待审核');

    const [x, y] = [await apply(3), await apply(3)];
    const both = await Promise.all([
      call(admin, 'PUT', '/operation/donationApplication/approve', { id: x }),
      call(admin, 'PUT', '/operation/donationApplication/approve', { id: y }),
    ]);
    expect(both.filter((a) => a.success)).toHaveLength(1);
    expect(both.find((a) => !a.success)?.message).toBe('库存不足：氨氯地平片 剩余 2，申请 3');
    const left = await ok(
      call(admin, 'GET', `/operation/donationProject/queryById?id=${String(project.id)}`),
    );
    expect(left.stock).toBe(2);
    const statuses = await Promise.all(
      [x, y].map(async (id) =>
        String((await ok(call(admin, 'GET', `/operation/donationApplication/queryById?id=${id}`))).status),
      ),
    );
    expect(statuses.sort()).toEqual(['0', '1']);
    // another tenant finds neither the project nor the application
    expect((await call(other, 'PUT', '/operation/donationApplication/approve', { id: x })).success).toBe(
      false,
    );
  });
});

describe('积分: an append-only ledger and its ranking', () => {
  it('takes a rule’s points, has no edit or delete, and ranks patients by total with this month’s points', async () => {
    const rule = await add(admin, '/operation/pointRule', 'op_point_rule', {
      actionName: `完成随访${stamp()}`,
      points: 10,
    });
    const off = await add(admin, '/operation/pointRule', 'op_point_rule', {
      actionName: `签到${stamp()}`,
      points: 1,
      status: '0',
    });
    const p1 = await addPatient(`积分甲${stamp()}`);
    const p2 = await addPatient(`积分乙${stamp()}`);
    const today = new Date().toISOString().slice(0, 10);
    const entry = await add(doctor, '/operation/pointLedger', 'op_point_ledger', {
      patientId: p1,
      ruleId: rule.id,
      occurDate: today,
    });
    expect(entry).toMatchObject({ points: 10, patientId_dictText: expect.stringMatching(/^积分甲/) });
    await ok(
      call(admin, 'POST', '/operation/pointLedger/add', {
        patientId: p1,
        points: -3,
        occurDate: '2026-01-05',
        remark: '更正',
      }),
    );
    await ok(
      call(admin, 'POST', '/operation/pointLedger/add', { patientId: p2, points: 50, occurDate: today }),
    );
    const disabled = await call(admin, 'POST', '/operation/pointLedger/add', {
      patientId: p2,
      ruleId: off.id,
      occurDate: today,
    });
    expect(disabled.success).toBe(false);
    const neither = await call(admin, 'POST', '/operation/pointLedger/add', {
      patientId: p2,
      occurDate: today,
    });
    expect(neither).toMatchObject({ success: false, message: '请选择积分行为或填写积分' });

    // append-only: the contract has no edit or delete, the server answers none
    for (const [method, url] of [
      ['PUT', '/operation/pointLedger/edit'],
      ['DELETE', `/operation/pointLedger/delete?id=${String(entry.id)}`],
      ['DELETE', `/operation/pointLedger/deleteBatch?ids=${String(entry.id)}`],
    ] as const) {
      const res = await t.call(method, `/jeecg-boot${url}`, {
        token: admin,
        ...(method === 'PUT' ? { payload: { id: entry.id, points: 99 } } : {}),
      });
      expect(res.json().success, url).toBe(false);
    }
    expect(
      (await ok(call(admin, 'GET', `/operation/pointLedger/queryById?id=${String(entry.id)}`))).points,
    ).toBe(10);

    const ranking = (await ok(call(admin, 'GET', '/operation/pointRanking/list?pageSize=100'))).records!;
    const r1 = ranking.find((r) => r.patientId === p1)!;
    const r2 = ranking.find((r) => r.patientId === p2)!;
    expect(r2).toMatchObject({ totalPoints: 50, monthPoints: 50, rankNo: 1 });
    expect(r1).toMatchObject({ totalPoints: 7, monthPoints: 10, entryCount: 2, rankNo: 2 });
    expect(String(r1.patientId_dictText)).toMatch(/^积分甲/);
    // queried by patient, and read-only
    const one = (await ok(call(admin, 'GET', `/operation/pointRanking/list?patientId=${p1}`))).records!;
    expect(one.map((r) => r.totalPoints)).toEqual([7]);
    expect((await call(other, 'GET', '/operation/pointRanking/list?pageSize=100')).result.records).toEqual(
      [],
    );
  });
});

describe('another tenant’s record is 404 on every 运营管理 operation, and changes nothing', () => {
  it('answers 404 (not a business refusal) to tenant 2000 for tenant 1000’s supplies, orders, projects and applications', async () => {
    const code = `F${stamp()}`;
    const sid = await addSupply(code, 5);
    const oid = await draftOrder([[code, 2]]);
    await ok(call(admin, 'PUT', '/operation/supplyOrder/submit', { id: oid }));
    const patient = await addPatient(`外租户${stamp()}`);
    const project = await add(admin, '/operation/donationProject', 'op_donation_project', {
      projectName: `外租户${stamp()}`,
      drugName: '阿司匹林肠溶片',
      donor: '红十字会',
      quantity: 5,
      startDate: '2026-11-01',
    });
    const aid = String(
      (
        await add(admin, '/operation/donationApplication', 'op_donation_application', {
          patientId: patient,
          projectId: project.id,
          quantity: 1,
          reason: '经济困难',
        })
      ).id,
    );
    const pid = String(project.id);
    const calls: Array<[method: string, url: string, payload?: Rec]> = [
      ['PUT', '/operation/supply/issue', { id: sid, quantity: 1 }],
      ['GET', `/operation/supply/queryById?id=${sid}`],
      ['PUT', '/operation/supply/edit', { id: sid, name: '改名' }],
      ...ACTIONS.map((a) => ['PUT', `/operation/supplyOrder/${a}`, { id: oid }] as [string, string, Rec]),
      ['GET', `/operation/supplyOrder/queryById?id=${oid}`],
      ['PUT', '/operation/donationApplication/approve', { id: aid }],
      ['PUT', '/operation/donationApplication/reject', { id: aid, remark: '外租户' }],
      ['GET', `/operation/donationApplication/queryById?id=${aid}`],
      ['GET', `/operation/donationProject/queryById?id=${pid}`],
      ['PUT', '/operation/donationProject/edit', { id: pid, projectName: '改名' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.call(method, `/jeecg-boot${url}`, {
        token: other,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      expect(res.json().success).toBe(false);
    }
    expect((await supply(sid)).stock).toBe(5);
    expect(String((await order(oid)).status)).toBe(SUPPLY_ORDER.submitted);
    const application = await ok(call(admin, 'GET', `/operation/donationApplication/queryById?id=${aid}`));
    expect(application.status_dictText).toBe('待审核');
    const kept = await ok(call(admin, 'GET', `/operation/donationProject/queryById?id=${pid}`));
    expect(kept).toMatchObject({ stock: 5, projectName: project.projectName });
    // the donated stock, like the supplies', is never negative in the database itself
    await expect(
      t.database.db.execute(`UPDATE op_donation_project SET stock = -1 WHERE id = '${pid}'`),
    ).rejects.toThrow();
  });
});
