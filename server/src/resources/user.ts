// The user resource (/sys/user): fields from its declaration; the server adds membership per tenant through
// sys_user_tenant, the password hashed on add and the department filter.
import { findField, resources } from '@clinic/sdk/resources';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/password.js';
import { fail } from '../core/index.js';
import { serverResource } from './engine/from-declaration.js';

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
    listScope(query) {
      const dep = query.departId ?? query.deptId;
      if (typeof dep !== 'string' || dep.trim() === '') return {};
      return {
        where: sql`EXISTS (SELECT 1 FROM sys_user_depart d WHERE d.user_id = t.id AND d.dep_id = ${dep.trim()})`,
      };
    },
  },
});
