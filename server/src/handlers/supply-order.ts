// Operations of the `supplyOrder` tag beyond generic CRUD: 提交, 审批, 配送 and 取消. Each is one conditional UPDATE
// from the statuses its move allows (two clicks or two tabs: the second is refused), and 配送 adds the order's lines
// to 耗材库存 in the same transaction: a line naming no supply refuses the whole delivery.
import { SUPPLY_ORDER_MOVES, type SupplyOrderAction } from '@clinic/sdk/wire';
import { sql } from 'drizzle-orm';
import { fail, requireUser, type HandlerMap, type RequestContext } from '../core/index.js';
import type { Db } from '../db/client.js';
import { rows } from '../resources/engine/sql-util.js';
import { readOne } from '../resources/engine/write.js';
import { supplyOrderResource } from '../resources/supply-order.js';
import { statusText } from '../resources/status-text.js';

function idOf(body: unknown): string {
  const id = (body as Record<string, unknown> | null)?.id;
  if (typeof id !== 'string' || id === '') throw fail.badRequest('缺少参数 id');
  return id;
}

/** The time columns each move stamps. */
function stamps(action: SupplyOrderAction, who: string) {
  if (action === 'submit') return sql`, submit_time = localtimestamp(0)`;
  if (action === 'approve') return sql`, approve_by = ${who}, approve_time = localtimestamp(0)`;
  if (action === 'deliver') return sql`, deliver_time = localtimestamp(0)`;
  return sql``;
}

async function move(action: SupplyOrderAction, input: { body: unknown }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const id = idOf(input.body);
  const decl = supplyOrderResource;
  // found through the engine's scope (tenant and the role's data rules), as the list shows it
  await readOne(decl, id, ctx);
  const { from, to, verb } = SUPPLY_ORDER_MOVES[action];
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [order] = await rows<{ status: string; order_no: string }>(
      db,
      sql`SELECT status, order_no FROM op_supply_order WHERE id = ${id} AND tenant_id = ${ctx.tenantId} FOR UPDATE`,
    );
    if (!order) throw fail.notFound();
    if (!from.includes(order.status))
      throw fail.business(
        `订单${order.order_no}当前状态为「${statusText('supply_order_status', order.status)}」，不能${verb}`,
      );
    const lines = await rows<{ supply_code: string; supply_name: string; quantity: number }>(
      db,
      sql`SELECT supply_code, supply_name, quantity FROM op_supply_order_item
          WHERE order_id = ${id} AND tenant_id = ${ctx.tenantId} ORDER BY order_num, id`,
    );
    if (action === 'submit' && lines.length === 0)
      throw fail.business('订单还没有明细，请先添加耗材后再提交');
    const moved = await rows<{ id: string }>(
      db,
      sql`UPDATE op_supply_order SET status = ${to}, update_by = ${user.username}, update_time = now()
            ${stamps(action, user.realname || user.username)}
          WHERE id = ${id} AND tenant_id = ${ctx.tenantId} AND status IN (${sql.join(
            from.map((s) => sql`${s}`),
            sql`, `,
          )}) RETURNING id`,
    );
    if (moved.length === 0) throw fail.business(`订单${order.order_no}状态已变化，请刷新后重试`);
    if (action !== 'deliver') return;
    for (const line of lines) {
      const added = await rows<{ id: string }>(
        db,
        sql`UPDATE op_supply SET stock = stock + ${Number(line.quantity)}, update_by = ${user.username},
              update_time = now()
            WHERE tenant_id = ${ctx.tenantId} AND code = ${line.supply_code} RETURNING id`,
      );
      if (added.length === 0)
        throw fail.business(`耗材「${line.supply_name}」（${line.supply_code}）已不在耗材库存中，不能入库`);
    }
  });
  return readOne(decl, id, ctx);
}

export const handlers: HandlerMap = {
  submitSupplyOrder: (input, ctx) => move('submit', input, ctx),
  approveSupplyOrder: (input, ctx) => move('approve', input, ctx),
  deliverSupplyOrder: (input, ctx) => move('deliver', input, ctx),
  cancelSupplyOrder: (input, ctx) => move('cancel', input, ctx),
};
