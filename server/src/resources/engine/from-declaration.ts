// The engine's view of a resource declared in @clinic/sdk/resources: the declaration's fields, bounds, formats,
// dictionaries, references and operations as the engine's ResourceDecl. Every resource is answered from its
// declaration; a server file only adds what the declaration cannot say (serverResource's specifics).
import {
  filterOf,
  isWritable,
  labelTableOf as sdkLabelTableOf,
  maxLengthOf,
  operationsOf,
  resources,
  showOf,
  tableOf,
  CRUD_OPERATIONS,
  type FieldDef,
  type ResourceDef,
} from '@clinic/sdk/resources';
import type { FieldDecl, LinkTable, ResourceDecl, TableDictRef } from './types.js';

/**
 * Where a reference's label lives: the referenced resource's table, its label column and the stored key column
 * (the same rows the pickers read), sys_category for categories. Area codes and tenants have none.
 */
export function labelTableOf(f: FieldDef): TableDictRef | undefined {
  if (f.ref === undefined) return undefined;
  const table = sdkLabelTableOf(f.ref, Object.values(resources));
  return table ? { ...table } : undefined;
}

function fieldDeclOf(f: FieldDef): FieldDecl {
  const numeric = f.type === 'int' || f.type === 'number';
  const type: FieldDecl['type'] =
    f.dict !== undefined && !numeric ? 'dict' : f.type === 'text' || f.type === 'time' ? 'string' : f.type;
  const decl: FieldDecl = { name: f.name, title: f.title, type };
  if (f.column !== undefined) decl.column = f.column;
  if (f.dict !== undefined) decl.dictCode = f.dict;
  if (f.allowInput) decl.allowInput = true;
  const table = labelTableOf(f);
  if (table) decl.dictTable = table;
  if (f.ref === 'area') decl.labels = 'area';
  if (f.multiple) decl.multiple = true;
  if (filterOf(f) !== false || showOf(f).superQuery) decl.queryable = true;
  if (filterOf(f) === false) decl.listFilter = false;
  if (f.sortable) decl.sortable = true;
  if (f.unique) decl.unique = true;
  if (f.uniqueGlobal) decl.uniqueGlobal = true;
  if (f.required) decl.required = true;
  if (!numeric && f.type !== 'boolean' && f.type !== 'date' && f.type !== 'datetime') {
    decl.maxLength = maxLengthOf(f);
    if (f.minLength !== undefined) decl.minLength = f.minLength;
  }
  if (f.mask !== undefined) decl.mask = f.mask;
  if (f.format !== undefined) decl.format = f.format;
  if (f.min !== undefined) decl.min = f.min;
  if (f.max !== undefined) decl.max = f.max;
  if (!isWritable(f)) decl.readonly = true;
  if (f.writeOnly) decl.hidden = true;
  if (f.default !== undefined) decl.default = f.default;
  if (f.exportable === false) decl.exportable = false;
  if (f.importable === false) decl.importable = false;
  return decl;
}

/** What a server file may add to a declaration: rules and storage the declaration's vocabulary cannot say. */
export interface ServerSpecifics extends Pick<
  ResourceDecl,
  | 'absentColumns'
  | 'tenantVia'
  | 'memberVia'
  | 'privateRows'
  | 'sharedTenant'
  | 'constraintMessages'
  | 'hooks'
> {
  /** Stored differently from its wire type (identity tables predate the declarations: birthday as text). */
  storedAs?: Readonly<Record<string, Pick<FieldDecl, 'type'>>>;
  /** Columns the wire never sees (password hashes): always hidden, written by hooks only. */
  hiddenColumns?: readonly { name: string; title: string }[];
  /** Multi-value references kept in a link table of the tenant (a user's roles and departments). */
  linked?: Readonly<Record<string, LinkTable>>;
}

/** The engine declaration of a declared resource, with the specifics of its server file if it has one. */
export function engineDeclOf(def: ResourceDef, specifics: ServerSpecifics = {}): ResourceDecl {
  const declared = new Set(operationsOf(def));
  const { storedAs, hiddenColumns, linked, ...rest } = specifics;
  const fields = def.fields
    .filter((f) => !f.virtual)
    .map(fieldDeclOf)
    .map((f): FieldDecl => {
      const link = linked?.[f.name];
      if (link) {
        const { queryable: _q, sortable: _s, unique: _u, ...plain } = f;
        return { ...plain, linked: { ...link }, listFilter: false };
      }
      const stored = storedAs?.[f.name];
      if (!stored) return f;
      // A text column keeps the declared bound of its wire value (a date is ten characters).
      return f.type === 'date' && stored.type === 'string'
        ? { ...f, ...stored, maxLength: 10 }
        : { ...f, ...stored };
    });
  for (const h of hiddenColumns ?? []) {
    fields.push({ name: h.name, title: h.title, type: 'string', hidden: true, exportable: false });
  }
  const decl: ResourceDecl = {
    name: def.name,
    title: def.exportName ?? def.title,
    table: tableOf(def),
    fields,
  };
  if (def.defaultSort) decl.defaultSort = { ...def.defaultSort };
  if (def.softDelete) decl.softDelete = true;
  const disabled = CRUD_OPERATIONS.filter((op) => !declared.has(op));
  if (disabled.length > 0) decl.disabled = disabled;
  return Object.assign(decl, rest);
}

/** A server file's resource: its declaration plus what only the server knows. */
export function serverResource(def: ResourceDef, specifics: ServerSpecifics): ResourceDecl {
  for (const name of [...Object.keys(specifics.storedAs ?? {}), ...Object.keys(specifics.linked ?? {})]) {
    if (!def.fields.some((f) => f.name === name && !f.virtual))
      throw new Error(`${def.name}: storedAs or linked names no stored field ${name}`);
  }
  return engineDeclOf(def, specifics);
}
