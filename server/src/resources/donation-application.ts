// 捐赠申请: applied for an ongoing project; only a pending one (待审核) is edited or deleted. Its decision is the
// approve/reject operations' (handlers/donation-application.ts), never an edit.
import { resources } from '@clinic/sdk/resources';
import { DONATION_APPLY } from '@clinic/sdk/wire';
import { sql } from 'drizzle-orm';
import { fail } from '../core/index.js';
import type { Db } from '../db/client.js';
import { serverResource } from './engine/from-declaration.js';
import { rows } from './engine/sql-util.js';

async function refuseDecided(ids: string[], tenantId: string, db: Db, verb: string): Promise<void> {
  const [decided] = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM op_donation_application WHERE tenant_id = ${tenantId} AND status <> ${DONATION_APPLY.pending}
          AND id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) LIMIT 1`,
  );
  if (decided) throw fail.business(`已审核的申请不能${verb}`);
}

async function refuseClosedProject(projectId: unknown, tenantId: string, db: Db): Promise<void> {
  if (typeof projectId !== 'string' || projectId === '') return;
  const [project] = await rows<{ status: string; project_name: string }>(
    db,
    sql`SELECT status, project_name FROM op_donation_project WHERE id = ${projectId} AND tenant_id = ${tenantId}`,
  );
  if (project && project.status !== '1') throw fail.business(`捐赠项目「${project.project_name}」已结束`);
}

export const donationApplicationResource = serverResource(resources.donationApplication, {
  hooks: {
    async beforeAdd(values, ctx, db) {
      await refuseClosedProject(values.projectId, ctx.tenantId, db);
    },
    async beforeEdit(values, id, ctx, db) {
      await refuseDecided([id], ctx.tenantId, db, '修改');
      if ('projectId' in values) await refuseClosedProject(values.projectId, ctx.tenantId, db);
    },
    async beforeDelete(ids, ctx, db) {
      await refuseDecided(ids, ctx.tenantId, db, '删除');
    },
  },
});
