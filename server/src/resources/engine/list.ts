// The list operation: tenant scope, simple filters, super query, allowlisted sort, capped paging, `field`, dictText.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { fail, nowOf, page, paging, type Page, type RequestContext } from '../../core/index.js';
import { addDictText } from './dict-text.js';
import { addLinked } from './linked.js';
import { fieldsOf, normaliseRecord, readableFields, selectList, type ResolvedField } from './fields.js';
import { exactOnlyFields, maskRecords } from './mask.js';
import { fromTable, tenantScope } from './scope.js';
import { simpleFilters } from './simple-filters.js';
import { col, rows } from './sql-util.js';
import { superQueryWhere } from './super-query.js';
import type { ListPurpose, ResourceDecl } from './types.js';

/** Sort only by a declared sortable field (400 for any other); no column means the default sort. */
export function orderBy(
  decl: ResourceDecl,
  query: Record<string, unknown>,
  ctx: Pick<RequestContext, 'user'>,
): SQL {
  const fields = fieldsOf(decl);
  const column = String(query.column ?? '');
  const order = String(query.order ?? '').toLowerCase();
  // A label column sorts by its stored value; any other column must be declared sortable, or the request is wrong.
  const requested = fields.get(column.replace(/_dictText$/, ''));
  if (column !== '' && !(requested?.sortable && !requested.hidden))
    throw fail.badRequest(`不支持按该字段排序: ${column.slice(0, 64)}`);
  // the order of masked values would reveal them, as a partial match would
  if (requested && exactOnlyFields(decl, ctx).has(requested.name))
    throw fail.business(`不支持按${requested.title}排序`);
  const fallback = decl.defaultSort ?? { field: 'createTime', order: 'desc' as const };
  const chosen = requested
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
  purpose: ListPurpose = 'list',
): Promise<SQL> {
  const exactOnly = exactOnlyFields(decl, ctx);
  const parts: SQL[] = [tenantScope(decl, ctx), ...simpleFilters(decl, query, exactOnly)];
  if (own) parts.push(own);
  const sq = superQueryWhere(decl, query.superQueryParams, query.superQueryMatchType, exactOnly);
  if (sq) parts.push(sq);
  const extra = decl.hooks?.listScope ? await decl.hooks.listScope(query, ctx, purpose) : undefined;
  if (extra?.where) parts.push(extra.where);
  return sql.join(parts, sql` AND `);
}

/** `field=a,b`: declared readable fields plus id; unknown names are ignored (they select nothing). */
export function chosenFields(decl: ResourceDecl, query: Record<string, unknown>): readonly ResolvedField[] {
  const all = readableFields(decl);
  const raw = query.field;
  if (typeof raw !== 'string' || raw.trim() === '') return all;
  const wanted = new Set(raw.split(',').map((s) => s.trim()));
  wanted.add('id');
  return all.filter((f) => wanted.has(f.name));
}

/** Totals are exact up to this many rows; past it the page carries the planner's estimate and `totalEstimated`. */
export const EXACT_TOTAL_LIMIT = 1000;
/** From this offset on, the page's ids are found first (an index-only walk) and only those rows are read. */
export const DEFERRED_JOIN_OFFSET = 500;
/** The page statement's column carrying the capped count (not a field name: fields are camelCase). */
const TOTAL_COLUMN = '__capped_total';

/** The planner's row estimate of an EXPLAIN (FORMAT JSON) answer (json parsed or text, by driver). */
function plannedRows(plan: unknown): number {
  const doc = typeof plan === 'string' ? (JSON.parse(plan) as unknown) : plan;
  const first = Array.isArray(doc) ? (doc[0] as { Plan?: { 'Plan Rows'?: number } }) : undefined;
  return Number(first?.Plan?.['Plan Rows'] ?? 0);
}

/** The capped count (stops after EXACT_TOTAL_LIMIT + 1 rows), so a page never pays for a full count of a large tenant. */
function cappedCount(decl: ResourceDecl, where: SQL): SQL {
  return sql`SELECT count(*) FROM (SELECT 1 FROM ${fromTable(decl)} WHERE ${where} LIMIT ${EXACT_TOTAL_LIMIT + 1}) c`;
}

/** The total from the capped count: exact up to EXACT_TOTAL_LIMIT, past it the planner's (cached) estimate. */
async function totalOf(decl: ResourceDecl, where: SQL, ctx: RequestContext, capped: number): Promise<Total> {
  if (capped <= EXACT_TOTAL_LIMIT) return { total: capped, estimated: false };
  const explain = sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${fromTable(decl)} WHERE ${where}`;
  const estimate = await cachedEstimate(ctx.db, explain, nowOf(ctx), async () => {
    const [plan] = await rows<Record<string, unknown>>(ctx.db, explain);
    return Math.round(plannedRows(plan ? Object.values(plan)[0] : null));
  });
  return { total: Math.max(capped, estimate), estimated: true };
}

/**
 * The planner's estimate changes only when statistics do (ANALYZE, autovacuum), so paging through a large list asks
 * for it once per filter and half minute, not per page: the key is the statement with its bound values (tenant and
 * filters included, so no tenant reads another's figure).
 */
const ESTIMATE_TTL_MS = 30_000;
const ESTIMATE_CACHE_SIZE = 500;
/** Per database (a process may hold several: tests, tools), then per statement. */
const estimatesOf = new WeakMap<object, Map<string, { at: number; rows: number }>>();
const dialect = new PgDialect();

async function cachedEstimate(
  db: object,
  statement: SQL,
  now: number,
  plan: () => Promise<number>,
): Promise<number> {
  let estimates = estimatesOf.get(db);
  if (!estimates) estimatesOf.set(db, (estimates = new Map()));
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const key = JSON.stringify([text, params]);
  const hit = estimates.get(key);
  if (hit && now - hit.at < ESTIMATE_TTL_MS) return hit.rows;
  const planned = await plan();
  estimates.delete(key);
  estimates.set(key, { at: now, rows: planned });
  if (estimates.size > ESTIMATE_CACHE_SIZE) estimates.delete(estimates.keys().next().value!);
  return planned;
}

interface Total {
  total: number;
  estimated: boolean;
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
  const order = orderBy(decl, query, ctx);
  // The capped count rides in the page's own statement (an InitPlan run once): one round trip, not two. LIMIT and
  // OFFSET are bound values like every other. Deep pages walk only the (tenant, order, id) index for the skipped
  // rows and read the page's rows by id (a table of our own: a query source is read directly).
  const counted = sql`(${cappedCount(decl, where)}) AS ${sql.identifier(TOTAL_COLUMN)}`;
  const raw =
    p.offset >= DEFERRED_JOIN_OFFSET && !decl.source
      ? await rows(
          ctx.db,
          sql`SELECT ${selectList(fields)}, ${counted} FROM ${fromTable(decl)}
              JOIN (SELECT t.id AS page_id FROM ${fromTable(decl)} WHERE ${where} ${order}
                    LIMIT ${p.pageSize} OFFSET ${p.offset}) k ON k.page_id = t.id
              ${order}`,
        )
      : await rows(
          ctx.db,
          sql`SELECT ${selectList(fields)}, ${counted} FROM ${fromTable(decl)} WHERE ${where} ${order}
              LIMIT ${p.pageSize} OFFSET ${p.offset}`,
        );
  // A page past the end carries no row to read the count from: counted alone (a first page with no row is empty).
  const capped =
    raw.length > 0
      ? Number(raw[0]![TOTAL_COLUMN] ?? 0)
      : p.offset === 0
        ? 0
        : Number((await rows<{ count: number | string }>(ctx.db, cappedCount(decl, where)))[0]?.count ?? 0);
  const { total, estimated } = await totalOf(decl, where, ctx, capped);
  const records = raw.map((r) => normaliseRecord(fields, r));
  await addLinked(ctx.db, ctx, fields, records);
  await addDictText(ctx.db, ctx, fields, records);
  if (decl.hooks?.afterRead) await decl.hooks.afterRead(records, ctx, ctx.db);
  maskRecords(decl, fields, records, ctx);
  return estimated ? { ...page(records, total, p), totalEstimated: true } : page(records, total, p);
}
