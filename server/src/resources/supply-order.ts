// 耗材订单 and its lines: the order number is the server's (DH + day + sequence); only a draft's fields and lines are
// written and only a draft is deleted (its lines go with it); a line names one of the tenant's supplies by code.
import { resources } from '@clinic/sdk/resources';
import { isSupplyOrderDraft } from '@clinic/sdk/wire';
import { sql } from 'drizzle-orm';
import { fail } from '../core/index.js';
import type { Db } from '../db/client.js';
import { serverResource } from './engine/from-declaration.js';
import { rows } from './engine/sql-util.js';
import { statusText } from './status-text.js';

const list = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

async function refuseNotDraft(orderIds: readonly string[], tenantId: string, db: Db, what: string) {
  if (orderIds.length === 0) return;
  const found = await rows<{ status: string; order_no: string }>(
    db,
    sql`SELECT status, order_no FROM op_supply_order WHERE tenant_id = ${tenantId} AND id IN (${list(orderIds)})`,
  );
  const sent = found.find((o) => !isSupplyOrderDraft(o.status));
  if (sent)
    throw fail.business(
      `订单${sent.order_no}当前状态为「${statusText('supply_order_status', sent.status)}」，不能${what}`,
    );
}

/** DH20261127-003: the day's next number in the tenant. */
async function nextOrderNo(tenantId: string, db: Db): Promise<string> {
  const [day] = await rows<{ d: string }>(db, sql`SELECT to_char(localtimestamp, 'YYYYMMDD') AS d`);
  const prefix = `DH${day?.d ?? ''}-`;
  const [last] = await rows<{ n: number | string | null }>(
    db,
    sql`SELECT max(substring(order_no FROM ${prefix.length + 1})::integer) AS n FROM op_supply_order
        WHERE tenant_id = ${tenantId} AND order_no LIKE ${`${prefix}%`}`,
  );
  return `${prefix}${String(Number(last?.n ?? 0) + 1).padStart(3, '0')}`;
}

export const supplyOrderResource = serverResource(resources.supplyOrder, {
  hooks: {
    async beforeAdd(values, ctx, db) {
      values.orderNo = await nextOrderNo(ctx.tenantId, db);
    },
    async beforeEdit(_values, id, ctx, db) {
      await refuseNotDraft([id], ctx.tenantId, db, '修改');
    },
    async beforeDelete(ids, ctx, db) {
      await refuseNotDraft(ids, ctx.tenantId, db, '删除');
    },
  },
});

async function refuseUnknownSupply(code: unknown, tenantId: string, db: Db) {
  if (typeof code !== 'string' || code === '') return;
  const [supply] = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM op_supply WHERE tenant_id = ${tenantId} AND code = ${code}`,
  );
  if (!supply) throw fail.business(`耗材编码「${code}」不存在，请从耗材库存中选择`);
}

async function ordersOfItems(ids: readonly string[], tenantId: string, db: Db): Promise<string[]> {
  const found = await rows<{ order_id: string }>(
    db,
    sql`SELECT DISTINCT order_id FROM op_supply_order_item WHERE tenant_id = ${tenantId} AND id IN (${list(ids)})`,
  );
  return found.map((r) => r.order_id);
}

export const supplyOrderItemResource = serverResource(resources.supplyOrderItem, {
  hooks: {
    async beforeAdd(values, ctx, db) {
      if (typeof values.orderId === 'string')
        await refuseNotDraft([values.orderId], ctx.tenantId, db, '修改明细');
      await refuseUnknownSupply(values.supplyCode, ctx.tenantId, db);
    },
    async beforeEdit(values, id, ctx, db) {
      await refuseNotDraft(await ordersOfItems([id], ctx.tenantId, db), ctx.tenantId, db, '修改明细');
      if (typeof values.orderId === 'string')
        await refuseNotDraft([values.orderId], ctx.tenantId, db, '修改明细');
      if ('supplyCode' in values) await refuseUnknownSupply(values.supplyCode, ctx.tenantId, db);
    },
    async beforeDelete(ids, ctx, db) {
      await refuseNotDraft(await ordersOfItems(ids, ctx.tenantId, db), ctx.tenantId, db, '修改明细');
    },
  },
});
