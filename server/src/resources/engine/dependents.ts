// Records of other declared resources that refer to deleted ones (`onRefDelete` on their reference field): deleted
// with them (cascade) or keeping them from being deleted (restrict), in the delete's own transaction.
import {
  columnOf,
  refTargetOf,
  resources,
  tableOf,
  type FieldDef,
  type ResourceDef,
} from '@clinic/sdk/resources';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail, type RequestContext } from '../../core/index.js';
import { rows } from './sql-util.js';
import type { ResourceDecl } from './types.js';

interface Dependent {
  def: ResourceDef;
  field: FieldDef;
}

const defs = Object.values(resources) as unknown as ResourceDef[];

/** The declared reference fields that point at `name` with a delete rule. */
export function dependentsOf(name: string): Dependent[] {
  return defs.flatMap((def) =>
    def.fields
      .filter((f) => f.ref !== undefined && f.onRefDelete && refTargetOf(f.ref)?.resource === name)
      .map((field) => ({ def, field })),
  );
}

export async function applyDeleteRules(
  decl: Pick<ResourceDecl, 'name' | 'title'>,
  idList: SQL,
  ctx: RequestContext,
  db: Db,
): Promise<void> {
  for (const { def, field } of dependentsOf(decl.name)) {
    const table = sql.identifier(tableOf(def));
    const where = sql`${sql.identifier(columnOf(field))} IN (${idList}) AND tenant_id = ${ctx.tenantId}`;
    if (field.onRefDelete === 'cascade') {
      await db.execute(sql`DELETE FROM ${table} WHERE ${where}`);
      continue;
    }
    const [found] = await rows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM ${table} WHERE ${where}`,
    );
    // Named by the declaration's title (机构), not the export's (机构信息).
    const title = defs.find((d) => d.name === decl.name)?.title ?? decl.title;
    if (Number(found?.n) > 0)
      throw fail.business(`该${title}下还有${def.title}，请先移除${def.title}后再删除`);
  }
}
