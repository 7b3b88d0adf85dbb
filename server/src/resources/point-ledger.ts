// 积分明细: an entry without its own points takes its 积分行为's (an enabled rule); the ledger itself is append-only by
// its declaration (no edit, no delete: a correction is a new entry).
import { resources } from '@clinic/sdk/resources';
import { sql } from 'drizzle-orm';
import { fail } from '../core/index.js';
import { serverResource } from './engine/from-declaration.js';
import { rows } from './engine/sql-util.js';

const blank = (v: unknown) => v === undefined || v === null || v === '';

export const pointLedgerResource = serverResource(resources.pointLedger, {
  hooks: {
    async beforeAdd(values, ctx, db) {
      if (blank(values.ruleId)) {
        if (blank(values.points)) throw fail.business('请选择积分行为或填写积分');
        return;
      }
      const [rule] = await rows<{ points: number; status: string; action_name: string }>(
        db,
        sql`SELECT points, status, action_name FROM op_point_rule
            WHERE id = ${String(values.ruleId)} AND tenant_id = ${ctx.tenantId}`,
      );
      // an unknown rule is refused by the reference check with the field's message
      if (!rule) return;
      if (rule.status !== '1') throw fail.business(`积分行为「${rule.action_name}」已停用`);
      if (blank(values.points)) values.points = Number(rule.points);
    },
  },
});
