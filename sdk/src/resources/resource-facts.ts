// What follows from a declaration: its operations and permission codes, paths, columns, field bounds and roles,
// where a reference's labels live.
import {
  CRUD_OPERATIONS,
  REF_TARGETS,
  SYSTEM_FIELDS,
  type CrudOperation,
  type FieldDef,
  type FieldPopup,
  type FieldShow,
  type LabelTable,
  type RefKind,
  type RefTarget,
  type ResourceDef,
  type ResourceOperation,
} from './resource-types.js';

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The resource a reference points at, or null for the kinds served from elsewhere (area, category, tenant). */
export function refTargetOf(ref: RefKind): RefTarget | null {
  if (typeof ref === 'object')
    return {
      resource: ref.resource,
      text: ref.text,
      key: ref.key ?? 'id',
      ...(ref.color !== undefined ? { color: ref.color } : {}),
      ...(ref.offer !== undefined ? { offer: ref.offer } : {}),
    };
  return Object.prototype.hasOwnProperty.call(REF_TARGETS, ref)
    ? REF_TARGETS[ref as keyof typeof REF_TARGETS]
    : null;
}

/**
 * Where a reference's labels live: the referenced resource's table, label column and stored-key column (the table
 * dictionary `table,text,code` a search select reads, the rows the server labels and checks writes against); the
 * category tree's sys_category for `category`. Null for kinds stored elsewhere (area codes, tenants).
 */
export function labelTableOf(ref: RefKind, all: readonly ResourceDef[]): LabelTable | null {
  if (ref === 'category') return { table: 'sys_category', text: 'name', code: 'id' };
  const target = refTargetOf(ref);
  const def = target ? all.find((r) => r.name === target.resource) : undefined;
  if (!target || !def) return null;
  const text = findField(def, target.text);
  const key = findField(def, target.key);
  if (!text || !key) throw new Error(`reference to ${def.name}.${target.text} names no field`);
  return { table: tableOf(def), text: columnOf(text), code: columnOf(key) };
}

/** The table dictionary code of a label table, as the search select and loadDict take it: `sys_user,realname,id`. */
export function tableDictCodeOf(table: LabelTable): string {
  return `${table.table},${table.text},${table.code}`;
}

/** The picker's `code`, `orgFields` and `destFields` (comma lists in the same order) of a popup field. */
export function popupConfigOf(popup: FieldPopup): { code: string; orgFields: string; destFields: string } {
  const pairs = Object.entries(popup.fields);
  return {
    code: popup.code,
    orgFields: pairs.map(([org]) => org).join(','),
    destFields: pairs.map(([, dest]) => dest).join(','),
  };
}

export function operationsOf(def: ResourceDef): readonly CrudOperation[] {
  return def.operations ?? CRUD_OPERATIONS;
}

export function hasOperation(def: ResourceDef, op: CrudOperation): boolean {
  return operationsOf(def).includes(op);
}

/** The generated operations: the declared CRUD ones, the import template beside an import, saveRows for rows. */
export function resourceOperationsOf(def: ResourceDef): readonly ResourceOperation[] {
  const ops = operationsOf(def);
  return [
    ...ops,
    ...(ops.includes('importExcel') ? (['importTemplate'] as const) : []),
    ...(def.rowsOf && ops.includes('edit') ? (['saveRows'] as const) : []),
  ];
}

/**
 * The permission code an operation needs: `chronic:patient:add`. Reading one record is reading the list
 * (`queryById` needs `:list`, as JeecgBoot grants it), the import template goes with the import, and saving rows
 * needs `:edit` (and the server asks `:add` / `:delete` for the rows it adds or deletes).
 */
export function permissionOf(def: ResourceDef, op: ResourceOperation | 'unmask'): string {
  const code =
    op === 'queryById' ? 'list' : op === 'importTemplate' ? 'importExcel' : op === 'saveRows' ? 'edit' : op;
  return `${def.permission}:${code}`;
}

/**
 * The project operation code `op` needs besides its permission code (`subject:add`), or null when the resource is
 * not kept per research project or `op` needs none.
 */
export function projectOperationOf(def: ResourceDef, op: string): string | null {
  const key = op === 'queryById' ? 'list' : op === 'importTemplate' ? 'importExcel' : op;
  return def.projectOperations?.[key] ?? null;
}

/** The code that shows a resource's masked fields whole (`chronic:patient:unmask`), or null when none is masked. */
export function unmaskPermissionOf(def: ResourceDef): string | null {
  return def.fields.some((f) => f.mask !== undefined) ? permissionOf(def, 'unmask') : null;
}

/** The distinct permission codes of a resource's operations and of its unmasking (the buttons a menu carries). */
export function permissionCodesOf(def: ResourceDef): string[] {
  const unmask = unmaskPermissionOf(def);
  return [
    ...new Set([
      ...resourceOperationsOf(def).map((op) => permissionOf(def, op)),
      ...(unmask ? [unmask] : []),
    ]),
  ];
}

/** `patientList`, `patientQueryById`, ... */
export function operationIdOf(def: ResourceDef, op: ResourceOperation): string {
  return `${def.name}${op[0]!.toUpperCase()}${op.slice(1)}`;
}

/** The operation's path below the API root: `/chronic/patient/list`. */
export function crudPath(def: ResourceDef, op: ResourceOperation): string {
  return `${def.base}/${op}`;
}

/** `dictItem` → `DictItem`: the prefix of the contract's schema names (`DictItemInput`, `DictItemPageEnvelope`). */
export function pascalName(def: Pick<ResourceDef, 'name'>): string {
  return def.name[0]!.toUpperCase() + def.name.slice(1);
}

/** Longest text any field takes; a longer declared maxLength is refused. */
export const MAX_TEXT = 20000;

/**
 * The length bound of a string value: the declared one, else ids for references, codes for dictionaries,
 * 2000 for long text and 255 for the rest. Contract, server and forms apply the same number.
 */
export function maxLengthOf(field: FieldDef): number {
  if (field.maxLength !== undefined) return field.maxLength;
  if (field.multiple) return 2000;
  if (field.ref !== undefined) return 32;
  if (field.dict !== undefined) return 64;
  if (field.type === 'text') return 2000;
  return 255;
}

/** Written by clients on add and edit (and by imports): neither server-set nor computed. */
export function isWritable(field: FieldDef): boolean {
  return !field.readonly && !field.virtual && !SYSTEM_FIELDS.some((s) => s.name === field.name);
}

/** The wire accepts null for it: neither required nor defaulted (a defaulted field is left out instead). */
export function isNullable(field: FieldDef): boolean {
  return !field.required && field.default === undefined;
}

/** Present in records: everything but write-only values. */
export function isReadable(field: FieldDef): boolean {
  return !field.writeOnly;
}

/** Columns of an export: readable stored fields, system ones included, unless declared not exportable. */
export function exportFieldsOf(def: ResourceDef): readonly FieldDef[] {
  return allFields(def).filter((f) => isReadable(f) && !f.virtual && f.exportable !== false);
}

/** Columns of an import (and of its template): writable fields that are not secrets, unless declared otherwise. */
export function importFieldsOf(def: ResourceDef): readonly FieldDef[] {
  return def.fields.filter(
    (f) => isWritable(f) && (f.importable ?? (!f.writeOnly && f.exportable !== false)),
  );
}

/**
 * Fields a role's data rule (数据规则) may name: those the list filters or the advanced query offers (the server's
 * allowlist too), and 创建人 for "rows I created".
 */
export function dataRuleFieldsOf(def: ResourceDef): readonly FieldDef[] {
  return allFields(def).filter(
    (f) =>
      !f.writeOnly && !f.virtual && (f.name === 'createBy' || filterOf(f) !== false || showOf(f).superQuery),
  );
}

/** The key the server answers a dictionary or reference label under. */
export function dictTextKey(field: Pick<FieldDef, 'name'>): string {
  return `${field.name}_dictText`;
}

/** True when the field's value has a label beside it (`<name>_dictText`). */
export function hasLabel(field: FieldDef): boolean {
  return field.dict !== undefined || field.ref !== undefined;
}

/** The column a field is stored in: its `column`, else the snake_case of its name. */
export function columnOf(field: FieldDef): string {
  return field.column ?? snakeCase(field.name);
}

/** The table a declared resource is stored in: its `table`, else the snake_case of its name. */
export function tableOf(def: Pick<ResourceDef, 'name' | 'table'>): string {
  return def.table ?? snakeCase(def.name);
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
  if (field.writeOnly || field.virtual || field.type === 'text') return false;
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
  const computed = Boolean(field.virtual);
  const defaults: Required<FieldShow> = {
    list: !secret && !long && !computed && field.name !== 'id' && !(system && field.name !== 'createTime'),
    query: false,
    superQuery: !secret && !computed && field.name !== 'id' && (!system || field.name === 'createTime'),
    form: system || field.readonly || computed ? false : true,
  };
  return { ...defaults, ...field.show };
}
