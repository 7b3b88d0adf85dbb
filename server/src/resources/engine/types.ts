// The engine's view of a resource: fields with their columns and rules, scope and hooks. It is derived from the
// resource's one declaration in @clinic/sdk/resources (./from-declaration.ts); a server file adds only what the
// declaration cannot say (hooks, storage quirks of identity tables), see docs/adding-a-resource.md.
import type { FieldFormat } from '@clinic/sdk/validators';
import type { MaskKind } from '@clinic/sdk/wire';
import type { SQL } from 'drizzle-orm';
import type { RequestContext } from '../../core/index.js';
import type { Db } from '../../db/client.js';

export type FieldType = 'string' | 'int' | 'number' | 'date' | 'datetime' | 'boolean' | 'dict';

/** A dictionary backed by another table; table and columns are snake_case SQL names written by us, never by clients. */
export interface TableDictRef {
  table: string;
  /** column holding the label */
  text: string;
  /** column holding the stored value */
  code: string;
  /**
   * Lookups are tenant-scoped by default, with the scope of the resource stored in `table` (its link table, its
   * shared rows). Only a table holding no tenant data may opt out, and the text says why.
   */
  unscoped?: string;
}

/** A field holding ids (or codes) of another table's rows without showing their labels. */
export interface TableRef {
  table: string;
  /** the referenced column (id, username...) */
  code: string;
  unscoped?: string;
}

/** Where a linked field's values live: one row per value, keyed by the record's id, in the acting tenant. */
export interface LinkTable {
  table: string;
  /** column holding the record's id */
  key: string;
  /** column holding one value (a role id, a department id) */
  value: string;
  tenantColumn: string;
}

export interface FieldDecl {
  /** camelCase wire name */
  name: string;
  /** snake_case column; defaults to snake_case(name) */
  column?: string;
  /** Chinese title: import/export header and message wording */
  title: string;
  type: FieldType;
  /** sys_dict code for type 'dict' (or any field whose values are dictionary codes) */
  dictCode?: string;
  /** values outside the dictionary are kept as typed (剂量单位 喷): the dictionary check lets them through */
  allowInput?: boolean;
  /** alternative to dictCode: labels from another table (a reference: writes must name the tenant's own rows) */
  dictTable?: TableDictRef;
  /** a reference without labels: every written value must name a row of the caller's tenant */
  refersTo?: TableRef;
  /** labels of a code list of ours instead of a table (area codes: the area's province/city/county names) */
  labels?: 'area';
  /** dict fields holding several comma-joined codes (list_multi) */
  multiple?: boolean;
  /** allowed in the advanced query (and, unless `listFilter` is false, as a list parameter) */
  queryable?: boolean;
  /** false: the list parameter of this name is answered by a hook (listScope), not as a plain field filter */
  listFilter?: false;
  sortable?: boolean;
  unique?: boolean;
  /** unique across all tenants (login names): checks look at every row, deleted ones included */
  uniqueGlobal?: boolean;
  required?: boolean;
  /** length bounds of text values in characters (code points), as the contract states them */
  minLength?: number;
  maxLength?: number;
  /** a named format of @clinic/sdk/validators every written value must meet, the rule checkByCode answers with */
  format?: FieldFormat;
  /** bounds of int / number fields, as the contract states them */
  min?: number;
  max?: number;
  /** never written by clients (add/edit/import drop it); a hook may set it (computed, server-set values) */
  readonly?: boolean;
  /** shown masked in list/queryById/export unless the user holds the resource's `:unmask` code (./mask.ts) */
  mask?: MaskKind;
  /** never returned in list/queryById/export (password hashes, salts) */
  hidden?: boolean;
  /** written instead of an empty value (the column is NOT NULL with this default) */
  default?: string | number | boolean;
  /** stored as rows of a link table, not in a column (never sorted or filtered as a column) */
  linked?: LinkTable;
  /** excluded from export and import (default: included unless hidden/readonly) */
  exportable?: boolean;
  /** false: exported but not imported (values set through their own flow) */
  importable?: false;
}

export type CrudOperation =
  'list' | 'queryById' | 'add' | 'edit' | 'delete' | 'deleteBatch' | 'importExcel' | 'exportXls';

export type ListPurpose = 'list' | 'export';

export interface ListScope {
  /** extra parameterised WHERE fragment, built with drizzle's `sql` (never from client text) */
  where?: SQL;
}

/** Escape hatches for rules a declaration cannot express. Throw `fail.business(...)` to refuse. */
export interface ResourceHooks {
  /** adjust a validated record before insert (values keyed by field name) */
  beforeAdd?: (values: Record<string, unknown>, ctx: RequestContext, db: Db) => Promise<void> | void;
  beforeEdit?: (
    values: Record<string, unknown>,
    id: string,
    ctx: RequestContext,
    db: Db,
  ) => Promise<void> | void;
  /** runs inside the add (or import) transaction, once the row is written */
  afterAdd?: (id: string, ctx: RequestContext, db: Db) => Promise<void> | void;
  /** runs inside the edit transaction, once the row is updated (before it is read back) */
  afterEdit?: (id: string, ctx: RequestContext, db: Db) => Promise<void> | void;
  /** runs inside the delete transaction, before rows go */
  beforeDelete?: (ids: string[], ctx: RequestContext, db: Db) => Promise<void> | void;
  /**
   * extra filters from query params the declaration does not know (e.g. departId on users); `purpose` 'export' when
   * the rows go into a workbook (a resource may export fewer rows than it lists)
   */
  listScope?: (
    query: Record<string, unknown>,
    ctx: RequestContext,
    purpose: ListPurpose,
  ) => ListScope | Promise<ListScope>;
  /** decorate records after read (e.g. attach role names) */
  afterRead?: (records: Record<string, unknown>[], ctx: RequestContext, db: Db) => Promise<void> | void;
}

export interface ResourceDecl {
  name: string;
  /** Chinese title: export file name `<title>.xlsx` */
  title: string;
  table: string;
  fields: FieldDecl[];
  /** default sort when column/order are absent or not allowed; defaults to createTime desc */
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** del_flag column exists: delete marks rows 1, reads skip them */
  softDelete?: boolean;
  /** operations this resource refuses (answers a business failure) */
  disabled?: CrudOperation[];
  /** system columns this table lacks (identity tables predate the standard set) */
  absentColumns?: ('createBy' | 'updateBy' | 'updateTime')[];
  /**
   * Tenant membership kept in a link table instead of the row's tenant_id (users: sys_user_tenant). Reads are scoped
   * by EXISTS over it; add inserts the link row.
   */
  tenantVia?: { table: string; key: string; tenantColumn: string };
  /**
   * Rows only their members see (research projects: project_member): every engine path — list, by id, export,
   * edit, delete, lookups and references — admits a row only if the viewer is listed for it in this tenant.
   */
  memberVia?: { table: string; key: string; userColumn: string; tenantColumn: string };
  /**
   * Rows some users of the tenant do not see (a user's own labels): the WHERE fragment (alias `t`) admitting the rows
   * the viewer may see, on list, by id, export, edit, delete and the search select. Naming a stored reference (its
   * `_dictText`), uniqueness and checking a written reference stay tenant-wide: a patient tagged with a colleague's
   * own label shows its name and can still be saved by others.
   */
  privateRows?: (who: Pick<RequestContext, 'tenantId' | 'user'>) => SQL;
  /**
   * A read-only resource over a fixed query of ours (online reports) instead of `table`; it must output `id`,
   * `tenant_id`, `create_time` and each field's column. `table` still names it in messages and checks.
   */
  source?: SQL;
  /** a view of another resource's rows (patient report → patient): reading it needs that resource's list code */
  readAs?: string;
  /** rows of this tenant (global dictionaries: '0') are readable by every tenant, writable only by their own */
  sharedTenant?: string;
  /**
   * The user's answer when a write breaks a named unique index of the table (a slot booked twice at once): the
   * database holds the invariant, this says it in Chinese instead of the generic 该值不可用.
   */
  constraintMessages?: Readonly<Record<string, string>>;
  hooks?: ResourceHooks;
}

/** System fields every resource has; readable, sortable, never written by clients. */
export const SYSTEM_FIELDS: readonly FieldDecl[] = [
  { name: 'id', title: 'ID', type: 'string', queryable: true, readonly: true },
  { name: 'tenantId', title: '租户', type: 'string', readonly: true, exportable: false },
  { name: 'createBy', title: '创建人', type: 'string', queryable: true, sortable: true, readonly: true },
  {
    name: 'createTime',
    title: '创建时间',
    type: 'datetime',
    queryable: true,
    sortable: true,
    readonly: true,
  },
  { name: 'updateBy', title: '更新人', type: 'string', queryable: true, sortable: true, readonly: true },
  {
    name: 'updateTime',
    title: '更新时间',
    type: 'datetime',
    queryable: true,
    sortable: true,
    readonly: true,
  },
];

const NAME = /^[a-z][A-Za-z0-9]*$/;
const SQL_NAME = /^[a-z_][a-z0-9_]*$/;

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Checks a declaration at import time so a typo fails the server start, not a request. */
export function defineResource(decl: ResourceDecl): ResourceDecl {
  const where = `resource ${decl.name}`;
  if (!NAME.test(decl.name)) throw new Error(`${where}: bad name`);
  if (!SQL_NAME.test(decl.table)) throw new Error(`${where}: bad table ${decl.table}`);
  const seen = new Set(SYSTEM_FIELDS.map((f) => f.name));
  for (const f of decl.fields) {
    if (!NAME.test(f.name)) throw new Error(`${where}: bad field name ${f.name}`);
    if (seen.has(f.name)) throw new Error(`${where}: duplicate or system field ${f.name}`);
    seen.add(f.name);
    const column = f.column ?? snakeCase(f.name);
    if (!SQL_NAME.test(column)) throw new Error(`${where}: bad column ${column}`);
    if (f.type === 'dict' && !f.dictCode && !f.dictTable)
      throw new Error(`${where}: dict field ${f.name} needs a dictionary`);
    if (f.refersTo) {
      for (const c of [f.refersTo.table, f.refersTo.code]) {
        if (!SQL_NAME.test(c)) throw new Error(`${where}: bad refersTo name ${c}`);
      }
    }
    if (f.linked) {
      for (const c of [f.linked.table, f.linked.key, f.linked.value, f.linked.tenantColumn]) {
        if (!SQL_NAME.test(c)) throw new Error(`${where}: bad linked name ${c}`);
      }
      if (f.sortable || f.unique || f.queryable)
        throw new Error(`${where}: linked field ${f.name} is only read and written`);
    }
    if (f.dictTable) {
      for (const c of [f.dictTable.table, f.dictTable.text, f.dictTable.code]) {
        if (!SQL_NAME.test(c)) throw new Error(`${where}: bad dictTable name ${c}`);
      }
    }
  }
  if (decl.defaultSort && !seen.has(decl.defaultSort.field))
    throw new Error(`${where}: unknown default sort field`);
  return decl;
}
