// Dictionary tables: sys_dict/sys_dict_item (tenant '0' rows are global, a tenant's rows override them), the
// sys_category tree and the dictionary version clients use to invalidate their cache.
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceSystemColumns } from './resources.js';

export const sysDict = pgTable(
  'sys_dict',
  {
    ...resourceSystemColumns(),
    dictName: text('dict_name').notNull(),
    dictCode: text('dict_code').notNull(),
    description: text('description'),
    type: integer('type').notNull().default(0),
  },
  (t) => [uniqueIndex('sys_dict_tenant_code').on(t.tenantId, t.dictCode)],
);

export const sysDictItem = pgTable(
  'sys_dict_item',
  {
    ...resourceSystemColumns(),
    dictId: text('dict_id').notNull(),
    itemText: text('item_text').notNull(),
    itemValue: text('item_value').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(1),
    status: integer('status').notNull().default(1),
    itemColor: text('item_color'),
  },
  (t) => [
    index('sys_dict_item_dict').on(t.dictId),
    uniqueIndex('sys_dict_item_value').on(t.dictId, t.itemValue),
  ],
);

export const sysCategory = pgTable(
  'sys_category',
  {
    ...resourceSystemColumns(),
    pid: text('pid').notNull().default('0'),
    name: text('name').notNull(),
    code: text('code').notNull(),
    hasChild: text('has_child').notNull().default('0'),
  },
  (t) => [
    uniqueIndex('sys_category_tenant_code').on(t.tenantId, t.code),
    index('sys_category_pid').on(t.pid),
  ],
);

/** A tree dictionary (e.g. disease classification) addressed by loadTreeData through its registered names. */
export const sysTreeDict = pgTable(
  'sys_tree_dict',
  {
    ...resourceSystemColumns(),
    pid: text('pid').notNull().default('0'),
    name: text('name').notNull(),
    code: text('code').notNull(),
    hasChild: text('has_child').notNull().default('0'),
  },
  (t) => [index('sys_tree_dict_pid').on(t.tenantId, t.pid)],
);

/** One row per tenant; bumped on every dictionary write so 7-day client caches can tell they are stale. */
export const sysDictVersion = pgTable('sys_dict_version', {
  tenantId: text('tenant_id').primaryKey(),
  version: integer('version').notNull().default(1),
  updateTime: timestamp('update_time', { mode: 'string' }).notNull().defaultNow(),
});
