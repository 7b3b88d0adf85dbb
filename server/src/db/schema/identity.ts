// Identity tables: tenants, users, departments, roles, menus/buttons, sessions, login throttling and the signature nonce cache.
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const tenants = pgTable('sys_tenant', {
  id: text('id').primaryKey(),
  /** The owner of the row: the platform department's tenant (租户管理 is platform-level), migration 0012. */
  tenantId: text('tenant_id').notNull().default('3000'),
  name: text('name').notNull(),
  /** 1 active, 0 frozen. */
  status: integer('status').notNull().default(1),
  contact: text('contact'),
  phone: text('phone'),
  beginDate: date('begin_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  remark: text('remark'),
  createBy: text('create_by'),
  createTime: createdAt(),
  updateBy: text('update_by'),
  updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }),
});

export const users = pgTable(
  'sys_user',
  {
    id: text('id').primaryKey(),
    /** The tenant the user logs into by default. */
    tenantId: text('tenant_id').notNull(),
    username: text('username').notNull(),
    realname: text('realname').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    email: text('email'),
    /** 1 male, 2 female. */
    sex: integer('sex'),
    birthday: text('birthday'),
    avatar: text('avatar'),
    /** 1 normal, 2 frozen. */
    status: integer('status').notNull().default(1),
    identifyFlag: boolean('identify_flag').notNull().default(false),
    orgCode: text('org_code'),
    delFlag: integer('del_flag').notNull().default(0),
    createBy: text('create_by'),
    createTime: createdAt(),
    updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('sys_user_username_uq').on(t.username), index('sys_user_phone_idx').on(t.phone)],
);

export const userTenants = pgTable(
  'sys_user_tenant',
  {
    userId: text('user_id').notNull(),
    tenantId: text('tenant_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tenantId] })],
);

export const departments = pgTable(
  'sys_depart',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    parentId: text('parent_id'),
    departName: text('depart_name').notNull(),
    orgCode: text('org_code').notNull(),
    deptCode: text('dept_code').notNull(),
    /** 1 organisation, 2 department. */
    orgCategory: text('org_category').notNull().default('2'),
    sortNo: integer('sort_no').notNull().default(0),
    description: text('description'),
    delFlag: integer('del_flag').notNull().default(0),
    createTime: createdAt(),
  },
  (t) => [
    index('sys_depart_tenant_idx').on(t.tenantId),
    uniqueIndex('sys_depart_code_uq').on(t.tenantId, t.deptCode),
  ],
);

export const userDeparts = pgTable(
  'sys_user_depart',
  {
    userId: text('user_id').notNull(),
    departId: text('dep_id').notNull(),
    tenantId: text('tenant_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.departId] })],
);

export const roles = pgTable(
  'sys_role',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    roleName: text('role_name').notNull(),
    roleCode: text('role_code').notNull(),
    description: text('description'),
    createTime: createdAt(),
  },
  (t) => [uniqueIndex('sys_role_code_uq').on(t.tenantId, t.roleCode)],
);

export const userRoles = pgTable(
  'sys_user_role',
  {
    userId: text('user_id').notNull(),
    roleId: text('role_id').notNull(),
    tenantId: text('tenant_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Menus and buttons. Global definitions (shared by every tenant); grants are per tenant through roles. */
export const permissions = pgTable(
  'sys_permission',
  {
    id: text('id').primaryKey(),
    /** '0': the platform's menus, every tenant's (read-only to tenants); another tenant's rows are its own additions. */
    tenantId: text('tenant_id').notNull().default('0'),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    /** '0' top menu, '1' submenu/page, '2' button. */
    menuType: text('menu_type').notNull(),
    url: text('url'),
    component: text('component'),
    componentName: text('component_name'),
    redirect: text('redirect'),
    icon: text('icon'),
    perms: text('perms'),
    /** '1' enforced when granted, '2' visible-but-disabled when not granted (JeecgBoot's permsType). */
    permsType: text('perms_type').notNull().default('1'),
    /** '1' enabled, '0' disabled. */
    status: text('status').notNull().default('1'),
    hidden: boolean('hidden').notNull().default(false),
    alwaysShow: boolean('always_show').notNull().default(false),
    keepAlive: boolean('keep_alive').notNull().default(false),
    internalOrExternal: boolean('internal_or_external').notNull().default(false),
    route: boolean('is_route').notNull().default(true),
    sortNo: integer('sort_no').notNull().default(0),
    cornerMarkUrl: text('corner_mark_url'),
    /** Which console the menu belongs to: '' general, 'RWS' research-project shell. */
    appScope: text('app_scope').notNull().default(''),
    delFlag: integer('del_flag').notNull().default(0),
    createBy: text('create_by'),
    createTime: createdAt(),
    updateBy: text('update_by'),
    updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('sys_permission_parent_idx').on(t.parentId),
    index('sys_permission_tenant_idx').on(t.tenantId),
  ],
);

export const rolePermissions = pgTable(
  'sys_role_permission',
  {
    roleId: text('role_id').notNull(),
    permissionId: text('permission_id').notNull(),
    tenantId: text('tenant_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

/** 数据规则: rows of a resource a role's holders see (role-data-rules.ts reads them into the session user). */
export const roleDataRules = pgTable(
  'sys_role_data_rule',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    roleId: text('role_id').notNull(),
    resource: text('resource').notNull(),
    field: text('field').notNull(),
    condition: text('condition').notNull(),
    value: text('value').notNull(),
    /** '1' enabled, '0' disabled. */
    status: text('status').notNull().default('1'),
    createBy: text('create_by'),
    createTime: createdAt(),
  },
  (t) => [index('sys_role_data_rule_tenant_role').on(t.tenantId, t.roleId)],
);

export const sessions = pgTable(
  'sys_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sys_session_user_idx').on(t.userId)],
);

/** Failed-login counters keyed account:<name>, source:<address> or pair:<name>|<address> (column username), shared by every server process; locked_until is when the next attempt may come. */
export const loginAttempts = pgTable('sys_login_attempt', {
  username: text('username').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Single-use login tickets (CAS / third-party), 5 minutes. */
export const loginTickets = pgTable('sys_login_ticket', {
  ticketHash: text('ticket_hash').primaryKey(),
  userId: text('user_id').notNull(),
  tenantId: text('tenant_id').notNull(),
  kind: text('kind').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

export const signNonces = pgTable(
  'sys_sign_nonce',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sys_sign_nonce_exp_idx').on(t.expiresAt)],
);
