// queryById, add, edit, delete and deleteBatch: tenant-scoped, validated, deletes in one transaction.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail, type RequestContext } from '../../core/index.js';
import { addDictText } from './dict-text.js';
import { applyDeleteRules } from './dependents.js';
import { keepMaskedValues, maskRecords } from './mask.js';
import { fieldsOf, normaliseRecord, readableFields, selectList, type ResolvedField } from './fields.js';
import { checkDictValue, checkReference } from './references.js';
import { fromTable, sameTenant, tenantScope, type Viewer } from './scope.js';
import { col, newId, rows } from './sql-util.js';
import { SYSTEM_FIELDS, type ResourceDecl } from './types.js';
import { formatProblem } from '@clinic/sdk/validators';
import { isEmpty, writeValue } from './values.js';
import { addLinked, writeLinked } from './linked.js';
import { changedFields, labelFieldOf, recordLabel, resourceTitle } from './audit-entries.js';

export function idOf(v: unknown): string {
  const s = Array.isArray(v) ? v[0] : v;
  if (typeof s !== 'string' && typeof s !== 'number') throw fail.business('id不能为空');
  const id = String(s).trim();
  if (id === '' || id.length > 64) throw fail.business('id不能为空');
  return id;
}

export async function readOne(decl: ResourceDecl, id: string, ctx: RequestContext, db: Db = ctx.db) {
  const fields = readableFields(decl);
  const r = await rows(
    db,
    sql`SELECT ${selectList(fields)} FROM ${fromTable(decl)} WHERE t.id = ${id} AND ${tenantScope(decl, ctx)}`,
  );
  if (!r[0]) throw fail.notFound();
  const rec = normaliseRecord(fields, r[0]);
  await addLinked(db, ctx, fields, [rec]);
  await addDictText(db, ctx, fields, [rec]);
  if (decl.hooks?.afterRead) await decl.hooks.afterRead([rec], ctx, db);
  maskRecords(decl, fields, [rec], ctx);
  return rec;
}

function writable(decl: ResourceDecl): ResolvedField[] {
  return [...fieldsOf(decl).values()].filter((f) => !f.readonly);
}

function bodyOf(input: unknown): Record<string, unknown> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw fail.business('请求数据格式错误');
  return input as Record<string, unknown>;
}

async function checkUnique(
  db: Db,
  decl: ResourceDecl,
  f: ResolvedField,
  v: unknown,
  who: Viewer,
  id?: string,
) {
  if (!f.unique || isEmpty(v)) return;
  if (await valueTaken(db, decl, f, writeValue(f, v), who, id)) {
    throw fail.business(`${f.title}已存在: ${String(v).slice(0, 50)}`);
  }
}

/** Whether another row (of the tenant, or of anyone for uniqueGlobal fields) already holds the value. */
export async function valueTaken(
  db: Db,
  decl: ResourceDecl,
  f: ResolvedField,
  value: SQL,
  who: Viewer,
  exceptId?: string,
): Promise<boolean> {
  const scope = f.uniqueGlobal ? sql`true` : tenantScope(decl, who, 'write', false);
  const r = await rows(
    db,
    sql`SELECT 1 FROM ${fromTable(decl)} WHERE ${col(f.column)} = ${value} AND ${scope}
        ${exceptId ? sql`AND t.id <> ${exceptId}` : sql``} LIMIT 1`,
  );
  return r.length > 0;
}

/** Validates the given values; with `partial`, absent keys are left alone (edit). */
export async function validate(
  db: Db,
  decl: ResourceDecl,
  values: Record<string, unknown>,
  who: Viewer,
  opts: { partial: boolean; id?: string },
): Promise<[ResolvedField, SQL][]> {
  const out: [ResolvedField, SQL][] = [];
  for (const f of writable(decl)) {
    const present = Object.prototype.hasOwnProperty.call(values, f.name);
    if (!present && opts.partial) continue;
    const v = values[f.name];
    if (f.required && isEmpty(v)) throw fail.business(`${f.title}不能为空`);
    if (!present) continue;
    out.push([f, writeValue(f, v)]);
    // A declared format holds for every write (add, edit, import); the duplicate check only asks what is taken.
    const problem = f.format && !isEmpty(v) ? formatProblem(f.format, String(v).trim()) : null;
    if (problem) throw fail.business(`${f.title}：${problem}`);
    await checkUnique(db, decl, f, v, who, opts.id);
    await checkReference(db, f, v, who);
    await checkDictValue(db, f, v, who);
  }
  return out;
}

function has(decl: ResourceDecl, name: string): boolean {
  return fieldsOf(decl).has(name);
}

/** Clients never write read-only fields: what they send of them is dropped before the hooks run. */
function dropReadonly(decl: ResourceDecl, values: Record<string, unknown>): void {
  for (const f of fieldsOf(decl).values()) if (f.readonly) delete values[f.name];
}

/** Read-only fields a hook set (the feedback's submitter): stored as the hook wrote them, system columns never. */
function setByHooks(decl: ResourceDecl, values: Record<string, unknown>): [ResolvedField, SQL][] {
  const system = new Set(SYSTEM_FIELDS.map((f) => f.name));
  return [...fieldsOf(decl).values()]
    .filter((f) => f.readonly && !system.has(f.name) && Object.prototype.hasOwnProperty.call(values, f.name))
    .map((f) => [f, writeValue(f, values[f.name])]);
}

export async function insertRecord(
  db: Db,
  decl: ResourceDecl,
  values: Record<string, unknown>,
  ctx: RequestContext,
) {
  dropReadonly(decl, values);
  if (decl.hooks?.beforeAdd) await decl.hooks.beforeAdd(values, ctx, db);
  const pairs = [
    ...(await validate(db, decl, values, ctx, { partial: false })),
    ...setByHooks(decl, values),
  ].filter(([f]) => !f.linked);
  const id = newId();
  const cols: SQL[] = [sql`id`, sql`tenant_id`, sql`create_time`];
  const vals: SQL[] = [sql`${id}`, sql`${ctx.tenantId}`, sql`now()`];
  if (has(decl, 'createBy')) {
    cols.push(sql`create_by`);
    vals.push(sql`${ctx.user?.username ?? null}`);
  }
  for (const [f, v] of pairs) {
    cols.push(sql`${sql.identifier(f.column)}`);
    vals.push(v);
  }
  await db.execute(
    sql`INSERT INTO ${sql.identifier(decl.table)} (${sql.join(cols, sql`, `)}) VALUES (${sql.join(vals, sql`, `)})`,
  );
  if (decl.tenantVia) {
    const v = decl.tenantVia;
    await db.execute(
      sql`INSERT INTO ${sql.identifier(v.table)} (${sql.identifier(v.key)}, ${sql.identifier(v.tenantColumn)}) VALUES (${id}, ${ctx.tenantId})`,
    );
  }
  await writeLinked(db, ctx, [...fieldsOf(decl).values()], id, values);
  if (decl.hooks?.afterAdd) await decl.hooks.afterAdd(id, ctx, db);
  return id;
}

export async function addRecord(decl: ResourceDecl, body: unknown, ctx: RequestContext) {
  const values = { ...bodyOf(body) };
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const id = await insertRecord(db, decl, values, ctx);
    const rec = await readOne(decl, id, ctx, db);
    await ctx.audit?.record(db, [
      {
        resourceTitle: resourceTitle(decl),
        operateType: 'add',
        recordId: id,
        recordName: recordLabel(decl, rec),
      },
    ]);
    return rec;
  });
}

export async function editRecord(decl: ResourceDecl, body: unknown, ctx: RequestContext) {
  const values = { ...bodyOf(body) };
  const id = idOf(values.id);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const masked = [...fieldsOf(decl).values()].filter((f) => f.mask !== undefined);
    const exists = await rows(
      db,
      sql`SELECT 1 AS found${masked.length ? sql`, ${selectList(masked)}` : sql``} FROM ${fromTable(decl)}
          WHERE t.id = ${id} AND ${tenantScope(decl, ctx, 'write')}`,
    );
    if (!exists[0]) throw fail.notFound();
    const before = ctx.audit ? await readOne(decl, id, ctx, db) : null;
    keepMaskedValues(masked, values, exists[0]);
    dropReadonly(decl, values);
    if (decl.hooks?.beforeEdit) await decl.hooks.beforeEdit(values, id, ctx, db);
    const pairs = [
      ...(await validate(db, decl, values, ctx, { partial: true, id })),
      ...setByHooks(decl, values),
    ].filter(([f]) => !f.linked);
    await writeLinked(db, ctx, [...fieldsOf(decl).values()], id, values);
    const sets: SQL[] = pairs.map(([f, v]) => sql`${sql.identifier(f.column)} = ${v}`);
    if (has(decl, 'updateTime')) sets.push(sql`update_time = now()`);
    if (has(decl, 'updateBy')) sets.push(sql`update_by = ${ctx.user?.username ?? null}`);
    if (sets.length > 0) {
      await db.execute(
        sql`UPDATE ${sql.identifier(decl.table)} t SET ${sql.join(sets, sql`, `)} WHERE t.id = ${id}${sameTenant(decl, ctx, 't')}`,
      );
    }
    if (decl.hooks?.afterEdit) await decl.hooks.afterEdit(id, ctx, db);
    const after = await readOne(decl, id, ctx, db);
    if (before) {
      await ctx.audit?.record(db, [
        {
          resourceTitle: resourceTitle(decl),
          operateType: 'edit',
          recordId: id,
          recordName: recordLabel(decl, after),
          detail: changedFields(decl, before, after),
        },
      ]);
    }
    return after;
  });
}

/** Deletes all the ids or none: an id that is not the tenant's (or does not exist) fails the whole batch. */
export async function deleteRecords(decl: ResourceDecl, ids: string[], ctx: RequestContext): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw fail.business('请选择一条记录');
  if (unique.length > 1000) throw fail.business('一次最多删除1000条记录');
  const idList = sql.join(
    unique.map((i) => sql`${i}`),
    sql`, `,
  );
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const found = await rows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM ${fromTable(decl)} WHERE t.id IN (${idList}) AND ${tenantScope(decl, ctx, 'write')}`,
    );
    if (Number(found[0]?.n) !== unique.length) throw fail.notFound();
    if (ctx.audit) await ctx.audit.record(db, await deletedEntries(decl, unique, ctx, db));
    if (decl.hooks?.beforeDelete) await decl.hooks.beforeDelete(unique, ctx, db);
    await applyDeleteRules(decl, idList, ctx, db);
    if (decl.tenantVia) {
      // a member of several tenants only leaves this one; the row goes once no tenant holds it
      const v = decl.tenantVia;
      await db.execute(
        sql`DELETE FROM ${sql.identifier(v.table)} WHERE ${sql.identifier(v.key)} IN (${idList}) AND ${sql.identifier(v.tenantColumn)} = ${ctx.tenantId}`,
      );
      const orphan = sql`id IN (${idList}) AND NOT EXISTS (SELECT 1 FROM ${sql.identifier(v.table)} l WHERE l.${sql.identifier(v.key)} = ${sql.identifier(decl.table)}.id)`;
      await db.execute(
        decl.softDelete
          ? sql`UPDATE ${sql.identifier(decl.table)} SET del_flag = 1 WHERE ${orphan}`
          : sql`DELETE FROM ${sql.identifier(decl.table)} WHERE ${orphan}`,
      );
    } else if (decl.softDelete) {
      await db.execute(
        sql`UPDATE ${sql.identifier(decl.table)} SET del_flag = 1 WHERE id IN (${idList})${sameTenant(decl, ctx)}`,
      );
    } else {
      await db.execute(
        sql`DELETE FROM ${sql.identifier(decl.table)} WHERE id IN (${idList})${sameTenant(decl, ctx)}`,
      );
    }
    return unique.length;
  });
}

/** One 操作日志 row per deleted record, named as it was before it went. */
async function deletedEntries(decl: ResourceDecl, ids: string[], ctx: RequestContext, db: Db) {
  const field = labelFieldOf(decl);
  const idSql = sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );
  const names = new Map<string, string>();
  if (field && !field.linked && !field.mask) {
    const found = await rows<{ id: string; label: unknown }>(
      db,
      sql`SELECT t.id AS id, ${col(field.column)} AS label FROM ${fromTable(decl)} WHERE t.id IN (${idSql})${sameTenant(decl, ctx, 't')}`,
    );
    for (const r of found) if (r.label !== null && r.label !== undefined) names.set(r.id, String(r.label));
  }
  return ids.map((id) => ({
    resourceTitle: resourceTitle(decl),
    operateType: 'delete' as const,
    recordId: id,
    recordName: names.get(id) ?? null,
  }));
}

export function idList(v: unknown): string[] {
  const s = Array.isArray(v) ? v.join(',') : typeof v === 'string' ? v : '';
  return s
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '' && x.length <= 64);
}
