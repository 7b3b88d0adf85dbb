// Who an announcement is for (通告对象): everyone of the tenant, chosen users, the users of chosen departments (their
// sub-departments included) or of chosen roles. Checks a written audience against the tenant, and on release
// writes the send records (who should read) for exactly the audience resolved then.
import { and, eq, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { announcementSends } from '../db/schema/domain.js';
import { departments, roles, userDeparts, userRoles, userTenants, users } from '../db/schema/identity.js';
import { fail } from '../core/index.js';
import { newId } from './engine/sql-util.js';

/** Distinct trimmed ids of a comma list (or array), at most 1000. */
function idList(value: unknown): string[] {
  const parts = Array.isArray(value)
    ? value.flatMap((v) => String(v).split(','))
    : typeof value === 'string'
      ? value.split(',')
      : [];
  return [...new Set(parts.map((p) => p.trim()).filter(Boolean))].slice(0, 1000);
}

/** The user logs into the tenant or is a member of it. */
function userInTenant(db: Db, tenantId: string): SQL {
  return or(
    eq(users.tenantId, tenantId),
    inArray(
      users.id,
      db.select({ id: userTenants.userId }).from(userTenants).where(eq(userTenants.tenantId, tenantId)),
    ),
  ) as SQL;
}

export type AudienceKind = 'ALL' | 'USER' | 'DEPART' | 'ROLE';

export interface Audience {
  msgType: string;
  userIds: string | null;
  departIds: string | null;
  roleIds: string | null;
}

/** The list field each kind reads, and what the form calls it. */
const LISTS = {
  USER: { field: 'userIds', what: '用户' },
  DEPART: { field: 'departIds', what: '部门' },
  ROLE: { field: 'roleIds', what: '角色' },
} as const;

const KINDS: readonly string[] = ['ALL', 'USER', 'DEPART', 'ROLE'];

export function audienceKind(value: unknown): AudienceKind {
  return typeof value === 'string' && KINDS.includes(value) ? (value as AudienceKind) : 'ALL';
}

async function usersInTenant(db: Db, tenantId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.delFlag, 0), userInTenant(db, tenantId)));
  return found.map((r) => r.id);
}

async function departsInTenant(db: Db, tenantId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(inArray(departments.id, ids), eq(departments.tenantId, tenantId), eq(departments.delFlag, 0)));
  return found.map((r) => r.id);
}

async function rolesInTenant(db: Db, tenantId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inArray(roles.id, ids), eq(roles.tenantId, tenantId)));
  return found.map((r) => r.id);
}

const OWNED = { USER: usersInTenant, DEPART: departsInTenant, ROLE: rolesInTenant } as const;

/**
 * Normalises the audience fields of a write in place and refuses a chosen user, department or role that is not the
 * tenant's. `current` is the stored row on an edit that leaves some of the fields out.
 */
export async function checkAudience(
  db: Db,
  tenantId: string,
  values: Record<string, unknown>,
  current?: Partial<Audience>,
): Promise<void> {
  const touched = ['msgType', 'userIds', 'departIds', 'roleIds'].some((k) => k in values);
  if (!touched) return;
  const kind = audienceKind('msgType' in values ? values.msgType : current?.msgType);
  values.msgType = kind;
  // Every id sent is checked, also in a list the kind then clears: another tenant's id is refused, never dropped.
  for (const [k, { field, what }] of Object.entries(LISTS) as [
    keyof typeof LISTS,
    (typeof LISTS)[keyof typeof LISTS],
  ][]) {
    const ids = idList(field in values ? values[field] : k === kind ? current?.[field] : undefined);
    if (k !== kind) {
      if (ids.length > 0) await refuseForeign(db, tenantId, k, ids, what);
      values[field] = null;
      continue;
    }
    if (ids.length === 0) throw fail.business(`请选择指定${what}`);
    await refuseForeign(db, tenantId, k, ids, what);
    values[field] = ids.join(',');
  }
}

async function refuseForeign(
  db: Db,
  tenantId: string,
  kind: keyof typeof OWNED,
  ids: string[],
  what: string,
): Promise<void> {
  const owned = new Set(await OWNED[kind](db, tenantId, ids));
  if (ids.some((id) => !owned.has(id))) throw fail.business(`所选${what}不存在或不属于当前租户，请重新选择`);
}

/** Whether a checked write (see checkAudience) names the same audience as the stored row. */
export function sameAudience(values: Record<string, unknown>, current: Partial<Audience>): boolean {
  const kind = audienceKind(values.msgType ?? current.msgType);
  if (kind !== audienceKind(current.msgType)) return false;
  if (kind === 'ALL') return true;
  const { field } = LISTS[kind];
  const sorted = (v: unknown) => idList(v).sort().join(',');
  return sorted(field in values ? values[field] : current[field]) === sorted(current[field]);
}

/** The departments and all their sub-departments of the tenant. */
async function withSubDepartments(db: Db, tenantId: string, roots: string[]): Promise<string[]> {
  const all = await db
    .select({ id: departments.id, parentId: departments.parentId })
    .from(departments)
    .where(and(eq(departments.tenantId, tenantId), eq(departments.delFlag, 0)));
  const children = new Map<string, string[]>();
  for (const d of all) {
    if (!d.parentId) continue;
    children.set(d.parentId, [...(children.get(d.parentId) ?? []), d.id]);
  }
  const known = new Set(all.map((d) => d.id));
  const out = new Set<string>();
  const queue = roots.filter((id) => known.has(id));
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (out.has(id)) continue;
    out.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return [...out];
}

/** The users of the tenant (not deleted) the audience names, resolved now. */
export async function audienceUsers(db: Db, tenantId: string, audience: Audience): Promise<string[]> {
  const kind = audienceKind(audience.msgType);
  const member = and(eq(users.delFlag, 0), userInTenant(db, tenantId));
  let where;
  if (kind === 'ALL') where = member;
  else if (kind === 'USER') {
    const ids = idList(audience.userIds);
    if (ids.length === 0) return [];
    where = and(member, inArray(users.id, ids));
  } else if (kind === 'DEPART') {
    const ids = await withSubDepartments(db, tenantId, idList(audience.departIds));
    if (ids.length === 0) return [];
    where = and(
      member,
      inArray(
        users.id,
        db
          .select({ id: userDeparts.userId })
          .from(userDeparts)
          .where(and(eq(userDeparts.tenantId, tenantId), inArray(userDeparts.departId, ids))),
      ),
    );
  } else {
    const ids = await rolesInTenant(db, tenantId, idList(audience.roleIds));
    if (ids.length === 0) return [];
    where = and(
      member,
      inArray(
        users.id,
        db
          .select({ id: userRoles.userId })
          .from(userRoles)
          .where(and(eq(userRoles.tenantId, tenantId), inArray(userRoles.roleId, ids))),
      ),
    );
  }
  const found = await db.select({ id: users.id }).from(users).where(where).orderBy(users.id);
  return found.map((r) => r.id);
}

/**
 * The send records of one announcement become exactly `recipients`: a user no longer in the audience loses theirs,
 * one already in it keeps their read mark, a new one gets an unread record.
 */
export async function writeSends(
  db: Db,
  tenantId: string,
  anntId: string,
  recipients: string[],
): Promise<void> {
  const mine = and(eq(announcementSends.tenantId, tenantId), eq(announcementSends.anntId, anntId));
  await db
    .delete(announcementSends)
    .where(recipients.length > 0 ? and(mine, notInArray(announcementSends.userId, recipients)) : mine);
  for (let i = 0; i < recipients.length; i += 500) {
    await db
      .insert(announcementSends)
      .values(
        recipients
          .slice(i, i + 500)
          .map((userId) => ({ id: newId(), tenantId, anntId, userId, readFlag: 0 })),
      )
      .onConflictDoNothing();
  }
}

/** The users holding a send record of the announcement (its audience as released). */
export async function sendUsers(db: Db, tenantId: string, anntId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: announcementSends.userId })
    .from(announcementSends)
    .where(and(eq(announcementSends.tenantId, tenantId), eq(announcementSends.anntId, anntId)))
    .orderBy(announcementSends.userId);
  return rows.map((r) => r.userId);
}
