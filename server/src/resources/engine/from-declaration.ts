// The engine's view of a resource declared in @clinic/sdk/resources: the declaration's fields, bounds, formats,
// dictionaries, references and operations as the engine's ResourceDecl, so a declared resource needs no server file.
import {
  filterOf,
  isWritable,
  maxLengthOf,
  operationsOf,
  showOf,
  snakeCase,
  CRUD_OPERATIONS,
  type FieldDef,
  type RefKind,
  type ResourceDef,
} from '@clinic/sdk/resources';
import type { FieldDecl, ResourceDecl, TableDictRef } from './types.js';

/** Where the label of each reference kind lives (the same tables the pickers read). */
const REF_TABLES: Partial<Record<Extract<RefKind, string>, TableDictRef>> = {
  // Users are scoped through their tenant link (the user resource's own scope, see references.ts).
  user: { table: 'sys_user', text: 'realname', code: 'id' },
  depart: { table: 'sys_depart', text: 'depart_name', code: 'id' },
  role: { table: 'sys_role', text: 'role_name', code: 'id' },
  position: { table: 'sys_position', text: 'name', code: 'id' },
  patient: { table: 'chronic_patient', text: 'name', code: 'id' },
};

function fieldDeclOf(f: FieldDef): FieldDecl {
  const numeric = f.type === 'int' || f.type === 'number';
  const type: FieldDecl['type'] =
    f.dict !== undefined && !numeric ? 'dict' : f.type === 'text' || f.type === 'time' ? 'string' : f.type;
  const decl: FieldDecl = { name: f.name, title: f.title, type };
  if (f.column !== undefined) decl.column = f.column;
  if (f.dict !== undefined) decl.dictCode = f.dict;
  const table = typeof f.ref === 'string' ? REF_TABLES[f.ref] : undefined;
  if (table) decl.dictTable = table;
  if (f.multiple) decl.multiple = true;
  if (filterOf(f) !== false || showOf(f).superQuery) decl.queryable = true;
  if (f.sortable) decl.sortable = true;
  if (f.unique) decl.unique = true;
  if (f.uniqueGlobal) decl.uniqueGlobal = true;
  if (f.required) decl.required = true;
  if (!numeric && f.type !== 'boolean' && f.type !== 'date' && f.type !== 'datetime')
    decl.maxLength = maxLengthOf(f);
  if (f.format !== undefined) decl.format = f.format;
  if (f.min !== undefined) decl.min = f.min;
  if (f.max !== undefined) decl.max = f.max;
  if (!isWritable(f)) decl.readonly = true;
  if (f.writeOnly) decl.hidden = true;
  if (f.default !== undefined) decl.default = f.default;
  if (f.exportable === false) decl.exportable = false;
  return decl;
}

/** The table a declared resource is stored in: its `table`, else the snake_case of its name. */
export function tableOf(def: ResourceDef): string {
  return def.table ?? snakeCase(def.name);
}

/** The engine declaration of a resource declared only in @clinic/sdk/resources. */
export function engineDeclOf(def: ResourceDef): ResourceDecl {
  const declared = new Set(operationsOf(def));
  const decl: ResourceDecl = {
    name: def.name,
    title: def.exportName ?? def.title,
    table: tableOf(def),
    fields: def.fields.filter((f) => !f.virtual).map(fieldDeclOf),
  };
  if (def.defaultSort) decl.defaultSort = { ...def.defaultSort };
  if (def.softDelete) decl.softDelete = true;
  const disabled = CRUD_OPERATIONS.filter((op) => !declared.has(op));
  if (disabled.length > 0) decl.disabled = disabled;
  return decl;
}
