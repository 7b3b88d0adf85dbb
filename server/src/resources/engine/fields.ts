// Field lookup for a declaration: system plus declared fields, column names, and the SQL select list.
import { sql, type SQL } from 'drizzle-orm';
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
  const c = col(f.column);
  if (f.type === 'datetime') return sql`to_char(${c}, 'YYYY-MM-DD HH24:MI:SS')`;
  if (f.type === 'date') return sql`to_char(${c}, 'YYYY-MM-DD')`;
  return c;
}

export function selectList(fields: ResolvedField[]): SQL {
  return sql.join(
    fields.map((f) => sql`${selectExpr(f)} AS ${sql.identifier(f.name)}`),
    sql`, `,
  );
}

/** Normalises driver values: numerics come back as strings on some drivers, bigints always. */
export function normaliseRecord(
  fields: ResolvedField[],
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

export function readableFields(decl: ResourceDecl): ResolvedField[] {
  return [...fieldsOf(decl).values()].filter((f) => !f.hidden);
}
