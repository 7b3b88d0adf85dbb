// 干预记录: an intervention answering a 患者异常 event must be about that event's patient, and marks it 已干预.
import { resources } from '@clinic/sdk/resources';
import { sql } from 'drizzle-orm';
import { fail, type RequestContext } from '../core/index.js';
import type { Db } from '../db/client.js';
import { serverResource } from './engine/from-declaration.js';
import { rows } from './engine/sql-util.js';
import { ABNORMAL_STATUS } from './visit-schedule.js';

const ABNORMAL = sql.identifier(resources.patientAbnormal.table);
const INTERVENTIONS = sql.identifier(resources.intervention.table);

/** The stored intervention's event is the same patient's, and is 已干预 from now on. */
async function markHandled(id: string, ctx: RequestContext, db: Db): Promise<void> {
  const [row] = await rows<{ abnormal_id: string | null; patient_id: string; event_patient: string | null }>(
    db,
    sql`SELECT i.abnormal_id, i.patient_id, a.patient_id AS event_patient FROM ${INTERVENTIONS} i
        LEFT JOIN ${ABNORMAL} a ON a.id = i.abnormal_id AND a.tenant_id = i.tenant_id
        WHERE i.id = ${id} AND i.tenant_id = ${ctx.tenantId}`,
  );
  if (!row?.abnormal_id) return;
  if (row.event_patient !== row.patient_id) throw fail.business('干预记录的患者与异常事件的患者不一致');
  await db.execute(
    sql`UPDATE ${ABNORMAL} SET status = ${ABNORMAL_STATUS.handled}, update_time = now(),
          update_by = ${ctx.user?.username ?? null}
        WHERE id = ${row.abnormal_id} AND tenant_id = ${ctx.tenantId}`,
  );
}

export const interventionResource = serverResource(resources.intervention, {
  hooks: { afterAdd: markHandled, afterEdit: markHandled },
});
