// Operations of the `workflow` tag: the workflow status configuration list (TB-D-WEB loads workflowId 1 with its
// statusIds at start), filtered by a statusId comma list and sorted by an allowlisted column, sortNo ascending by default.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { workflowStatusCfgs } from '../db/schema/domain.js';
import { requireUser, type HandlerMap, type RequestContext } from '../core/index.js';
import { direction, idList, text } from './domain-kit.js';

const SORTABLE = {
  sortNo: workflowStatusCfgs.sortNo,
  statusId: workflowStatusCfgs.statusId,
  name: workflowStatusCfgs.name,
  cfgCode: workflowStatusCfgs.cfgCode,
} as const;

async function statusCfgList(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  requireUser(ctx);
  const workflowId = text(input.query.workflowId);
  const statusIds = idList(input.query.statusId);
  const column = text(input.query.column);
  const sortColumn =
    column && column in SORTABLE ? SORTABLE[column as keyof typeof SORTABLE] : SORTABLE.sortNo;
  const order = direction(input.query.order, 'asc') === 'asc' ? asc : desc;
  const rows = await ctx.db
    .select({
      id: workflowStatusCfgs.id,
      workflowId: workflowStatusCfgs.workflowId,
      statusId: workflowStatusCfgs.statusId,
      name: workflowStatusCfgs.name,
      cfgCode: workflowStatusCfgs.cfgCode,
      content: workflowStatusCfgs.content,
      sortNo: workflowStatusCfgs.sortNo,
    })
    .from(workflowStatusCfgs)
    .where(
      and(
        eq(workflowStatusCfgs.tenantId, ctx.tenantId),
        workflowId ? eq(workflowStatusCfgs.workflowId, workflowId) : undefined,
        statusIds.length > 0 ? inArray(workflowStatusCfgs.statusId, statusIds) : undefined,
      ),
    )
    .orderBy(order(sortColumn), asc(workflowStatusCfgs.statusId))
    .limit(1000);
  return rows;
}

export const workflowOps = { statusCfgList };

export const handlers: HandlerMap = {
  workflowStatusCfgList: (input, ctx) => statusCfgList(input, ctx),
};
