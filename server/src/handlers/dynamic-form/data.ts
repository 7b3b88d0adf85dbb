// 表单数据: the records of one form, with keyword and advanced query over its own fields, export, add and edit.
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { dynForms } from '../../db/schema/dynamic-form.js';
import { dynFormData, type DynFormFieldRow, type DynFormValue } from '../../db/schema/dynamic-form.js';
import { users } from '../../db/schema/identity.js';
import type { Db } from '../../db/client.js';
import { FileReply, fail, page, paging, requireUser, type RequestContext } from '../../core/index.js';
import { writeSheet, XLSX_TYPE } from '../../resources/engine/xlsx-io.js';
import { newId, text, wireTime } from '../domain-kit.js';
import { checkValues, MAX_EXPORT_ROWS, OPTION_TYPES, type Body } from './shared.js';
import { formOf } from './forms.js';

// ---- data records -------------------------------------------------------------------------------------------

export async function namesOf(db: Db, ids: Array<string | null | undefined>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((i): i is string => !!i))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, realname: users.realname })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.realname]));
}

export function toData(r: typeof dynFormData.$inferSelect, names: Map<string, string>) {
  return {
    id: r.id,
    formId: r.formId,
    data: r.data,
    createBy: r.createBy,
    createByName: (r.ownerId && names.get(r.ownerId)) ?? r.createBy,
    createTime: wireTime(r.createTime),
    updateTime: wireTime(r.updateTime),
  };
}

const valueOf = (name: string) => sql`(${dynFormData.data} ->> ${name}::text)`;
const NUMERIC = '^-?[0-9]+(\\.[0-9]+)?$';

/** One advanced-query rule over a form field (field names from the form only, every value bound). */
function ruleSql(field: DynFormFieldRow, rule: string, raw: unknown): SQL | undefined {
  const val = raw === null || raw === undefined ? '' : String(raw);
  if (val === '') return undefined;
  const col = valueOf(field.name);
  const like = (pattern: string) => sql`${col} ILIKE ${pattern}`;
  const esc = val.replace(/[\\%_]/g, '\\$&');
  if (field.type === 'checkbox') {
    const has = (v: string) =>
      sql`(${dynFormData.data} -> ${field.name}::text) @> ${JSON.stringify([v])}::jsonb`;
    if (rule === 'ne') return sql`NOT ${has(val)}`;
    if (rule === 'in') return or(...val.split(',').filter(Boolean).map(has));
    return has(val);
  }
  const compare = (op: string) =>
    field.type === 'inputNumber'
      ? Number.isFinite(Number(val))
        ? sql`(CASE WHEN ${col} ~ ${NUMERIC} THEN ${col}::numeric END) ${sql.raw(op)} ${Number(val)}`
        : sql`false`
      : sql`${col} ${sql.raw(op)} ${val}`;
  switch (rule) {
    case 'eq':
      return field.type === 'inputNumber' ? compare('=') : sql`${col} = ${val}`;
    case 'ne':
      return sql`(${col} IS NULL OR ${col} <> ${val})`;
    case 'like':
      return like(`%${esc}%`);
    case 'right_like':
      return like(`${esc}%`);
    case 'left_like':
      return like(`%${esc}`);
    case 'in':
      return inArray(col, val.split(',').filter(Boolean));
    case 'gt':
      return compare('>');
    case 'ge':
      return compare('>=');
    case 'lt':
      return compare('<');
    case 'le':
      return compare('<=');
    default:
      throw fail.business('查询条件不正确');
  }
}

function superQuery(fields: readonly DynFormFieldRow[], query: Record<string, unknown>): SQL | undefined {
  const raw = text(query.superQueryParams);
  if (!raw) return undefined;
  let rules: Array<{ field?: unknown; rule?: unknown; val?: unknown }>;
  try {
    const decoded = raw.startsWith('%') ? decodeURIComponent(raw) : raw;
    rules = JSON.parse(decoded) as typeof rules;
  } catch {
    throw fail.business('高级查询条件格式不正确');
  }
  if (!Array.isArray(rules)) throw fail.business('高级查询条件格式不正确');
  const byName = new Map(fields.map((f) => [f.name, f]));
  const parts = rules.slice(0, 50).flatMap((r) => {
    const field = byName.get(String(r.field ?? ''));
    if (!field) throw fail.business(`表单没有字段：${String(r.field ?? '')}`);
    return ruleSql(field, String(r.rule ?? 'eq'), r.val) ?? [];
  });
  if (parts.length === 0) return undefined;
  return query.superQueryMatchType === 'or' ? or(...parts) : and(...parts);
}

async function dataWhere(query: Record<string, unknown>, ctx: RequestContext) {
  const user = requireUser(ctx);
  const form = await formOf(ctx.db, ctx, text(query.formId));
  const keyword = text(query.keyword);
  const where = and(
    eq(dynFormData.tenantId, ctx.tenantId),
    eq(dynFormData.formId, form.id),
    query.mine === '1' ? eq(dynFormData.ownerId, user.id) : undefined,
    keyword
      ? sql`EXISTS (SELECT 1 FROM jsonb_each_text(${dynFormData.data}) kv
          WHERE kv.value ILIKE ${`%${keyword.replace(/[\\%_]/g, '\\$&')}%`})`
      : undefined,
    superQuery(form.fields, query),
  );
  return { form, where };
}

export async function dataList(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  const p = paging(input.query);
  const { where } = await dataWhere(input.query, ctx);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    ctx.db
      .select()
      .from(dynFormData)
      .where(where)
      .orderBy(desc(dynFormData.createTime), desc(dynFormData.id))
      .limit(p.pageSize)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(dynFormData).where(where),
  ]);
  const names = await namesOf(
    ctx.db,
    rows.map((r) => r.ownerId),
  );
  return page(
    rows.map((r) => toData(r, names)),
    Number(total),
    p,
  );
}

/** A value as a spreadsheet cell: option values by their labels, lists comma-joined. */
function cellOf(field: DynFormFieldRow, v: DynFormValue | undefined): string | number {
  if (v === null || v === undefined) return '';
  const label = (x: string) => field.options?.find((o) => o.value === x)?.label ?? x;
  if (Array.isArray(v)) return v.map(label).join('，');
  if (typeof v === 'number') return v;
  return OPTION_TYPES.has(field.type) ? label(v) : v;
}

export async function dataExport(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  const { form, where } = await dataWhere(input.query, ctx);
  const rows = await ctx.db
    .select()
    .from(dynFormData)
    .where(where)
    .orderBy(desc(dynFormData.createTime), desc(dynFormData.id))
    .limit(MAX_EXPORT_ROWS);
  const names = await namesOf(
    ctx.db,
    rows.map((r) => r.ownerId),
  );
  const data = rows.map((r) => [
    ...form.fields.map((f) => cellOf(f, r.data[f.name])),
    (r.ownerId && names.get(r.ownerId)) ?? r.createBy ?? '',
    wireTime(r.createTime) ?? '',
  ]);
  const sheet = form.name.replace(/[\\/?*[\]:]/g, '').slice(0, 31) || '表单数据';
  return new FileReply(
    writeSheet([...form.fields.map((f) => f.label), '填写人', '填写时间'], data, sheet),
    `${form.name}.xlsx`,
    XLSX_TYPE,
  );
}

export async function recordOf(db: Db, ctx: RequestContext, id: string | undefined) {
  if (!id) throw fail.business('数据不存在');
  const [row] = await db
    .select()
    .from(dynFormData)
    .where(and(eq(dynFormData.id, id), eq(dynFormData.tenantId, ctx.tenantId)));
  if (!row) throw fail.notFound('数据不存在');
  return row;
}

export async function dataById(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  requireUser(ctx);
  const row = await recordOf(ctx.db, ctx, text(input.query.id));
  return toData(row, await namesOf(ctx.db, [row.ownerId]));
}

export function published(form: typeof dynForms.$inferSelect) {
  if (form.status !== '1') throw fail.business(`表单「${form.name}」未发布，不能填写`);
}

export async function dataAdd(input: { body: unknown }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const body = (input.body ?? {}) as Body;
  const form = await formOf(ctx.db, ctx, text(body.formId));
  published(form);
  const [row] = await ctx.db
    .insert(dynFormData)
    .values({
      id: newId(),
      tenantId: ctx.tenantId,
      formId: form.id,
      data: checkValues(form.fields, body.data),
      ownerId: user.id,
      createBy: user.username,
    })
    .returning();
  return toData(row!, await namesOf(ctx.db, [user.id]));
}

export async function dataEdit(input: { body: unknown }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const body = (input.body ?? {}) as Body;
  const current = await recordOf(ctx.db, ctx, text(body.id));
  const form = await formOf(ctx.db, ctx, current.formId);
  const [row] = await ctx.db
    .update(dynFormData)
    .set({
      data: checkValues(form.fields, body.data),
      updateBy: user.username,
      updateTime: sql`localtimestamp(0)`,
    })
    .where(and(eq(dynFormData.id, current.id), eq(dynFormData.tenantId, ctx.tenantId)))
    .returning();
  return toData(row!, await namesOf(ctx.db, [row!.ownerId]));
}
