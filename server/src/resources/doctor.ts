// 医生管理 (/sys/doctor): a doctor starts 待审核; its 认证状态 moves only by the audit (doctorAudit). Changing an
// audited doctor's licence (执业证书编号 or 照片) sends it back to 待审核: an approval is for the licence it saw.
import { resources } from '@clinic/sdk/resources';
import { DOCTOR_AUDIT, DOCTOR_LICENCE_FIELDS } from '@clinic/sdk/wire';
import { sql } from 'drizzle-orm';
import { fail } from '../core/index.js';
import type { Db } from '../db/client.js';
import { serverResource } from './engine/from-declaration.js';
import { rows } from './engine/sql-util.js';

const pendingAgain = { auditStatus: DOCTOR_AUDIT.pending, auditReason: null, auditBy: null, auditTime: null };

/** One doctor record per user account in a tenant, said by name rather than by the stored id. */
async function refuseSecondRecord(userId: unknown, id: string, tenantId: string, db: Db): Promise<void> {
  if (typeof userId !== 'string' || userId === '') return;
  const [taken] = await rows<{ found: number }>(
    db,
    sql`SELECT 1 AS found FROM sys_doctor WHERE tenant_id = ${tenantId} AND user_id = ${userId} AND id <> ${id} LIMIT 1`,
  );
  if (taken) throw fail.business('该用户已有医生档案，不能重复添加');
}

export const doctorResource = serverResource(resources.doctor, {
  hooks: {
    async beforeAdd(values, ctx, db) {
      await refuseSecondRecord(values.userId, '', ctx.tenantId, db);
      Object.assign(values, pendingAgain);
    },
    async beforeEdit(values, id, ctx, db) {
      if ('userId' in values) await refuseSecondRecord(values.userId, id, ctx.tenantId, db);
      const [stored] = await rows<{
        status: string;
        licence_no: string | null;
        certificate_photo: string | null;
      }>(
        db,
        sql`SELECT audit_status AS status, licence_no, certificate_photo FROM sys_doctor
            WHERE id = ${id} AND tenant_id = ${ctx.tenantId}`,
      );
      if (!stored) throw fail.notFound();
      if (stored.status === DOCTOR_AUDIT.pending) return;
      const before: Record<string, unknown> = {
        licenceNo: stored.licence_no,
        certificatePhoto: stored.certificate_photo,
      };
      const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '');
      const changed = DOCTOR_LICENCE_FIELDS.some(
        (f) => Object.prototype.hasOwnProperty.call(values, f) && !same(values[f], before[f]),
      );
      if (changed) Object.assign(values, pendingAgain);
    },
  },
});
