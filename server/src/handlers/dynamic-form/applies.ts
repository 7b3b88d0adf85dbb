// The apply/audit workflow: add, edit, delete and merge requests change the data only when another user approves
// them, in the approval's own transaction.
import { and, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { dynFormApplies, dynFormData, dynForms } from '../../db/schema/dynamic-form.js';
import type { Db } from '../../db/client.js';
import { fail, page, paging, requireUser, type RequestContext } from '../../core/index.js';
import { newId, text, wireTime } from '../domain-kit.js';
import { APPLY_KINDS, APPLY_STATUS, checkValues, type Body, type Values } from './shared.js';
import { formOf } from './forms.js';
import { namesOf, published, recordOf, toData } from './data.js';

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

export async function applyAdd(input: { body: unknown }, ctx: RequestContext) {
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

export async function applyList(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const p = paging(input.query);
  const scope = text(input.query.scope) ?? 'all';
  const status = text(input.query.status);
  const kind = text(input.query.kind);
  const formId = text(input.query.formId);
  const dataId = text(input.query.dataId);
  const where = and(
    eq(dynFormApplies.tenantId, ctx.tenantId),
    scope === 'mine' ? eq(dynFormApplies.applicantId, user.id) : undefined,
    scope === 'todo'
      ? and(eq(dynFormApplies.status, '0'), ne(dynFormApplies.applicantId, user.id))
      : undefined,
    status ? eq(dynFormApplies.status, status) : undefined,
    kind ? eq(dynFormApplies.kind, kind) : undefined,
    formId ? eq(dynFormApplies.formId, formId) : undefined,
    dataId ? or(eq(dynFormApplies.dataId, dataId), eq(dynFormApplies.otherId, dataId)) : undefined,
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

export async function applyById(input: { query: Record<string, unknown> }, ctx: RequestContext) {
  requireUser(ctx);
  return toApply(ctx.db, ctx, await applyOf(ctx.db, ctx, text(input.query.id)), true);
}

/** Applies an approved request to the data, inside the approval's transaction (`tx`). */
async function applyChange(tx: Db, ctx: RequestContext, r: typeof dynFormApplies.$inferSelect, by: string) {
  const gone = () => fail.business('申请涉及的数据已不存在，不能通过');
  const mine = (id: string) => and(eq(dynFormData.id, id), eq(dynFormData.tenantId, ctx.tenantId));
  const changed = { updateBy: by, updateTime: sql`localtimestamp(0)` };
  switch (r.kind) {
    case 'add': {
      const id = newId();
      await tx.insert(dynFormData).values({
        id,
        tenantId: ctx.tenantId,
        formId: r.formId,
        data: r.data ?? {},
        ownerId: r.applicantId,
        createBy: r.createBy,
      });
      // The request keeps the record it created, so the record's history starts with it.
      await tx.update(dynFormApplies).set({ dataId: id }).where(eq(dynFormApplies.id, r.id));
      return;
    }
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

export async function applyAudit(input: { body: unknown }, ctx: RequestContext) {
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
