// References between tables: the tenant scope a lookup of another table's rows runs in (that table's resource's own
// scope by default), and the check that every reference a write accepts names a row of the caller's tenant.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../core/index.js';
import { dictValues } from '../dict-store.js';
import { resourceDeclarations } from '../registry.js';
import { tenantScope, type Viewer } from './scope.js';
import { col, rows } from './sql-util.js';
import type { FieldDecl } from './types.js';

export interface TableTarget {
  table: string;
  code: string;
  unscoped?: string;
}

/** The field's referenced table, if it names one (labels from a table, or a plain reference). */
export function referenceOf(f: Pick<FieldDecl, 'dictTable' | 'refersTo'>): TableTarget | null {
  return f.dictTable ?? f.refersTo ?? null;
}

/**
 * The WHERE fragment (alias `t`) limiting `ref.table` to what the tenant may name: the owning resource's scope
 * (`read` admits its shared rows, `write` only the tenant's own), else the table's own tenant_id column. `rules`
 * false leaves the viewer's data rules out: a label shown beside a record (as JeecgBoot translates) is not a read.
 */
export function referenceScope(
  ref: TableTarget,
  who: Viewer,
  mode: 'read' | 'write',
  rules = true,
  naming = false,
): SQL {
  if (ref.unscoped) return sql`true`;
  const owner = resourceDeclarations.find((d) => d.table === ref.table && !d.source);
  return owner ? tenantScope(owner, who, mode, rules, naming) : sql`t.tenant_id = ${who.tenantId}`;
}

export function referencedValues(f: Pick<FieldDecl, 'multiple'>, v: unknown): string[] {
  if (v === null || v === undefined) return [];
  const s = String(v).trim();
  if (s === '') return [];
  return f.multiple
    ? [
        ...new Set(
          s
            .split(',')
            .map((x) => x.trim())
            .filter((x) => x !== ''),
        ),
      ]
    : [s];
}

/**
 * Refuses a written value its dictionary does not hold (性别 9): the contract cannot list a tenant's own items, so the
 * server reads them. A code with no dictionary at all is not checked (nothing to offer the user instead), nor a field
 * declared to keep typed text (allowInput).
 */
export async function checkDictValue(
  db: Db,
  f: Pick<FieldDecl, 'dictCode' | 'dictTable' | 'multiple' | 'title' | 'allowInput'>,
  v: unknown,
  who: Viewer,
): Promise<void> {
  if (!f.dictCode || f.dictTable || f.allowInput) return;
  const values = referencedValues(f, v);
  if (values.length === 0) return;
  const known = await dictValues(db, who.tenantId, f.dictCode);
  if (known.length === 0) return;
  const stray = values.find((x) => !known.includes(x));
  if (stray !== undefined) throw fail.business(`${f.title}不在可选范围内：${stray.slice(0, 30)}`);
}

/** Refuses a written value naming a row the tenant does not own (another tenant's user, department, project...). */
export async function checkReference(
  db: Db,
  f: Pick<FieldDecl, 'dictTable' | 'refersTo' | 'multiple' | 'title'>,
  v: unknown,
  who: Viewer,
): Promise<void> {
  const ref = referenceOf(f);
  if (!ref) return;
  const values = referencedValues(f, v);
  if (values.length === 0) return;
  if (values.length > 1000) throw fail.business(`${f.title}最多1000项`);
  const found = await rows<{ n: number | string }>(
    db,
    sql`SELECT count(DISTINCT ${col(ref.code)}::text) AS n FROM ${sql.identifier(ref.table)} t
        WHERE ${col(ref.code)}::text IN (${sql.join(
          values.map((x) => sql`${x}`),
          sql`, `,
        )}) AND ${referenceScope(ref, who, 'write', true, true)}`,
  );
  if (Number(found[0]?.n ?? 0) !== values.length) throw fail.business(`${f.title}不存在`);
}
