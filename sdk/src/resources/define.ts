// The resource declaration: one description of a business resource that the contract, server, hooks and console derive from.
import { isFieldFormat, type FieldFormat } from '../validators/named-formats.js';

export type { FieldFormat } from '../validators/named-formats.js';

/** Value types on the wire: strings, numbers, `YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss`, `HH:mm:ss`, booleans. */
export type FieldType = 'string' | 'text' | 'int' | 'number' | 'date' | 'datetime' | 'time' | 'boolean';

/**
 * A stored id of another record. The server answers `<name>_dictText` with its label (tenant-scoped) and refuses
 * another tenant's id on write; forms and the advanced query offer the matching picker and keep the id.
 */
export type RefKind =
  | 'user'
  | 'depart'
  | 'role'
  | 'position'
  | 'area'
  | 'category'
  | 'project'
  | 'patient'
  | 'tenant'
  | { resource: string; text: string };

/** Form widgets (widgets-spec 9 "Form field types"); the default follows from type, dict and ref. */
export type FieldWidget =
  | 'input'
  | 'textarea'
  | 'inputNumber'
  | 'checkbox'
  | 'select'
  | 'radio'
  | 'date'
  | 'datetime'
  | 'time'
  | 'upload'
  | 'file'
  | 'image'
  | 'video'
  | 'richText'
  | 'popup'
  | 'list_multi'
  | 'sel_search'
  | 'sel_search_async'
  | 'checkbox_meta'
  | 'input_pop'
  | 'sel_depart'
  | 'sel_user'
  | 'sel_role'
  | 'sel_position'
  | 'pca'
  | 'category'
  | 'cron'
  | 'password'
  | 'hidden';

export type CrudOperation =
  'list' | 'queryById' | 'add' | 'edit' | 'delete' | 'deleteBatch' | 'importExcel' | 'exportXls';

export const CRUD_OPERATIONS: readonly CrudOperation[] = [
  'list',
  'queryById',
  'add',
  'edit',
  'delete',
  'deleteBatch',
  'importExcel',
  'exportXls',
];

/** Where a field shows; unset entries take the defaults of `showOf`. */
export interface FieldShow {
  list?: boolean;
  query?: boolean;
  superQuery?: boolean;
  /** true: both modes; 'add' / 'edit': one of them only; false: never. */
  form?: boolean | 'add' | 'edit';
}

export interface FieldDef {
  /** camelCase wire name; the column defaults to its snake_case form. */
  readonly name: string;
  /** Chinese: column header, form label, import/export header, messages. */
  readonly title: string;
  readonly type: FieldType;
  /** sys_dict code: values are item values, the label comes back as `<name>_dictText`. */
  readonly dict?: string;
  readonly ref?: RefKind;
  /** Several comma-joined dictionary values or ids. */
  readonly multiple?: boolean;
  readonly format?: FieldFormat;
  readonly required?: boolean;
  /** Unique within the tenant. */
  readonly unique?: boolean;
  /** Unique across tenants (login names). */
  readonly uniqueGlobal?: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** Decimal places of number fields. */
  readonly precision?: number;
  readonly sortable?: boolean;
  /** The list operation's query parameter for this field; false: none. */
  readonly filter?: 'eq' | 'like' | 'range' | false;
  readonly show?: FieldShow;
  readonly widget?: FieldWidget;
  /** Masked in lists and exports unless the user holds `<permission>:unmask`. */
  readonly mask?: 'mobile' | 'idCard' | 'name' | 'email';
  /** Set by the server (computed, derived); never written by clients. */
  readonly readonly?: boolean;
  /** Accepted on add, never returned (passwords). */
  readonly writeOnly?: boolean;
  readonly importable?: boolean;
  readonly exportable?: boolean;
  readonly default?: string | number | boolean;
  readonly placeholder?: string;
  /** English, for the contract. */
  readonly description?: string;
  readonly column?: string;
}

export interface ResourceMenu {
  /** Key of the parent menu entry in the seeded menu (e.g. 'system', 'chronic'). */
  readonly parent: string;
  readonly path: string;
  /** Defaults to the resource's title. */
  readonly title?: string;
  readonly order?: number;
  readonly icon?: string;
  /** Demo roles that get the menu and its buttons besides admin (e.g. 'doctor'), and which operations. */
  readonly grant?: Readonly<Record<string, readonly CrudOperation[]>>;
}

export interface ResourceDef {
  /** camelCase; also `x-resource` and the prefix of operation ids (`patientList`). */
  readonly name: string;
  /** Chinese name of one record (新增<title>, the export file name by default). */
  readonly title: string;
  /** OpenAPI tag the CRUD operations carry. */
  readonly tag: string;
  /** Path below the API root, e.g. `/chronic/patient`. */
  readonly base: string;
  /** Permission prefix: operation `op` needs `<permission>:<op>`. */
  readonly permission: string;
  /** Defaults to all eight. */
  readonly operations?: readonly CrudOperation[];
  readonly fields: readonly FieldDef[];
  readonly defaultSort?: { readonly field: string; readonly order: 'asc' | 'desc' };
  /** Tree resources (departments, organisations): children point at their parent. */
  readonly tree?: { readonly parentField: string; readonly hasChildField?: string };
  readonly softDelete?: boolean;
  /** List parameters answered by a server hook instead of plain field filters. */
  readonly listParams?: readonly { readonly name: string; readonly description: string }[];
  /** Export file name without extension; defaults to the title. */
  readonly exportName?: string;
  readonly menu?: ResourceMenu;
  /** English, for the contract. */
  readonly description?: string;
}

/** System fields every resource carries; readable and sortable, never written by clients. */
export const SYSTEM_FIELDS: readonly FieldDef[] = [
  { name: 'id', title: 'ID', type: 'string', readonly: true, filter: false, show: { list: false } },
  { name: 'createBy', title: '创建人', type: 'string', readonly: true, sortable: true, filter: false },
  { name: 'createTime', title: '创建时间', type: 'datetime', readonly: true, sortable: true, filter: false },
  { name: 'updateBy', title: '更新人', type: 'string', readonly: true, sortable: true, filter: false },
  { name: 'updateTime', title: '更新时间', type: 'datetime', readonly: true, sortable: true, filter: false },
];

const NAME = /^[a-z][A-Za-z0-9]*$/;
const COLUMN = /^[a-z_][a-z0-9_]*$/;
const BASE = /^(\/[A-Za-z0-9_-]+)+$/;
const PERMISSION = /^[a-z][A-Za-z0-9]*(:[a-z][A-Za-z0-9]*)*$/;

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Checks a declaration when its module loads, so a typo fails the build and the start, never a request. */
export function defineResource<const D extends ResourceDef>(def: D): D {
  const where = `resource ${def.name}`;
  const problem = (text: string) => new Error(`${where}: ${text}`);
  if (!NAME.test(def.name)) throw problem('name must be camelCase');
  if (!BASE.test(def.base)) throw problem(`bad base ${def.base}`);
  if (!PERMISSION.test(def.permission)) throw problem(`bad permission prefix ${def.permission}`);
  const seen = new Set(SYSTEM_FIELDS.map((f) => f.name));
  for (const f of def.fields) {
    if (!NAME.test(f.name)) throw problem(`bad field name ${f.name}`);
    if (seen.has(f.name)) throw problem(`duplicate or system field ${f.name}`);
    seen.add(f.name);
    if (f.column !== undefined && !COLUMN.test(f.column)) throw problem(`bad column ${f.column}`);
    if (f.dict !== undefined && f.ref !== undefined) throw problem(`${f.name} has both dict and ref`);
    if (f.format !== undefined && !isFieldFormat(f.format)) throw problem(`${f.name}: unknown format`);
    if (f.multiple && f.dict === undefined && f.ref === undefined)
      throw problem(`${f.name}: multiple needs a dict or a ref`);
    if (f.min !== undefined && f.max !== undefined && f.min > f.max) throw problem(`${f.name}: min > max`);
    if (f.writeOnly && f.readonly) throw problem(`${f.name}: both readonly and writeOnly`);
  }
  if (def.defaultSort && !seen.has(def.defaultSort.field)) throw problem('unknown default sort field');
  if (def.tree && !seen.has(def.tree.parentField)) throw problem('unknown tree parent field');
  for (const op of def.operations ?? []) {
    if (!CRUD_OPERATIONS.includes(op)) throw problem(`unknown operation ${op}`);
  }
  return def;
}

export function operationsOf(def: ResourceDef): readonly CrudOperation[] {
  return def.operations ?? CRUD_OPERATIONS;
}

export function hasOperation(def: ResourceDef, op: CrudOperation): boolean {
  return operationsOf(def).includes(op);
}

/** The permission code an operation needs: `chronic:patient:add`. */
export function permissionOf(def: ResourceDef, op: CrudOperation | 'unmask'): string {
  return `${def.permission}:${op}`;
}

/** `patientList`, `patientQueryById`, ... */
export function operationIdOf(def: ResourceDef, op: CrudOperation): string {
  return `${def.name}${op[0]!.toUpperCase()}${op.slice(1)}`;
}

/** The operation's path below the API root: `/chronic/patient/list`. */
export function crudPath(def: ResourceDef, op: CrudOperation): string {
  return `${def.base}/${op}`;
}

/** The key the server answers a dictionary or reference label under. */
export function dictTextKey(field: Pick<FieldDef, 'name'>): string {
  return `${field.name}_dictText`;
}

/** True when the field's value has a label beside it (`<name>_dictText`). */
export function hasLabel(field: FieldDef): boolean {
  return field.dict !== undefined || field.ref !== undefined;
}

export function columnOf(field: FieldDef): string {
  return field.column ?? snakeCase(field.name);
}

/** Declared plus system fields, system ones last as lists show them. */
export function allFields(def: ResourceDef): readonly FieldDef[] {
  return [...def.fields, ...SYSTEM_FIELDS];
}

export function findField(def: ResourceDef, name: string): FieldDef | undefined {
  return allFields(def).find((f) => f.name === name);
}

/** The list parameter's matching: like for plain strings, eq for dictionary, reference and other values. */
export function filterOf(field: FieldDef): 'eq' | 'like' | 'range' | false {
  if (field.filter !== undefined) return field.filter;
  if (field.writeOnly || field.type === 'text') return false;
  if (field.dict !== undefined || field.ref !== undefined) return 'eq';
  if (field.type === 'string') return 'like';
  if (field.type === 'date' || field.type === 'datetime') return 'range';
  return 'eq';
}

/** Where a field shows when the declaration does not say. */
export function showOf(field: FieldDef): Required<FieldShow> {
  const system = SYSTEM_FIELDS.some((f) => f.name === field.name);
  const secret = Boolean(field.writeOnly);
  const long = field.type === 'text';
  const defaults: Required<FieldShow> = {
    list: !secret && !long && field.name !== 'id' && !(system && field.name !== 'createTime'),
    query: false,
    superQuery: !secret && field.name !== 'id' && (!system || field.name === 'createTime'),
    form: system || field.readonly ? false : true,
  };
  return { ...defaults, ...field.show };
}
