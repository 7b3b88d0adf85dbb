// Operations of the `doctor` tag beyond the resource: the licence authentication audit (通过 / 驳回 with a reason).
import { DOCTOR_AUDIT } from '@clinic/sdk/wire';
import { sql } from 'drizzle-orm';
import { fail, requireUser, type HandlerMap, type RequestContext } from '../core/index.js';
import type { Db } from '../db/client.js';
import { rows } from '../resources/engine/sql-util.js';

async function audit(input: { body: unknown }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const body = (input.body ?? {}) as Record<string, unknown>;
  const id = typeof body.id === 'string' ? body.id : '';
  const status = body.status === DOCTOR_AUDIT.approved ? DOCTOR_AUDIT.approved : DOCTOR_AUDIT.rejected;
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (status === DOCTOR_AUDIT.rejected && reason === '') throw fail.business('请填写驳回原因');
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [doctor] = await rows<{ status: string }>(
      db,
      sql`SELECT audit_status AS status FROM sys_doctor WHERE id = ${id} AND tenant_id = ${ctx.tenantId} FOR UPDATE`,
    );
    if (!doctor) throw fail.notFound();
    if (doctor.status === status)
      throw fail.business(status === DOCTOR_AUDIT.approved ? '该医生已通过认证' : '该医生已被驳回');
    await db.execute(
      sql`UPDATE sys_doctor SET audit_status = ${status},
            audit_reason = ${status === DOCTOR_AUDIT.rejected ? reason : null},
            audit_by = ${user.realname || user.username}, audit_time = localtimestamp(0),
            update_by = ${user.username}, update_time = now()
          WHERE id = ${id} AND tenant_id = ${ctx.tenantId}`,
    );
    return status === DOCTOR_AUDIT.approved ? '认证已通过' : '认证已驳回';
  });
}

export const handlers: HandlerMap = {
  doctorAudit: (input, ctx) => audit(input, ctx),
};
