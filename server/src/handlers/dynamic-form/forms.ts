// 动态表单 definitions (表单设计): list, by id, add, edit and delete within the tenant.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { dynFormApplies, dynFormData, dynForms, type DynFormFieldRow } from '../../db/schema/dynamic-form.js';
import type { Db } from '../../db/client.js';
import { fail, page, paging, requireUser, type RequestContext } from '../../core/index.js';
import { newId, text, wireTime } from '../domain-kit.js';
import { FORM_STATUS, OPTION_TYPES, type Body } from './shared.js';

// ---- form definitions ----------------------------------------------------------------------------------------

function toForm(r: typeof dynForms.$inferSelect, dataCount?: number) {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    status: r.status,
    status_dictText: FORM_STATUS[r.status] ?? r.status,
    fields: r.fields,
    ...(dataCount === undefined ? {} : { dataCount }),
    createBy: r.createBy,
    createTime: wireTime(r.createTime),
    updateTime: wireTime(r.updateTime),
  };
}

/** The definition's fields as the contract shaped them, with the rules the schema cannot say. */
function checkFields(value: unknown): DynFormFieldRow[] {
  const fields = (Array.isArray(value) ? value : []) as DynFormFieldRow[];
  if (fields.length === 0) throw fail.business('请至少添加一个字段');
  const seen = new Set<string>();
  for (const f of fields) {
    if (seen.has(f.name)) throw fail.business(`字段名重复：${f.name}`);
    seen.add(f.name);
    if (f.min !== undefined && f.max !== undefined && f.min > f.max)
      throw fail.business(`字段「${f.label}」的最小值不能大于最大值`);
    if (f.pattern) {
      try {
        new RegExp(f.pattern, 'u');
      } catch {
        throw fail.business(`字段「${f.label}」的格式规则不正确`);
      }
    }
    if (OPTION_TYPES.has(f.type)) {
      if (!f.options?.length) throw fail.business(`字段「${f.label}」需要至少一个选项`);
      if (new Set(f.options.map((o) => o.value)).size !== f.options.length)
        throw fail.business(`字段「${f.label}」的选项值重复`);
    } else if (f.options) {
      throw fail.business(`字段「${f.label}」不需要选项`);
    }
  }
  return fields;
}

export async function formOf(db: Db, ctx: RequestContext, id: string | undefined) {
  if (!id) throw fail.business('表单不存在');
  const [row] = await db
    .select()
    .from(dynForms)
    .where(and(eq(dynForms.id, id), eq(dynForms.tenantId, ctx.tenantId)));
  if (!row) throw fail.notFound('表单不存在');
  return row;
}

export async function formList(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  requireUser(ctx);
  const p = paging(input.query);
  const name = text(input.query.name);
  const status = text(input.query.status);
  const where = and(
    eq(dynForms.tenantId, ctx.tenantId),
    name ? sql`${dynForms.name} ILIKE ${`%${name.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
    status ? eq(dynForms.status, status) : undefined,
  );
  const dataCount = sql<number>`(SELECT count(*) FROM ${dynFormData} d
    WHERE d.form_id = ${dynForms.id} AND d.tenant_id = ${dynForms.tenantId})`.mapWith(Number);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    ctx.db
      .select({ form: dynForms, dataCount })
      .from(dynForms)
      .where(where)
      .orderBy(desc(dynForms.createTime), desc(dynForms.id))
      .limit(p.pageSize)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(dynForms).where(where),
  ]);
  return page(
    rows.map((r) => toForm(r.form, r.dataCount)),
    Number(total),
    p,
  );
}

export async function formById(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  requireUser(ctx);
  return toForm(await formOf(ctx.db, ctx, text(input.query.id)));
}

export async function formAdd(input: { body: unknown }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const body = (input.body ?? {}) as Body;
  const name = text(body.name);
  if (!name) throw fail.business('请输入表单名称');
  const [row] = await ctx.db
    .insert(dynForms)
    .values({
      id: newId(),
      tenantId: ctx.tenantId,
      name,
      description: text(body.description) ?? null,
      status: text(body.status) ?? '0',
      fields: checkFields(body.fields),
      createBy: user.username,
    })
    .returning();
  return toForm(row!);
}

export async function formEdit(input: { body: unknown }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const body = (input.body ?? {}) as Body;
  const current = await formOf(ctx.db, ctx, text(body.id));
  const name = text(body.name);
  if (!name) throw fail.business('请输入表单名称');
  const [row] = await ctx.db
    .update(dynForms)
    .set({
      name,
      description: text(body.description) ?? null,
      status: text(body.status) ?? current.status,
      fields: checkFields(body.fields),
      updateBy: user.username,
      updateTime: sql`localtimestamp(0)`,
    })
    .where(and(eq(dynForms.id, current.id), eq(dynForms.tenantId, ctx.tenantId)))
    .returning();
  return toForm(row!);
}

export async function formDelete(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  requireUser(ctx);
  const form = await formOf(ctx.db, ctx, text(input.query.id));
  return ctx.db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(dynFormData)
      .where(and(eq(dynFormData.formId, form.id), eq(dynFormData.tenantId, ctx.tenantId)));
    if (Number(n) > 0) throw fail.business(`表单「${form.name}」已有${Number(n)}条数据，不能删除`);
    await tx
      .delete(dynFormApplies)
      .where(and(eq(dynFormApplies.formId, form.id), eq(dynFormApplies.tenantId, ctx.tenantId)));
    await tx.delete(dynForms).where(and(eq(dynForms.id, form.id), eq(dynForms.tenantId, ctx.tenantId)));
    return '删除成功';
  });
}
