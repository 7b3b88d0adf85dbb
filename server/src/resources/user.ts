// The user resource (/sys/user): fields from its declaration; the server adds membership per tenant through
// sys_user_tenant, the password hashed on add and the department filter.
import { findField, resources } from '@clinic/sdk/resources';
import { sql, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/password.js';
import { fail } from '../core/index.js';
import { serverResource } from './engine/from-declaration.js';
import { rows } from './engine/sql-util.js';

// The declared bounds of a new password (the field is write-only, so the hook below checks it before hashing).
const PASSWORD = findField(resources.user, 'password')!;
const PASSWORD_MIN = PASSWORD.minLength ?? 1;
const PASSWORD_MAX = PASSWORD.maxLength ?? 64;

export const userResource = serverResource(resources.user, {
  // The identity table predates the standard system columns and keeps birthdays as text.
  absentColumns: ['updateBy'],
  tenantVia: { table: 'sys_user_tenant', key: 'user_id', tenantColumn: 'tenant_id' },
  storedAs: { birthday: { type: 'string' } },
  hiddenColumns: [{ name: 'passwordHash', title: '密码' }],
  // Roles and departments are the user's in the acting tenant: a member of several tenants holds others elsewhere.
  linked: {
    roleIds: { table: 'sys_user_role', key: 'user_id', value: 'role_id', tenantColumn: 'tenant_id' },
    departIds: { table: 'sys_user_depart', key: 'user_id', value: 'dep_id', tenantColumn: 'tenant_id' },
  },
  hooks: {
    async beforeAdd(values) {
      const password = values.password;
      delete values.password;
      // 研究者认证 is granted through its own flow, never by a form or an import.
      delete values.identifyFlag;
      if (
        password !== undefined &&
        (typeof password !== 'string' || password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
      ) {
        throw fail.business(`密码长度为${PASSWORD_MIN}到${PASSWORD_MAX}位`);
      }
      // an imported user without a password gets an unguessable one and must be reset by an admin
      values.passwordHash = await hashPassword(
        typeof password === 'string' ? password : randomBytes(18).toString('base64'),
      );
    },
    beforeEdit(values) {
      // usernames and passwords change through their own operations only
      delete values.passwordHash;
      delete values.password;
      delete values.username;
      delete values.identifyFlag;
    },
    listScope(query, ctx) {
      const parts: SQL[] = [];
      const dep = query.departId ?? query.deptId;
      if (typeof dep === 'string' && dep.trim() !== '')
        parts.push(
          sql`EXISTS (SELECT 1 FROM sys_user_depart d WHERE d.user_id = t.id AND d.dep_id = ${dep.trim()})`,
        );
      const role = query.roleId;
      if (typeof role === 'string' && role.trim() !== '')
        parts.push(
          sql`EXISTS (SELECT 1 FROM sys_user_role r WHERE r.user_id = t.id AND r.role_id = ${role.trim()} AND r.tenant_id = ${ctx.tenantId})`,
        );
      return parts.length > 0 ? { where: sql.join(parts, sql` AND `) } : {};
    },
    /** 所属租户: every tenant the user is a member of, with its name. */
    async afterRead(records, _ctx, db) {
      const ids = records.map((r) => String(r.id ?? '')).filter(Boolean);
      const found = new Map<string, { ids: string; names: string }>();
      if (ids.length > 0) {
        const r = await rows<{ user_id: string; ids: string; names: string }>(
          db,
          sql`SELECT ut.user_id, string_agg(tn.id, ',' ORDER BY tn.id) AS ids,
                string_agg(tn.name, ',' ORDER BY tn.id) AS names
              FROM sys_user_tenant ut JOIN sys_tenant tn ON tn.id = ut.tenant_id
              WHERE ut.user_id IN (${sql.join(
                ids.map((i) => sql`${i}`),
                sql`, `,
              )})
              GROUP BY ut.user_id`,
        );
        for (const x of r) found.set(x.user_id, { ids: x.ids, names: x.names });
      }
      for (const rec of records) {
        const t = found.get(String(rec.id ?? ''));
        rec.tenantIds = t?.ids ?? null;
        rec.tenantIds_dictText = t?.names ?? null;
      }
    },
  },
});
