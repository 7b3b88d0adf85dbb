// Operations of the `supply` tag beyond generic CRUD: 出库. The stock is taken by one conditional UPDATE (only while
// enough is left), so two issues at once never take it below zero; a short stock is refused with what is left.
import { sql } from 'drizzle-orm';
import { fail, requireUser, type HandlerMap, type RequestContext } from '../core/index.js';
import { rows } from '../resources/engine/sql-util.js';
import { readOne } from '../resources/engine/write.js';
import { findResource } from '../resources/registry.js';

async function issue(input: { body: unknown }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const body = (input.body ?? {}) as Record<string, unknown>;
  const id = typeof body.id === 'string' ? body.id : '';
  const quantity = Number(body.quantity);
  if (!Number.isInteger(quantity) || quantity < 1) throw fail.business('出库数量必须是正整数');
  const decl = findResource('supply');
  if (!decl) throw new Error('supply is not registered');
  await readOne(decl, id, ctx);
  const taken = await rows<{ id: string }>(
    ctx.db,
    sql`UPDATE op_supply SET stock = stock - ${quantity}, update_by = ${user.username}, update_time = now()
        WHERE id = ${id} AND tenant_id = ${ctx.tenantId} AND stock >= ${quantity} RETURNING id`,
  );
  if (taken.length === 0) {
    const [left] = await rows<{ name: string; stock: number; unit: string }>(
      ctx.db,
      sql`SELECT name, stock, unit FROM op_supply WHERE id = ${id} AND tenant_id = ${ctx.tenantId}`,
    );
    if (!left) throw fail.notFound();
    throw fail.business(`库存不足：${left.name} 剩余 ${Number(left.stock)}${left.unit ?? ''}`);
  }
  return readOne(decl, id, ctx);
}

export const handlers: HandlerMap = {
  issueSupply: (input, ctx) => issue(input, ctx),
};
