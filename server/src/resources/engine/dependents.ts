// Records of other declared resources that refer to deleted ones (`onRefDelete` on their reference field): deleted
// with them (cascade) or keeping them from being deleted (restrict), in the delete's own transaction.
import { resources, snakeCase, type FieldDef, type ResourceDef } from '@clinic/sdk/resources';
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
    def.fields.filter((f) => f.ref === name && f.onRefDelete).map((field) => ({ def, field })),
  );
}

export async function applyDeleteRules(
  decl: Pick<ResourceDecl, 'name' | 'title'>,
  idList: SQL,
  ctx: RequestContext,
  db: Db,
): Promise<void> {
  for (const { def, field } of dependentsOf(decl.name)) {
    const table = sql.identifier(def.table ?? snakeCase(def.name));
    const where = sql`${sql.identifier(field.column ?? snakeCase(field.name))} IN (${idList}) AND tenant_id = ${ctx.tenantId}`;
    if (field.onRefDelete === 'cascade') {
      await db.execute(sql`DELETE FROM ${table} WHERE ${where}`);
      continue;
    }
    const [found] = await rows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM ${table} WHERE ${where}`,
    );
    if (Number(found?.n) > 0) throw fail.business(`该${decl.title}仍有${def.title}记录，不能删除`);
  }
}
