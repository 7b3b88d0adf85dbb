// The list operation: tenant scope, simple filters, super query, allowlisted sort, capped paging, `field`, dictText.
import { sql, type SQL } from 'drizzle-orm';
import { page, paging, type Page, type RequestContext } from '../../core/index.js';
import { addDictText } from './dict-text.js';
import { fieldsOf, normaliseRecord, readableFields, selectList, type ResolvedField } from './fields.js';
import { fromTable, tenantScope } from './scope.js';
import { simpleFilters } from './simple-filters.js';
import { col, rows } from './sql-util.js';
import { superQueryWhere } from './super-query.js';
import type { ResourceDecl } from './types.js';

/** Sort only by a declared sortable field; anything else falls back to the default sort, never to SQL. */
export function orderBy(decl: ResourceDecl, query: Record<string, unknown>): SQL {
  const fields = fieldsOf(decl);
  const column = String(query.column ?? '');
  const order = String(query.order ?? '').toLowerCase();
  const requested = fields.get(column);
  const fallback = decl.defaultSort ?? { field: 'createTime', order: 'desc' as const };
  const chosen =
    requested?.sortable && !requested.hidden
      ? { f: requested, dir: order === 'asc' ? 'asc' : 'desc' }
      : { f: fields.get(fallback.field)!, dir: fallback.order };
  const dir = chosen.dir === 'asc' ? sql`ASC NULLS FIRST` : sql`DESC NULLS LAST`;
  return sql`ORDER BY ${col(chosen.f.column)} ${dir}, t.id ${chosen.dir === 'asc' ? sql`ASC` : sql`DESC`}`;
}

/** The WHERE clause shared by list and export. */
export async function listWhere(
  decl: ResourceDecl,
  query: Record<string, unknown>,
  ctx: RequestContext,
  own?: SQL,
): Promise<SQL> {
  const parts: SQL[] = [tenantScope(decl, ctx.tenantId), ...simpleFilters(decl, query)];
  if (own) parts.push(own);
  const sq = superQueryWhere(decl, query.superQueryParams, query.superQueryMatchType);
  if (sq) parts.push(sq);
  const extra = decl.hooks?.listScope ? await decl.hooks.listScope(query, ctx) : undefined;
  if (extra?.where) parts.push(extra.where);
  return sql.join(parts, sql` AND `);
}

/** `field=a,b`: declared readable fields plus id; unknown names are ignored (they select nothing). */
export function chosenFields(decl: ResourceDecl, query: Record<string, unknown>): ResolvedField[] {
  const all = readableFields(decl);
  const raw = query.field;
  if (typeof raw !== 'string' || raw.trim() === '') return all;
  const wanted = new Set(raw.split(',').map((s) => s.trim()));
  wanted.add('id');
  return all.filter((f) => wanted.has(f.name));
}

export async function listRecords(
  decl: ResourceDecl,
  query: Record<string, unknown>,
  ctx: RequestContext,
  /** a parameterised condition from our own handlers (pickers), never from client text */
  extra?: SQL,
): Promise<Page> {
  const p = paging(query);
  const where = await listWhere(decl, query, ctx, extra);
  const fields = chosenFields(decl, query);
  const countRows = await rows<{ n: number | string }>(
    ctx.db,
    sql`SELECT count(*) AS n FROM ${fromTable(decl)} WHERE ${where}`,
  );
  const total = Number(countRows[0]?.n ?? 0);
  const raw = await rows(
    ctx.db,
    sql`SELECT ${selectList(fields)} FROM ${fromTable(decl)} WHERE ${where} ${orderBy(decl, query)}
        LIMIT ${sql.raw(String(p.pageSize))} OFFSET ${sql.raw(String(p.offset))}`,
  );
  const records = raw.map((r) => normaliseRecord(fields, r));
  await addDictText(ctx.db, ctx.tenantId, fields, records);
  if (decl.hooks?.afterRead) await decl.hooks.afterRead(records, ctx, ctx.db);
  return page(records, total, p);
}
