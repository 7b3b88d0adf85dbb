// Seeds 运营管理 of a demo clinic: point rules and a season of points for some patients (积分排行 has names), drug
// donation projects with pending, approved and rejected applications (stock less the approved ones), supplies with
// stock and orders in every status. Dates are relative to the seeding day so "this month" always has members.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { clinicDate } from '../db/clinic-clock.js';
import { newId } from '../resources/engine/sql-util.js';

const DAY_MS = 86_400_000;

/** action, points, enabled, description */
const RULES: Array<[string, number, boolean, string]> = [
  ['完成随访', 10, true, '按计划完成一次随访'],
  ['填写问卷', 5, true, '完成一份健康问卷'],
  ['按时预约', 5, true, '按预约时间到诊'],
  ['参加健康讲座', 8, true, '参加一次健康教育讲座'],
  ['邀请家属建档', 15, true, '家属建立健康档案'],
  ['预约爽约', -5, true, '预约后未到诊且未取消'],
  ['每日签到', 1, false, '暂停使用'],
];

/** The rules the server awards by itself (point_rule_action): the others are entered by hand. */
const AUTO: Record<string, string> = { 完成随访: 'visit', 填写问卷: 'questionnaire' };

/** name, drug, spec, donor, quantity, status, days since start */
const PROJECTS: Array<[string, string, string, string, number, string, number]> = [
  ['糖尿病患者援助计划', '二甲双胍片', '0.5g*20片', '中华慈善总会', 500, '1', 60],
  ['高血压患者关爱行动', '氨氯地平片', '5mg*28片', '辉瑞制药', 200, '1', 30],
  ['血脂管理公益项目', '阿托伐他汀钙片', '20mg*7片', '红十字会', 60, '2', 200],
];

/** code, name, spec, unit, stock, warning stock */
const SUPPLIES: Array<[string, string, string, string, number, number]> = [
  ['HC001', '一次性注射器', '5ml', '支', 320, 100],
  ['HC002', '医用棉签', '10cm*50支', '包', 85, 30],
  ['HC003', '血糖试纸', '50条/盒', '盒', 42, 20],
  ['HC004', '一次性采血针', '28G', '盒', 18, 20],
  ['HC005', '医用外科口罩', '50只/盒', '盒', 60, 20],
  ['HC006', '医用胶带', '1.25cm*9.1m', '卷', 24, 10],
  ['HC007', '酒精棉片', '100片/盒', '盒', 36, 15],
  ['HC008', '电子血压计', '上臂式', '台', 6, 2],
];

/** supplier, days ago, status, lines (supply index, quantity) */
const ORDERS: Array<[string, number, string, Array<[number, number]>]> = [
  [
    '国药控股医疗器械有限公司',
    40,
    '3',
    [
      [0, 200],
      [2, 30],
      [6, 20],
    ],
  ],
  [
    '九州通医药集团',
    12,
    '2',
    [
      [1, 50],
      [3, 40],
    ],
  ],
  [
    '上海医疗器械股份有限公司',
    5,
    '1',
    [
      [4, 30],
      [5, 20],
      [7, 2],
    ],
  ],
  [
    '国药控股医疗器械有限公司',
    1,
    '0',
    [
      [2, 20],
      [3, 30],
    ],
  ],
  ['华润医药商业集团', 20, '9', [[0, 100]]],
];

export interface OperationsPatient {
  id: string;
}

export async function seedOperations(
  db: Db,
  tenantId: string,
  patients: readonly OperationsPatient[],
  now = Date.now(),
): Promise<void> {
  const ruleIds = RULES.map(() => newId());
  for (const [i, [name, points, enabled, description]] of RULES.entries()) {
    await db.execute(
      sql`INSERT INTO op_point_rule (id, tenant_id, create_by, action_name, points, status, description, auto_action)
          VALUES (${ruleIds[i]!}, ${tenantId}, 'admin', ${name}, ${points}, ${enabled ? '1' : '0'}, ${description},
                  ${AUTO[name] ?? null})`,
    );
  }
  // The first 40 patients earn points over three months; each earns differently so the ranking has an order.
  const ledger: unknown[] = [];
  for (const [i, p] of patients.slice(0, 40).entries()) {
    const entries = 2 + (i % 5);
    for (let k = 0; k < entries; k++) {
      const rule = (i + k * 3) % 6;
      const [, points] = RULES[rule]!;
      const ago = (k * 17 + i) % 85;
      ledger.push(
        sql`(${newId()}, ${tenantId}, 'admin', ${p.id}, ${ruleIds[rule]!}, ${points}, ${clinicDate(now - ago * DAY_MS)}::date)`,
      );
    }
  }
  for (let i = 0; i < ledger.length; i += 200)
    await db.execute(
      sql`INSERT INTO op_point_ledger (id, tenant_id, create_by, patient_id, rule_id, points, occur_date)
          VALUES ${sql.join(ledger.slice(i, i + 200) as ReturnType<typeof sql>[], sql`, `)}`,
    );

  for (const [j, [name, drug, spec, donor, quantity, status, ago]] of PROJECTS.entries()) {
    const projectId = newId();
    // two applications decided (one approved, one rejected) and two pending per project
    const applications: Array<[number, string, string | null]> = [
      [5 + j * 5, '1', '符合援助条件'],
      [3, '2', '已享受其他援助项目'],
      [10, '0', null],
      [8 + j, '0', null],
    ];
    const approved = applications.filter(([, s]) => s === '1').reduce((n, [q]) => n + q, 0);
    const stock = status === '2' ? 0 : quantity - approved;
    await db.execute(
      sql`INSERT INTO op_donation_project (id, tenant_id, create_by, project_name, drug_name, spec, donor, quantity, stock,
            start_date, end_date, status)
          VALUES (${projectId}, ${tenantId}, 'admin', ${name}, ${drug}, ${spec}, ${donor}, ${quantity}, ${stock},
                  ${clinicDate(now - ago * DAY_MS)}::date, ${clinicDate(now + (status === '2' ? -20 : 120) * DAY_MS)}::date, ${status})`,
    );
    if (status === '2') continue;
    for (const [k, [q, s, remark]] of applications.entries()) {
      const patient = patients[(j * 7 + k * 3) % patients.length];
      if (!patient) continue;
      await db.execute(
        sql`INSERT INTO op_donation_application (id, tenant_id, create_by, patient_id, project_id, quantity, reason, status,
              audit_remark, audit_by, audit_time)
            VALUES (${newId()}, ${tenantId}, 'admin', ${patient.id}, ${projectId}, ${q}, '经济困难，需长期服药', ${s},
                    ${remark}, ${s === '0' ? null : '管理员'}, ${s === '0' ? null : sql`localtimestamp(0)`})`,
      );
    }
  }

  for (const [code, name, spec, unit, stock, warn] of SUPPLIES)
    await db.execute(
      sql`INSERT INTO op_supply (id, tenant_id, create_by, code, name, spec, unit, stock, warn_stock)
          VALUES (${newId()}, ${tenantId}, 'admin', ${code}, ${name}, ${spec}, ${unit}, ${stock}, ${warn})`,
    );
  for (const [n, [supplier, ago, status, lines]] of ORDERS.entries()) {
    const orderId = newId();
    const day = clinicDate(now - ago * DAY_MS);
    const stamp = (from: string) => (status >= from && status !== '9' ? sql`${day}::timestamp` : sql`NULL`);
    await db.execute(
      sql`INSERT INTO op_supply_order (id, tenant_id, create_by, order_no, supplier, order_date, status, submit_time,
            approve_by, approve_time, deliver_time)
          VALUES (${orderId}, ${tenantId}, 'admin', ${`DH${day.replaceAll('-', '')}-${String(n + 1).padStart(3, '0')}`},
                  ${supplier}, ${day}::date, ${status}, ${stamp('1')}, ${status >= '2' && status !== '9' ? '管理员' : null},
                  ${stamp('2')}, ${stamp('3')})`,
    );
    for (const [k, [supply, quantity]] of lines.entries()) {
      const [code, name, spec, unit] = SUPPLIES[supply]!;
      await db.execute(
        sql`INSERT INTO op_supply_order_item (id, tenant_id, create_by, order_id, supply_name, supply_code, spec, unit,
              quantity, order_num)
            VALUES (${newId()}, ${tenantId}, 'admin', ${orderId}, ${name}, ${code}, ${spec}, ${unit}, ${quantity}, ${k + 1})`,
      );
    }
  }
}
