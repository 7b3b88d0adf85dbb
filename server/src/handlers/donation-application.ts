// Operations of the `donationApplication` tag beyond generic CRUD: 通过 and 驳回 of a pending application. 通过
// takes the quantity from the project's stock by a conditional UPDATE in the same transaction as the decision: when
// two approvals together ask more than is left, one wins and the other is refused (库存不足), changing nothing.
import { DONATION_APPLY } from '@clinic/sdk/wire';
import { sql } from 'drizzle-orm';
import { fail, requireUser, type HandlerMap, type RequestContext } from '../core/index.js';
import type { Db } from '../db/client.js';
import { rows } from '../resources/engine/sql-util.js';
import { readOne } from '../resources/engine/write.js';
import { donationApplicationResource } from '../resources/donation-application.js';
import { statusText } from '../resources/status-text.js';

async function decide(input: { body: unknown }, ctx: RequestContext, approve: boolean) {
  const user = requireUser(ctx);
  const body = (input.body ?? {}) as Record<string, unknown>;
  const id = typeof body.id === 'string' ? body.id : '';
  const remark = typeof body.remark === 'string' ? body.remark.trim() : '';
  if (!approve && remark === '') throw fail.business('请填写驳回原因');
  const decl = donationApplicationResource;
  await readOne(decl, id, ctx);
  const to = approve ? DONATION_APPLY.approved : DONATION_APPLY.rejected;
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [decided] = await rows<{ project_id: string; quantity: number }>(
      db,
      sql`UPDATE op_donation_application SET status = ${to}, audit_remark = ${remark || null},
            audit_by = ${user.realname || user.username}, audit_time = localtimestamp(0),
            update_by = ${user.username}, update_time = now()
          WHERE id = ${id} AND tenant_id = ${ctx.tenantId} AND status = ${DONATION_APPLY.pending}
          RETURNING project_id, quantity`,
    );
    if (!decided) {
      const [now] = await rows<{ status: string }>(
        db,
        sql`SELECT status FROM op_donation_application WHERE id = ${id} AND tenant_id = ${ctx.tenantId}`,
      );
      if (!now) throw fail.notFound();
      throw fail.business(
        `该申请当前状态为「${statusText('donation_apply_status', now.status)}」，不能${approve ? '通过' : '驳回'}`,
      );
    }
    if (!approve) return;
    const taken = await rows<{ id: string }>(
      db,
      sql`UPDATE op_donation_project SET stock = stock - ${Number(decided.quantity)}, update_time = now()
          WHERE id = ${decided.project_id} AND tenant_id = ${ctx.tenantId} AND stock >= ${Number(decided.quantity)}
          RETURNING id`,
    );
    if (taken.length === 0) {
      const [project] = await rows<{ drug_name: string; stock: number }>(
        db,
        sql`SELECT drug_name, stock FROM op_donation_project
            WHERE id = ${decided.project_id} AND tenant_id = ${ctx.tenantId}`,
      );
      throw fail.business(
        `库存不足：${project?.drug_name ?? '该项目'} 剩余 ${Number(project?.stock ?? 0)}，申请 ${Number(decided.quantity)}`,
      );
    }
  });
  return readOne(decl, id, ctx);
}

export const handlers: HandlerMap = {
  approveDonationApplication: (input, ctx) => decide(input, ctx, true),
  rejectDonationApplication: (input, ctx) => decide(input, ctx, false),
};
