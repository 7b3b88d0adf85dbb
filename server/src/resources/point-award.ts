// Points earned by patients' actions: a recorded follow-up visit or a filled questionnaire writes one 积分明细 entry per
// enabled 积分规则 of that 触发动作, in the action's transaction and tenant. Once per action: the ledger's unique
// (rule, source record) index makes a repeated award (the visit recorded again, edited) insert nothing. A deleted
// visit or result takes its entries with it (the action no longer stands).
import { resources } from '@clinic/sdk/resources';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../core/index.js';
import type { Db } from '../db/client.js';
import { newId, rows } from './engine/sql-util.js';

/** point_rule_action values: the actions the server awards points for. */
export const POINT_ACTION = { visit: 'visit', questionnaire: 'questionnaire' } as const;
export type PointAction = (typeof POINT_ACTION)[keyof typeof POINT_ACTION];

const RULES = resources.pointRule.table;
const LEDGER = resources.pointLedger.table;
const PATIENTS = resources.patient.table;

export interface Award {
  action: PointAction;
  patientId: string;
  /** The record the action wrote (the visit, the questionnaire result): at most one entry per rule and record. */
  sourceId: string;
  /** YYYY-MM-DD: when the patient did it. */
  occurDate: string;
  remark: string;
}

/** Writes the award of each enabled rule of the action to the patient's ledger, unless that record already earned it. */
export async function awardPoints(db: Db, ctx: RequestContext, award: Award): Promise<void> {
  const rules = await rows<{ id: string }>(
    db,
    sql`SELECT r.id FROM ${sql.identifier(RULES)} r
        JOIN ${sql.identifier(PATIENTS)} p ON p.id = ${award.patientId} AND p.tenant_id = r.tenant_id
        WHERE r.tenant_id = ${ctx.tenantId} AND r.status = '1' AND r.auto_action = ${award.action}
        ORDER BY r.id`,
  );
  for (const rule of rules)
    await db.execute(
      sql`INSERT INTO ${sql.identifier(LEDGER)}
            (id, tenant_id, create_by, patient_id, rule_id, points, occur_date, remark, source_id)
          SELECT ${newId()}, r.tenant_id, ${ctx.user?.username ?? 'system'}, ${award.patientId}, r.id, r.points,
                 ${award.occurDate}::date, ${award.remark}, ${award.sourceId}
          FROM ${sql.identifier(RULES)} r WHERE r.id = ${rule.id} AND r.tenant_id = ${ctx.tenantId}
          ON CONFLICT (rule_id, source_id) DO NOTHING`,
    );
}

/** Removes the entries the deleted records earned, in the delete's transaction and tenant. */
export async function revokePoints(db: Db, ctx: RequestContext, sourceIds: readonly string[]): Promise<void> {
  if (sourceIds.length === 0) return;
  await db.execute(
    sql`DELETE FROM ${sql.identifier(LEDGER)}
        WHERE tenant_id = ${ctx.tenantId} AND source_id IN (${sql.join(
          sourceIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
}
