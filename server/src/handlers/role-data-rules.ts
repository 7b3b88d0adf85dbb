// 数据规则 of a role (角色管理 → 数据规则): list, add, edit (enable/disable) and delete a role's rules in the tenant. Each
// rule names a declared resource, a field of its data-rule allowlist, a condition and a literal or session variable;
// the engine applies them on every path to the resource (engine/data-rule-scope.ts).
import { resources, type ResourceDef } from '@clinic/sdk/resources';
import { dataRuleValueProblem, isDataRuleCondition, isDataRuleVariable } from '@clinic/sdk/wire';
import { and, asc, eq } from 'drizzle-orm';
import { roleDataRules } from '../db/schema/identity.js';
import {
  clinicDateTime,
  EnvelopeReply,
  fail,
  type ApiInput,
  type HandlerMap,
  type RequestContext,
} from '../core/index.js';
import { dataRuleCondition, dataRuleField } from '../resources/engine/data-rule-scope.js';
import { newId } from '../resources/engine/sql-util.js';
import { findResource } from '../resources/registry.js';
import { tenantRole } from './tenant-members.js';

type RuleRow = typeof roleDataRules.$inferSelect;

/** The resource's name as its page says it (患者档案). */
const resourceTitle = (decl: { name: string; title: string }) =>
  (resources as Record<string, ResourceDef>)[decl.name]?.title ?? decl.title;

function answer(r: RuleRow) {
  return {
    id: r.id,
    roleId: r.roleId,
    resource: r.resource,
    field: r.field,
    condition: r.condition,
    value: r.value,
    status: r.status === '0' ? '0' : '1',
    createTime: r.createTime ? clinicDateTime(r.createTime.getTime()) : null,
  };
}

/** Refuses a rule the resource's declaration does not allow, in Chinese; answers the checked parts. */
function checked(resource: string, field: string, cond: string, value: string) {
  const decl = findResource(resource);
  if (!decl || decl.source || decl.disabled?.includes('list'))
    throw fail.business(`数据规则的资源不存在：${resource.slice(0, 40)}`);
  const f = dataRuleField(decl, field);
  if (!f) throw fail.business(`字段「${field.slice(0, 40)}」不能用于${resourceTitle(decl)}的数据规则`);
  if (!isDataRuleCondition(cond)) throw fail.business(`数据规则的条件不存在：${cond.slice(0, 20)}`);
  const v = value.trim();
  const problem = dataRuleValueProblem(v);
  if (problem) throw fail.business(problem);
  if (isDataRuleVariable(v)) {
    if (f.type !== 'string' && f.type !== 'dict')
      throw fail.business(`系统变量只能用于文本字段，${f.title}不是文本字段`);
    if (cond !== 'eq' && cond !== 'ne' && cond !== 'in')
      throw fail.business('系统变量只能用于等于、不等于或在…中');
  } else {
    // The engine's own typing of a query value: 年龄 大于 abc is refused here, not on every later read.
    dataRuleCondition(f, { field, condition: cond, value: v }, v);
  }
  return { resource: decl.name, field: f.name, condition: cond, value: v };
}

async function tenantRule(ctx: RequestContext, id: string): Promise<RuleRow> {
  const [row] = await ctx.db
    .select()
    .from(roleDataRules)
    .where(and(eq(roleDataRules.id, id), eq(roleDataRules.tenantId, ctx.tenantId)))
    .limit(1);
  if (!row) throw fail.notFound('数据规则不存在');
  return row;
}

async function queryRoleDataRules(input: ApiInput, ctx: RequestContext) {
  const roleId = await tenantRole(ctx, String(input.query.roleId ?? ''));
  const found = await ctx.db
    .select()
    .from(roleDataRules)
    .where(and(eq(roleDataRules.roleId, roleId), eq(roleDataRules.tenantId, ctx.tenantId)))
    .orderBy(asc(roleDataRules.resource), asc(roleDataRules.createTime), asc(roleDataRules.id));
  return found.map(answer);
}

type AddBody = {
  roleId: string;
  resource: string;
  field: string;
  condition: string;
  value: string;
  status?: string;
};

async function addRoleDataRule(input: ApiInput, ctx: RequestContext) {
  const body = (input.body ?? {}) as AddBody;
  const roleId = await tenantRole(ctx, body.roleId);
  const rule = checked(body.resource, body.field, body.condition, body.value);
  const [row] = await ctx.db
    .insert(roleDataRules)
    .values({
      id: newId(),
      tenantId: ctx.tenantId,
      roleId,
      ...rule,
      status: body.status === '0' ? '0' : '1',
      createBy: ctx.user?.username ?? null,
    })
    .returning();
  return new EnvelopeReply(200, '添加成功', answer(row!));
}

type EditBody = { id: string; field: string; condition: string; value: string; status: string };

async function editRoleDataRule(input: ApiInput, ctx: RequestContext) {
  const body = (input.body ?? {}) as EditBody;
  const existing = await tenantRule(ctx, body.id);
  const rule = checked(existing.resource, body.field, body.condition, body.value);
  const [row] = await ctx.db
    .update(roleDataRules)
    .set({
      field: rule.field,
      condition: rule.condition,
      value: rule.value,
      status: body.status === '0' ? '0' : '1',
    })
    .where(and(eq(roleDataRules.id, existing.id), eq(roleDataRules.tenantId, ctx.tenantId)))
    .returning();
  return new EnvelopeReply(200, body.status === '0' ? '已停用' : '保存成功', answer(row!));
}

async function deleteRoleDataRule(input: ApiInput, ctx: RequestContext) {
  const existing = await tenantRule(ctx, String(input.query.id ?? ''));
  await ctx.db
    .delete(roleDataRules)
    .where(and(eq(roleDataRules.id, existing.id), eq(roleDataRules.tenantId, ctx.tenantId)));
  return new EnvelopeReply(200, '删除成功', null);
}

export const dataRuleHandlers: HandlerMap = {
  queryRoleDataRules,
  addRoleDataRule,
  editRoleDataRule,
  deleteRoleDataRule,
};
