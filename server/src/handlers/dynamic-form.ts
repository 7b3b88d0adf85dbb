// Operations of the `dynamicForm` tag: form definitions (动态表单), their data records (表单数据) and the apply/audit
// workflow: add, edit, delete and merge requests change the data only when another user approves them, in the
// approval's own transaction. Every read and write is bound to the request's tenant.
import { and, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  dynFormApplies,
  dynFormData,
  dynForms,
  type DynFormFieldRow,
  type DynFormValue,
} from '../db/schema/dynamic-form.js';
import { users } from '../db/schema/identity.js';
import type { Db } from '../db/client.js';
import {
  FileReply,
  fail,
  page,
  paging,
  requireUser,
  type HandlerMap,
  type RequestContext,
} from '../core/index.js';
import { writeSheet, XLSX_TYPE } from '../resources/engine/xlsx-io.js';
import { newId, text, wireTime } from './domain-kit.js';

type Values = Record<string, DynFormValue>;
type Body = Record<string, unknown>;

const FORM_STATUS: Record<string, string> = { '0': '草稿', '1': '已发布' };
const APPLY_KINDS: Record<string, string> = { add: '新增', edit: '修改', delete: '删除', merge: '合并' };
const APPLY_STATUS: Record<string, string> = { '0': '待审核', '1': '已通过', '2': '已驳回' };
const OPTION_TYPES = new Set(['select', 'radio', 'checkbox']);
const MAX_EXPORT_ROWS = 10_000;

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

async function formOf(db: Db, ctx: RequestContext, id: string | undefined) {
  if (!id) throw fail.business('表单不存在');
  const [row] = await db
    .select()
    .from(dynForms)
    .where(and(eq(dynForms.id, id), eq(dynForms.tenantId, ctx.tenantId)));
  if (!row) throw fail.notFound('表单不存在');
  return row;
}

async function formList(input: { query: Record<string, unknown> }, ctx: RequestContext) {
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

async function formById(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  requireUser(ctx);
  return toForm(await formOf(ctx.db, ctx, text(input.query.id)));
}

async function formAdd(input: { body: unknown }, ctx: RequestContext) {
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

async function formEdit(input: { body: unknown }, ctx: RequestContext) {
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

async function formDelete(input: { query: Record<string, unknown> }, ctx: RequestContext) {
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

// ---- values -------------------------------------------------------------------------------------------------

const empty = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/** The values checked against the form's fields: unknown names refused, required ones present, options known. */
export function checkValues(fields: readonly DynFormFieldRow[], value: unknown): Values {
  const data = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Body;
  const byName = new Map(fields.map((f) => [f.name, f]));
  for (const key of Object.keys(data)) if (!byName.has(key)) throw fail.business(`表单没有字段：${key}`);
  const out: Values = {};
  for (const f of fields) {
    const v = data[f.name];
    if (empty(v)) {
      if (f.required) throw fail.business(`请填写${f.label}`);
      out[f.name] = null;
      continue;
    }
    const options = new Set((f.options ?? []).map((o) => o.value));
    switch (f.type) {
      case 'inputNumber': {
        const n = typeof v === 'number' ? v : Number(String(v).trim());
        if (!Number.isFinite(n)) throw fail.business(`${f.label}必须是数字`);
        out[f.name] = n;
        break;
      }
      case 'checkbox': {
        const list = Array.isArray(v) ? v.map(String) : String(v).split(',').filter(Boolean);
        for (const item of list) if (!options.has(item)) throw fail.business(`${f.label}的选项不存在`);
        out[f.name] = list;
        break;
      }
      case 'select':
      case 'radio':
        if (Array.isArray(v) || !options.has(String(v))) throw fail.business(`${f.label}的选项不存在`);
        out[f.name] = String(v);
        break;
      case 'date':
        if (!/^\d{4}-\d{2}-\d{2}$/.test(String(v))) throw fail.business(`${f.label}格式应为YYYY-MM-DD`);
        out[f.name] = String(v);
        break;
      case 'datetime':
        if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(String(v)))
          throw fail.business(`${f.label}格式应为YYYY-MM-DD HH:mm:ss`);
        out[f.name] = String(v);
        break;
      default:
        if (Array.isArray(v)) throw fail.business(`${f.label}格式不正确`);
        out[f.name] = String(v).trim();
    }
  }
  return out;
}

// ---- data records -------------------------------------------------------------------------------------------

async function namesOf(db: Db, ids: Array<string | null | undefined>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((i): i is string => !!i))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, realname: users.realname })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.realname]));
}

function toData(r: typeof dynFormData.$inferSelect, names: Map<string, string>) {
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

async function dataList(input: { query: Record<string, unknown> }, ctx: RequestContext) {
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

async function dataExport(input: { query: Record<string, unknown> }, ctx: RequestContext) {
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

async function recordOf(db: Db, ctx: RequestContext, id: string | undefined) {
  if (!id) throw fail.business('数据不存在');
  const [row] = await db
    .select()
    .from(dynFormData)
    .where(and(eq(dynFormData.id, id), eq(dynFormData.tenantId, ctx.tenantId)));
  if (!row) throw fail.notFound('数据不存在');
  return row;
}

async function dataById(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  requireUser(ctx);
  const row = await recordOf(ctx.db, ctx, text(input.query.id));
  return toData(row, await namesOf(ctx.db, [row.ownerId]));
}

function published(form: typeof dynForms.$inferSelect) {
  if (form.status !== '1') throw fail.business(`表单「${form.name}」未发布，不能填写`);
}

async function dataAdd(input: { body: unknown }, ctx: RequestContext) {
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

async function dataEdit(input: { body: unknown }, ctx: RequestContext) {
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

// ---- apply / audit ------------------------------------------------------------------------------------------

async function toApply(db: Db, ctx: RequestContext, r: typeof dynFormApplies.$inferSelect, detail: boolean) {
  const user = requireUser(ctx);
  const names = await namesOf(db, [r.applicantId, r.auditorId]);
  const [form] = await db
    .select({ name: dynForms.name })
    .from(dynForms)
    .where(and(eq(dynForms.id, r.formId), eq(dynForms.tenantId, ctx.tenantId)));
  const base = {
    id: r.id,
    formId: r.formId,
    formName: form?.name ?? null,
    kind: r.kind,
    kind_dictText: APPLY_KINDS[r.kind] ?? r.kind,
    dataId: r.dataId,
    otherId: r.otherId,
    data: r.data,
    reason: r.reason,
    status: r.status,
    status_dictText: APPLY_STATUS[r.status] ?? r.status,
    applicantId: r.applicantId,
    applicantName: names.get(r.applicantId) ?? r.createBy,
    auditorName: r.auditorId ? (names.get(r.auditorId) ?? null) : null,
    auditReason: r.auditReason,
    auditTime: wireTime(r.auditTime),
    createTime: wireTime(r.createTime),
    mine: r.applicantId === user.id,
  };
  if (!detail) return base;
  const history = [
    {
      action: `提交${APPLY_KINDS[r.kind] ?? ''}申请`,
      operator: base.applicantName,
      time: base.createTime,
      note: r.reason,
    },
    ...(r.status === '0'
      ? []
      : [
          {
            action: r.status === '1' ? '审核通过' : '审核驳回',
            operator: base.auditorName,
            time: base.auditTime,
            note: r.auditReason,
          },
        ]),
  ];
  const records = await db
    .select()
    .from(dynFormData)
    .where(
      and(
        eq(dynFormData.tenantId, ctx.tenantId),
        inArray(dynFormData.id, [r.dataId, r.otherId].filter((i): i is string => !!i).concat('')),
      ),
    );
  const recordNames = await namesOf(
    db,
    records.map((x) => x.ownerId),
  );
  const find = (id: string | null) => {
    const hit = id ? records.find((x) => x.id === id) : undefined;
    return hit ? toData(hit, recordNames) : null;
  };
  return { ...base, history, target: find(r.dataId), other: find(r.otherId) };
}

async function applyAdd(input: { body: unknown }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const body = (input.body ?? {}) as Body;
  const kind = text(body.kind) ?? '';
  if (!(kind in APPLY_KINDS)) throw fail.business('申请类型不正确');
  const form = await formOf(ctx.db, ctx, text(body.formId));
  published(form);
  const ofForm = async (id: string | undefined) => {
    const row = await recordOf(ctx.db, ctx, id);
    if (row.formId !== form.id) throw fail.business('数据不属于该表单');
    return row;
  };
  let dataId: string | null = null;
  let otherId: string | null = null;
  let data: Values | null = null;
  if (kind === 'add') data = checkValues(form.fields, body.data);
  if (kind === 'edit' || kind === 'delete' || kind === 'merge') dataId = (await ofForm(text(body.dataId))).id;
  if (kind === 'edit') data = checkValues(form.fields, body.data);
  if (kind === 'merge') {
    otherId = (await ofForm(text(body.otherId))).id;
    if (otherId === dataId) throw fail.business('请选择两条不同的数据合并');
    data = checkValues(form.fields, body.data);
  }
  const reason = text(body.reason) ?? null;
  if (kind === 'delete' && !reason) throw fail.business('请填写删除原因');
  const touched = [dataId, otherId].filter((i): i is string => !!i);
  if (touched.length > 0) {
    const [busy] = await ctx.db
      .select({ id: dynFormApplies.id })
      .from(dynFormApplies)
      .where(
        and(
          eq(dynFormApplies.tenantId, ctx.tenantId),
          eq(dynFormApplies.status, '0'),
          or(inArray(dynFormApplies.dataId, touched), inArray(dynFormApplies.otherId, touched)),
        ),
      )
      .limit(1);
    if (busy) throw fail.business('该数据已有待审核的申请，请等待审核后再提交');
  }
  const [row] = await ctx.db
    .insert(dynFormApplies)
    .values({
      id: newId(),
      tenantId: ctx.tenantId,
      formId: form.id,
      kind,
      dataId,
      otherId,
      data,
      reason,
      applicantId: user.id,
      createBy: user.username,
    })
    .returning();
  return toApply(ctx.db, ctx, row!, true);
}

async function applyList(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const p = paging(input.query);
  const scope = text(input.query.scope) ?? 'all';
  const status = text(input.query.status);
  const kind = text(input.query.kind);
  const formId = text(input.query.formId);
  const where = and(
    eq(dynFormApplies.tenantId, ctx.tenantId),
    scope === 'mine' ? eq(dynFormApplies.applicantId, user.id) : undefined,
    scope === 'todo'
      ? and(eq(dynFormApplies.status, '0'), ne(dynFormApplies.applicantId, user.id))
      : undefined,
    status ? eq(dynFormApplies.status, status) : undefined,
    kind ? eq(dynFormApplies.kind, kind) : undefined,
    formId ? eq(dynFormApplies.formId, formId) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    ctx.db
      .select()
      .from(dynFormApplies)
      .where(where)
      .orderBy(desc(dynFormApplies.createTime), desc(dynFormApplies.id))
      .limit(p.pageSize)
      .offset(p.offset),
    ctx.db.select({ total: count() }).from(dynFormApplies).where(where),
  ]);
  const records = [];
  for (const r of rows) records.push(await toApply(ctx.db, ctx, r, false));
  return page(records, Number(total), p);
}

async function applyOf(db: Db, ctx: RequestContext, id: string | undefined) {
  if (!id) throw fail.business('申请不存在');
  const [row] = await db
    .select()
    .from(dynFormApplies)
    .where(and(eq(dynFormApplies.id, id), eq(dynFormApplies.tenantId, ctx.tenantId)));
  if (!row) throw fail.notFound('申请不存在');
  return row;
}

async function applyById(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  requireUser(ctx);
  return toApply(ctx.db, ctx, await applyOf(ctx.db, ctx, text(input.query.id)), true);
}

/** Applies an approved request to the data, inside the approval's transaction (`tx`). */
async function applyChange(tx: Db, ctx: RequestContext, r: typeof dynFormApplies.$inferSelect, by: string) {
  const gone = () => fail.business('申请涉及的数据已不存在，不能通过');
  const mine = (id: string) => and(eq(dynFormData.id, id), eq(dynFormData.tenantId, ctx.tenantId));
  const changed = { updateBy: by, updateTime: sql`localtimestamp(0)` };
  switch (r.kind) {
    case 'add':
      await tx.insert(dynFormData).values({
        id: newId(),
        tenantId: ctx.tenantId,
        formId: r.formId,
        data: r.data ?? {},
        ownerId: r.applicantId,
        createBy: r.createBy,
      });
      return;
    case 'edit': {
      const done = await tx
        .update(dynFormData)
        .set({ data: r.data ?? {}, ...changed })
        .where(mine(r.dataId!))
        .returning({ id: dynFormData.id });
      if (done.length === 0) throw gone();
      return;
    }
    case 'delete': {
      const done = await tx.delete(dynFormData).where(mine(r.dataId!)).returning({ id: dynFormData.id });
      if (done.length === 0) throw gone();
      return;
    }
    case 'merge': {
      const kept = await tx
        .update(dynFormData)
        .set({ data: r.data ?? {}, ...changed })
        .where(mine(r.dataId!))
        .returning({ id: dynFormData.id });
      const removed = await tx.delete(dynFormData).where(mine(r.otherId!)).returning({ id: dynFormData.id });
      if (kept.length === 0 || removed.length === 0) throw gone();
      return;
    }
    default:
      throw fail.business('申请类型不正确');
  }
}

async function applyAudit(input: { body: unknown }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const body = (input.body ?? {}) as Body;
  const current = await applyOf(ctx.db, ctx, text(body.id));
  if (current.applicantId === user.id) throw fail.business('不能审核自己提交的申请');
  if (current.status !== '0') throw fail.business('该申请已审核，不能重复审核');
  const approve = body.approve === true;
  const reason = text(body.reason) ?? null;
  if (!approve && !reason) throw fail.business('请填写驳回原因');
  const row = await ctx.db.transaction(async (tx) => {
    // The pending status is the guard: of two auditors at once, one wins and the other changes nothing.
    const [audited] = await tx
      .update(dynFormApplies)
      .set({
        status: approve ? '1' : '2',
        auditorId: user.id,
        auditReason: reason,
        auditTime: sql`localtimestamp(0)`,
        updateBy: user.username,
        updateTime: sql`localtimestamp(0)`,
      })
      .where(
        and(
          eq(dynFormApplies.id, current.id),
          eq(dynFormApplies.tenantId, ctx.tenantId),
          eq(dynFormApplies.status, '0'),
        ),
      )
      .returning();
    if (!audited) throw fail.business('该申请已审核，不能重复审核');
    if (approve) await applyChange(tx as unknown as Db, ctx, audited, user.username);
    return audited;
  });
  return toApply(ctx.db, ctx, row, true);
}

export const handlers: HandlerMap = {
  dynFormList: (input, ctx) => formList(input, ctx),
  dynFormQueryById: (input, ctx) => formById(input, ctx),
  dynFormAdd: (input, ctx) => formAdd(input, ctx),
  dynFormEdit: (input, ctx) => formEdit(input, ctx),
  dynFormDelete: (input, ctx) => formDelete(input, ctx),
  dynFormDataList: (input, ctx) => dataList(input, ctx),
  dynFormDataExport: (input, ctx) => dataExport(input, ctx),
  dynFormDataQueryById: (input, ctx) => dataById(input, ctx),
  dynFormDataAdd: (input, ctx) => dataAdd(input, ctx),
  dynFormDataEdit: (input, ctx) => dataEdit(input, ctx),
  dynFormApplyAdd: (input, ctx) => applyAdd(input, ctx),
  dynFormApplyList: (input, ctx) => applyList(input, ctx),
  dynFormApplyQueryById: (input, ctx) => applyById(input, ctx),
  dynFormApplyAudit: (input, ctx) => applyAudit(input, ctx),
};
