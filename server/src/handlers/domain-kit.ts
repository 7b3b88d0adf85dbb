// Small helpers the domain handlers (messages, announcements, projects, ...) share: ids, text parameters,
// wire times, comma lists and tenant/project membership conditions.
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { userTenants, users } from '../db/schema/identity.js';
import { projectMembers } from '../db/schema/domain.js';

/** 19-digit ids like JeecgBoot's, the same generator the resource engine uses. */
export { newId } from '../resources/engine/sql-util.js';

/** A trimmed non-empty string parameter, else undefined. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return undefined;
  const t = value.trim();
  return t ? t : undefined;
}

/** Comma-joined ids (`a,b,c`) or an array of them; at most 1000 distinct. */
export function idList(value: unknown): string[] {
  const parts = Array.isArray(value)
    ? value.flatMap((v) => String(v).split(','))
    : (text(value) ?? '').split(',');
  return [...new Set(parts.map((p) => p.trim()).filter(Boolean))].slice(0, 1000);
}

/** `YYYY-MM-DD HH:mm:ss` from a zone-less timestamp text (drops fractions). */
export function wireTime(value: string | null | undefined): string | null {
  return value ? value.replace('T', ' ').slice(0, 19) : null;
}

/** The allowlisted sort direction. */
export function direction(value: unknown, fallback: 'asc' | 'desc'): 'asc' | 'desc' {
  return value === 'asc' || value === 'desc' ? value : fallback;
}

/** Users who belong to the tenant: by their home tenant or by membership. */
export function userInTenant(db: Db, tenantId: string): SQL {
  return or(
    eq(users.tenantId, tenantId),
    inArray(
      users.id,
      db.select({ id: userTenants.userId }).from(userTenants).where(eq(userTenants.tenantId, tenantId)),
    ),
  ) as SQL;
}

/** Join condition: the user is a member of the project a row belongs to, in the row's tenant. */
export function projectMemberJoin(projectId: AnyPgColumn, tenantId: AnyPgColumn, userId: string): SQL {
  return and(
    eq(projectMembers.projectId, projectId),
    eq(projectMembers.tenantId, tenantId),
    eq(projectMembers.userId, userId),
  )!;
}
