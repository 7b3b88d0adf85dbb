// The rules of follow-up visits (随访记录, resources.followup): a visit with a visit date is 已完成, moves the patient's
// 最近随访, earns the patient the 完成随访 points (point-award.ts), schedules the patient's next visit by the plan's
// interval and, on a high blood pressure, raises 患者异常;
// a visit whose due date passed unrecorded turns 已逾期 and raises 患者异常. Each visit raises each kind once (a
// unique index, not a check in code) and its message goes to the patient's responsible doctor in the tenant.
import { resources } from '@clinic/sdk/resources';
import { missingVisitItem } from '@clinic/sdk/wire';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../core/index.js';
import { fail, nowOf, type Notifier } from '../core/index.js';
import type { Db } from '../db/client.js';
import { users, userTenants } from '../db/schema/identity.js';
import { dictOptions } from './dict-store.js';
import { serverResource } from './engine/from-declaration.js';
import { newId, rows } from './engine/sql-util.js';
import { createMessages, type NewMessage } from './message-out.js';
import { awardPoints, POINT_ACTION, revokePoints } from './point-award.js';
import { clinicDate, clinicDateTime } from '../db/clinic-clock.js';

/** A visit at or above either pressure (mmHg) is abnormal: the dashboard's 血压未达标 uses the same line. */
export const BP_ABNORMAL = { systolic: 140, diastolic: 90 } as const;

/** followup_status values. */
export const VISIT_STATUS = { due: '0', done: '1', overdue: '2' } as const;
/** abnormal_kind and abnormal_status values. */
export const ABNORMAL_KIND = { overdue: '1', bloodPressure: '2' } as const;
export const ABNORMAL_STATUS = { open: '0', handled: '1' } as const;

/** The seeded 随访提醒 message classification: the bell's tab the 患者异常 messages are filed under. */
const CLASSIFY_VISIT = '2';
const VISITS = resources.followup.table;
const ABNORMAL = resources.patientAbnormal.table;
const PLANS = resources.followupPlan.table;

interface VisitRow {
  id: string;
  patient_id: string | null;
  plan_id: string | null;
  visit_date: string | null;
  due_date: string | null;
  systolic: number | null;
  diastolic: number | null;
  glucose: number | null;
  doctor_id: string | null;
  plan_items: string | null;
}

interface Raise {
  tenantId: string;
  patientId: string;
  visitId: string;
  kind: string;
  reason: string;
  /** Doctor of the visit, asked when the patient has no responsible doctor. */
  visitDoctor: string | null;
}

/** The user a patient's abnormal event goes to: the responsible doctor, else the visit's, if still in the tenant. */
async function doctorFor(db: Db, tenantId: string, patientId: string, visitDoctor: string | null) {
  const [p] = await rows<{ name: string; doctor_id: string | null }>(
    db,
    sql`SELECT name, doctor_id FROM chronic_patient WHERE id = ${patientId} AND tenant_id = ${tenantId}`,
  );
  if (!p) return null;
  const candidate = p.doctor_id || visitDoctor;
  if (!candidate) return { name: p.name, doctor: null };
  const member = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, candidate),
        eq(users.delFlag, 0),
        sql`(${users.tenantId} = ${tenantId} OR EXISTS (SELECT 1 FROM ${userTenants}
              WHERE ${userTenants.userId} = ${users.id} AND ${userTenants.tenantId} = ${tenantId}))`,
      ),
    );
  return { name: p.name, doctor: member[0] ? candidate : null };
}

/**
 * Records the abnormal events (one per visit and kind: a repeated raise inserts nothing) and sends each new one to
 * its doctor as a 患者异常 message leading to the patient-abnormal page. Answers how many were new.
 */
export async function raiseAbnormal(db: Db, notifier: Notifier, list: Raise[], now: number): Promise<number> {
  const messages: NewMessage[] = [];
  const at = clinicDateTime(now);
  for (const r of list) {
    const who = await doctorFor(db, r.tenantId, r.patientId, r.visitDoctor);
    if (!who) continue;
    const inserted = await rows<{ id: string }>(
      db,
      sql`INSERT INTO ${sql.identifier(ABNORMAL)}
            (id, tenant_id, create_by, patient_id, kind, reason, occur_time, status, doctor_id, visit_id)
          VALUES (${newId()}, ${r.tenantId}, 'system', ${r.patientId}, ${r.kind}, ${r.reason},
                  ${at}::timestamp, ${ABNORMAL_STATUS.open}, ${who.doctor}, ${r.visitId})
          ON CONFLICT (tenant_id, visit_id, kind) DO NOTHING
          RETURNING id`,
    );
    if (!inserted[0] || !who.doctor) continue;
    messages.push({
      tenantId: r.tenantId,
      userId: who.doctor,
      classify: CLASSIFY_VISIT,
      title: `患者异常：${who.name}`,
      content: `${who.name}：${r.reason}，请及时干预。`,
      msgColor: '#F5222D',
      redirect: { webUrl: 'patientAbnormal' },
    });
  }
  await createMessages(db, notifier, messages);
  return messages.length;
}

/**
 * 已逾期: the tenant's due visits whose date passed turn overdue, and each raises its 患者异常 once. Run before the
 * visit and abnormal lists are read, so what they show is never stale; a concurrent run finds the rows changed.
 */
export async function sweepOverdueVisits(db: Db, notifier: Notifier, tenantId: string, now: number) {
  const today = clinicDate(now);
  const overdue = await rows<{ id: string; patient_id: string; due_date: string; doctor_id: string | null }>(
    db,
    sql`UPDATE ${sql.identifier(VISITS)} SET status = ${VISIT_STATUS.overdue}
        WHERE tenant_id = ${tenantId} AND status = ${VISIT_STATUS.due} AND visit_date IS NULL
          AND due_date < ${today}::date AND patient_id IS NOT NULL
        RETURNING id, patient_id, to_char(due_date, 'YYYY-MM-DD') AS due_date, doctor_id`,
  );
  return raiseAbnormal(
    db,
    notifier,
    overdue.map((v) => ({
      tenantId,
      patientId: v.patient_id,
      visitId: v.id,
      kind: ABNORMAL_KIND.overdue,
      reason: `随访逾期：应于 ${v.due_date} 随访，至今未完成`,
      visitDoctor: v.doctor_id,
    })),
    now,
  );
}

/** The plan a patient's next visit follows: the visit's own, else the shortest enabled plan of one of the diseases. */
async function planFor(db: Db, tenantId: string, visit: VisitRow) {
  const found = await rows<{ id: string; interval_days: number }>(
    db,
    visit.plan_id
      ? sql`SELECT id, interval_days FROM ${sql.identifier(PLANS)} WHERE id = ${visit.plan_id} AND tenant_id = ${tenantId}`
      : sql`SELECT pl.id, pl.interval_days FROM ${sql.identifier(PLANS)} pl
            JOIN chronic_patient p ON p.id = ${visit.patient_id} AND p.tenant_id = pl.tenant_id
            WHERE pl.tenant_id = ${tenantId} AND pl.status = '1'
              AND ',' || coalesce(p.disease_type, '') || ',' LIKE '%,' || pl.disease_type || ',%'
            ORDER BY pl.interval_days, pl.id LIMIT 1`,
  );
  return found[0] ?? null;
}

/**
 * After a visit is added or edited: a recorded one (visit date) is 已完成, moves the patient's 最近随访, schedules the
 * next visit when the patient has none open, and raises 患者异常 on a high pressure; an unrecorded one is due, or
 * overdue (raised by the sweep) once its date passed.
 */
export async function settleVisit(id: string, ctx: RequestContext, db: Db): Promise<void> {
  const tenantId = ctx.tenantId;
  const [visit] = await rows<VisitRow>(
    db,
    sql`SELECT v.id, v.patient_id, v.plan_id, to_char(v.visit_date, 'YYYY-MM-DD') AS visit_date,
          to_char(v.due_date, 'YYYY-MM-DD') AS due_date, v.systolic, v.diastolic, v.glucose, v.doctor_id,
          pl.items AS plan_items
        FROM ${sql.identifier(VISITS)} v
        LEFT JOIN ${sql.identifier(PLANS)} pl ON pl.id = v.plan_id AND pl.tenant_id = v.tenant_id
        WHERE v.id = ${id} AND v.tenant_id = ${tenantId}`,
  );
  if (!visit?.patient_id) return;
  // Inside the save's transaction: the refusal leaves the visit as it was.
  if (visit.visit_date) {
    const missing = missingVisitItem(visit.plan_items, visit as unknown as Record<string, unknown>);
    if (missing) throw fail.business(missing);
  }
  const now = nowOf(ctx);
  if (!visit.visit_date) {
    await db.execute(
      sql`UPDATE ${sql.identifier(VISITS)} SET status = ${VISIT_STATUS.due} WHERE id = ${id} AND tenant_id = ${tenantId}`,
    );
    await sweepOverdueVisits(db, ctx.notifier, tenantId, now);
    return;
  }
  await db.execute(
    sql`UPDATE ${sql.identifier(VISITS)} SET status = ${VISIT_STATUS.done} WHERE id = ${id} AND tenant_id = ${tenantId}`,
  );
  await awardPoints(db, ctx, {
    action: POINT_ACTION.visit,
    patientId: visit.patient_id,
    sourceId: visit.id,
    occurDate: visit.visit_date,
    remark: `随访日期 ${visit.visit_date}`,
  });
  await db.execute(
    sql`UPDATE chronic_patient SET last_visit = ${visit.visit_date}::timestamp
        WHERE id = ${visit.patient_id} AND tenant_id = ${tenantId}
          AND (last_visit IS NULL OR last_visit < ${visit.visit_date}::timestamp)`,
  );
  const open = await rows(
    db,
    sql`SELECT 1 AS found FROM ${sql.identifier(VISITS)}
        WHERE tenant_id = ${tenantId} AND patient_id = ${visit.patient_id} AND visit_date IS NULL LIMIT 1`,
  );
  const plan = open[0] ? null : await planFor(db, tenantId, visit);
  if (plan) {
    await db.execute(
      sql`INSERT INTO ${sql.identifier(VISITS)} (id, tenant_id, create_by, patient_id, plan_id, due_date, status, doctor_id)
          SELECT ${newId()}, ${tenantId}, ${ctx.user?.username ?? 'system'}, ${visit.patient_id}, ${plan.id},
                 ${visit.visit_date}::date + ${plan.interval_days}::int, ${VISIT_STATUS.due},
                 coalesce(p.doctor_id, ${visit.doctor_id})
          FROM chronic_patient p WHERE p.id = ${visit.patient_id} AND p.tenant_id = ${tenantId}`,
    );
  }
  const sys = visit.systolic ?? 0;
  const dia = visit.diastolic ?? 0;
  if (sys >= BP_ABNORMAL.systolic || dia >= BP_ABNORMAL.diastolic) {
    await raiseAbnormal(
      db,
      ctx.notifier,
      [
        {
          tenantId,
          patientId: visit.patient_id,
          visitId: visit.id,
          kind: ABNORMAL_KIND.bloodPressure,
          reason: `血压异常：${visit.visit_date} 随访血压 ${visit.systolic ?? '-'}/${visit.diastolic ?? '-'} mmHg（≥${BP_ABNORMAL.systolic}/${BP_ABNORMAL.diastolic}）`,
          visitDoctor: visit.doctor_id,
        },
      ],
      now,
    );
  }
}

/** 随访记录: the engine answers the declaration; recording a visit settles it, reading the list sweeps overdue ones. */
export const visitResource = serverResource(resources.followup, {
  hooks: {
    afterAdd: settleVisit,
    afterEdit: settleVisit,
    // a deleted visit takes back the points its recording earned
    beforeDelete: (ids, ctx, db) => revokePoints(db, ctx, ids),
    // the 记录随访 form shows what the visit's plan records
    async afterRead(records, ctx, db) {
      const planIds = [
        ...new Set(records.map((r) => r.planId).filter((v): v is string => typeof v === 'string')),
      ];
      const items = new Map<string, string | null>();
      if (planIds.length > 0)
        for (const p of await rows<{ id: string; items: string | null }>(
          db,
          sql`SELECT id, items FROM ${sql.identifier(PLANS)}
              WHERE tenant_id = ${ctx.tenantId} AND id IN (${sql.join(
                planIds.map((i) => sql`${i}`),
                sql`, `,
              )})`,
        ))
          items.set(p.id, p.items);
      const texts = new Map(
        items.size > 0
          ? (await dictOptions(db, ctx.tenantId, 'followup_item')).map((o) => [o.value, o.text])
          : [],
      );
      for (const r of records) {
        const planned = (typeof r.planId === 'string' && items.get(r.planId)) || null;
        r.planItems = planned;
        r.planItems_dictText = planned
          ? planned
              .split(',')
              .map((v) => texts.get(v) ?? v)
              .join(',')
          : null;
      }
    },
    async listScope(_query, ctx) {
      await sweepOverdueVisits(ctx.db, ctx.notifier, ctx.tenantId, nowOf(ctx));
      return {};
    },
  },
});
