// The user resource (/sys/user): membership per tenant through sys_user_tenant, password hashed on add, department filter.
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/password.js';
import { fail } from '../core/index.js';
import { defineResource } from './engine/types.js';

export const userResource = defineResource({
  name: 'user',
  title: '用户信息',
  table: 'sys_user',
  softDelete: true,
  absentColumns: ['updateBy'],
  tenantVia: { table: 'sys_user_tenant', key: 'user_id', tenantColumn: 'tenant_id' },
  fields: [
    {
      name: 'username',
      title: '登录账号',
      type: 'string',
      required: true,
      unique: true,
      uniqueGlobal: true,
      maxLength: 64,
      queryable: true,
      sortable: true,
    },
    {
      name: 'realname',
      title: '真实姓名',
      type: 'string',
      required: true,
      maxLength: 100,
      queryable: true,
      sortable: true,
    },
    { name: 'phone', title: '手机号码', type: 'string', maxLength: 20, queryable: true },
    { name: 'email', title: '电子邮件', type: 'string', maxLength: 255, queryable: true },
    { name: 'sex', title: '性别', type: 'dict', dictCode: 'sex', queryable: true, sortable: true },
    // stored as YYYY-MM-DD text by the identity schema; text order is date order
    { name: 'birthday', title: '生日', type: 'string', maxLength: 10, queryable: true, sortable: true },
    { name: 'avatar', title: '头像', type: 'string', maxLength: 255, exportable: false },
    { name: 'status', title: '状态', type: 'dict', dictCode: 'user_status', queryable: true },
    { name: 'orgCode', title: '机构编码', type: 'string', maxLength: 64, queryable: true },
    { name: 'passwordHash', title: '密码', type: 'string', hidden: true, exportable: false },
  ],
  hooks: {
    async beforeAdd(values) {
      const password = values.password;
      delete values.password;
      if (
        password !== undefined &&
        (typeof password !== 'string' || password.length < 8 || password.length > 64)
      ) {
        throw fail.business('密码长度为8到64位');
      }
      // an imported user without a password gets an unguessable one and must be reset by an admin
      values.passwordHash = await hashPassword(
        typeof password === 'string' ? password : randomBytes(18).toString('base64'),
      );
      if (typeof values.username === 'string' && !/^[A-Za-z0-9_]{4,64}$/.test(values.username)) {
        throw fail.business('登录账号只能由字母、数字、下划线组成，长度4到64位');
      }
    },
    beforeEdit(values) {
      // usernames and passwords change through their own operations only
      delete values.passwordHash;
      delete values.password;
      delete values.username;
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
