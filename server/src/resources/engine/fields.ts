// Field lookup for a declaration: system plus declared fields, column names, and the SQL select list.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SYSTEM_FIELDS, snakeCase, type FieldDecl, type ResourceDecl } from './types.js';
import { col } from './sql-util.js';

export interface ResolvedField extends FieldDecl {
  column: string;
}

const cache = new WeakMap<ResourceDecl, Map<string, ResolvedField>>();

export function fieldsOf(decl: ResourceDecl): Map<string, ResolvedField> {
  let map = cache.get(decl);
  if (!map) {
    map = new Map();
    const absent = new Set<string>(decl.absentColumns ?? []);
    for (const f of [...SYSTEM_FIELDS, ...decl.fields]) {
      if (absent.has(f.name)) continue;
      map.set(f.name, { ...f, column: f.column ?? snakeCase(f.name) });
    }
    cache.set(decl, map);
  }
  return map;
}

export function findField(decl: ResourceDecl, name: string): ResolvedField | undefined {
  return fieldsOf(decl).get(name);
}

/** The column as the wire wants it: dates and datetimes as text so both drivers answer the same. */
export function selectExpr(f: ResolvedField): SQL {
  // A linked field has no column: addLinked fills it after the read.
  if (f.linked) return sql`NULL`;
  const c = col(f.column);
  if (f.type === 'datetime') return sql`to_char(${c}, 'YYYY-MM-DD HH24:MI:SS')`;
  if (f.type === 'date') return sql`to_char(${c}, 'YYYY-MM-DD')`;
  return c;
}

const dialect = new PgDialect();
/** Rendered select lists by field list: names and columns only (no values), so one text serves every request. */
const selectLists = new WeakMap<readonly ResolvedField[], SQL>();

export function selectList(fields: readonly ResolvedField[]): SQL {
  const cached = selectLists.get(fields);
  if (cached) return cached;
  const built = sql.join(
    fields.map((f) => sql`${selectExpr(f)} AS ${sql.identifier(f.name)}`),
    sql`, `,
  );
  const rendered = dialect.sqlToQuery(built);
  // A list that binds values would need its parameters each time: keep it as built.
  const list = rendered.params.length === 0 ? sql.raw(rendered.sql) : built;
  selectLists.set(fields, list);
  return list;
}

/** Normalises driver values: numerics come back as strings on some drivers, bigints always. */
export function normaliseRecord(
  fields: readonly ResolvedField[],
  row: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    let v = row[f.name];
    if (v !== null && v !== undefined && (f.type === 'int' || f.type === 'number') && typeof v !== 'number') {
      v = Number(v);
    }
    out[f.name] = v ?? null;
  }
  return out;
}

const readable = new WeakMap<ResourceDecl, readonly ResolvedField[]>();

/** The same frozen list for every call, so its select list is rendered once (selectList). */
export function readableFields(decl: ResourceDecl): readonly ResolvedField[] {
  let list = readable.get(decl);
  if (!list)
    readable.set(decl, (list = Object.freeze([...fieldsOf(decl).values()].filter((f) => !f.hidden))));
  return list;
}
