// 数据规则 as SQL: the rows of a resource the viewer's roles admit (one role's rules ANDed, the roles ORed), every value
// bound. A stored rule the declaration no longer allows, or a session variable the user lacks, admits nothing.
import { dataRuleFieldsOf, resources, type ResourceDef } from '@clinic/sdk/resources';
import { isDataRuleCondition, isDataRuleVariable } from '@clinic/sdk/wire';
import { sql, type SQL } from 'drizzle-orm';
import type { DataRule, SessionUser } from '../../core/index.js';
import { condition } from './conditions.js';
import { fieldsOf, type ResolvedField } from './fields.js';
import { engineDeclOf } from './from-declaration.js';
import type { ResourceDecl } from './types.js';

const declared = resources as Record<string, ResourceDef>;

/** The field a rule of `decl` may name: in the declaration's data-rule allowlist and stored in its table. */
export function dataRuleField(decl: ResourceDecl, name: string): ResolvedField | undefined {
  const def = declared[decl.name];
  if (!def || !dataRuleFieldsOf(def).some((f) => f.name === name)) return undefined;
  const f = fieldsOf(decl).get(name);
  return f && !f.hidden && !f.linked ? f : undefined;
}

/** The value a rule compares with for this user: the literal, or the session variable's value (null: none). */
export function dataRuleValue(value: string, user: Pick<SessionUser, 'id' | 'username' | 'orgCode'>) {
  if (!isDataRuleVariable(value)) return value;
  if (value === '#{sys_user_id}') return user.id;
  if (value === '#{sys_user_code}') return user.username;
  return user.orgCode ?? null;
}

/** One rule over alias `t`; throws the engine's Chinese business failure when the value does not fit the field. */
export function dataRuleCondition(f: ResolvedField, rule: DataRule, value: string): SQL {
  if (!isDataRuleCondition(rule.condition)) return sql`false`;
  return condition(f, rule.condition, value);
}

/** Owners of views read as another resource (the patient report reads as patient), built once. */
const owners = new Map<string, ResourceDecl>();
function ownerOf(name: string): ResourceDecl | undefined {
  let owner = owners.get(name);
  if (!owner && declared[name]) {
    owner = engineDeclOf(declared[name]);
    owners.set(name, owner);
  }
  return owner;
}

function rolePredicate(decl: ResourceDecl, rules: readonly DataRule[], user: SessionUser): SQL {
  const parts = rules.map((rule) => {
    const f = dataRuleField(decl, rule.field);
    const value = dataRuleValue(rule.value, user);
    if (!f || value === null) return sql`false`;
    try {
      return dataRuleCondition(f, rule, value);
    } catch {
      // A value stored before its field changed type: fail closed rather than answer an error on every read.
      return sql`false`;
    }
  });
  return sql`(${sql.join(parts, sql` AND `)})`;
}

/**
 * The WHERE fragment (alias `t`) of the viewer's data rules for `decl`, or null when none restricts it. A view read
 * as another resource (readAs) is restricted by that resource's rules, matched by id against its table.
 */
export function dataRuleScope(decl: ResourceDecl, user: SessionUser | null | undefined): SQL | null {
  const name = decl.readAs ?? decl.name;
  const sets = user?.dataRules?.get(name);
  if (!user || !sets || sets.length === 0) return null;
  const own = decl.name === name && !decl.source;
  const owner = own ? decl : ownerOf(name);
  if (!owner) return sql`false`;
  const any = sql`(${sql.join(
    sets.map((rules) => rolePredicate(owner, rules, user)),
    sql` OR `,
  )})`;
  if (own) return any;
  // The inner alias `t` hides the view's own: the rules read the owner's columns.
  return sql`t.id IN (SELECT t.id FROM ${sql.identifier(owner.table)} t WHERE ${any})`;
}
