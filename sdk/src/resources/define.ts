// The resource declaration: one description of a business resource that the contract, server, hooks and console derive from.
// Its vocabulary lives in resource-types, what follows from it in resource-facts; defineResource checks one.
import { isFieldFormat } from '../validators/named-formats.js';
import { isWritable, maxLengthOf, MAX_TEXT, refTargetOf } from './resource-facts.js';
import { CRUD_OPERATIONS, SYSTEM_FIELDS, type FieldDef, type ResourceDef } from './resource-types.js';

export * from './resource-types.js';
export * from './resource-facts.js';

const NAME = /^[a-z][A-Za-z0-9]*$/;
const DICT_CODE = /^[a-z][a-z0-9_]*$/;
const COLUMN = /^[a-z_][a-z0-9_]*$/;
const BASE = /^(\/[A-Za-z0-9_-]+)+$/;
const PROJECT_OPERATION = /^[a-z][A-Za-z0-9]*:[a-z][A-Za-z0-9]*$/;
const PERMISSION = /^[a-z][A-Za-z0-9]*(:[a-z][A-Za-z0-9]*)*$/;

/** Checks a declaration when its module loads, so a typo fails the build and the start, never a request. */
export function defineResource<const D extends ResourceDef>(def: D): D {
  const where = `resource ${def.name}`;
  const problem = (text: string) => new Error(`${where}: ${text}`);
  if (!NAME.test(def.name)) throw problem('name must be camelCase');
  if (!BASE.test(def.base)) throw problem(`bad base ${def.base}`);
  if (!PERMISSION.test(def.permission)) throw problem(`bad permission prefix ${def.permission}`);
  if (def.table !== undefined && !COLUMN.test(def.table)) throw problem(`bad table ${def.table}`);
  const seen = new Set(SYSTEM_FIELDS.map((f) => f.name));
  for (const f of def.fields) {
    if (!NAME.test(f.name)) throw problem(`bad field name ${f.name}`);
    if (seen.has(f.name)) throw problem(`duplicate or system field ${f.name}`);
    seen.add(f.name);
    if (f.column !== undefined && !COLUMN.test(f.column)) throw problem(`bad column ${f.column}`);
    if (f.dict !== undefined && f.ref !== undefined) throw problem(`${f.name} has both dict and ref`);
    if (f.onRefDelete && (f.ref === undefined || refTargetOf(f.ref) === null || f.multiple))
      throw problem(`${f.name}: onRefDelete needs a single reference to a resource`);
    if (f.format !== undefined && !isFieldFormat(f.format)) throw problem(`${f.name}: unknown format`);
    if (f.showWhen && !def.fields.some((o) => o.name === f.showWhen!.field && o !== f))
      throw problem(`${f.name}: showWhen names no other field ${f.showWhen.field}`);
    if (f.multiple && f.dict === undefined && f.ref === undefined)
      throw problem(`${f.name}: multiple needs a dict or a ref`);
    if (f.allowInput && (f.dict === undefined || f.multiple || f.enum !== undefined))
      throw problem(`${f.name}: allowInput needs a single dict without an enum`);
    if (f.templates !== undefined) checkTemplates(f, problem);
    if (f.min !== undefined && f.max !== undefined && f.min > f.max) throw problem(`${f.name}: min > max`);
    if (f.writeOnly && f.readonly) throw problem(`${f.name}: both readonly and writeOnly`);
    if (
      f.virtual &&
      (f.writeOnly || f.sortable || f.unique || (f.filter !== undefined && f.filter !== false))
    )
      throw problem(`${f.name}: a virtual field is only read`);
    if (f.maxLength !== undefined && f.maxLength > MAX_TEXT)
      throw problem(`${f.name}: maxLength over ${MAX_TEXT}`);
    if (f.enum !== undefined && f.dict === undefined)
      throw problem(`${f.name}: an enum needs a dictionary for its labels (lists show no bare codes)`);
    for (const v of f.enum ?? []) {
      const numeric = f.type === 'int' || f.type === 'number';
      if (typeof v !== (numeric ? 'number' : 'string'))
        throw problem(`${f.name}: enum value ${v} of the wrong type`);
    }
  }
  for (const f of def.fields) if (f.popup) checkPopup(def, f, problem);
  const dicts = new Set<string>();
  for (const d of def.dictionaries ?? []) {
    if (!DICT_CODE.test(d.code) || dicts.has(d.code)) throw problem(`bad or repeated dictionary ${d.code}`);
    dicts.add(d.code);
    const values = new Set(d.items.map((i) => i.value));
    if (values.size !== d.items.length || d.items.length === 0)
      throw problem(`dictionary ${d.code}: empty or repeated values`);
  }
  if (def.defaultSort && !seen.has(def.defaultSort.field)) throw problem('unknown default sort field');
  for (const name of def.pickerDetail ?? []) {
    const f = def.fields.find((x) => x.name === name);
    if (!f || f.mask !== undefined || f.writeOnly || f.virtual || f.multiple)
      throw problem(`pickerDetail ${name}: not a plain readable field`);
  }
  if (def.tree && !seen.has(def.tree.parentField)) throw problem('unknown tree parent field');
  if (def.rowsOf && !def.fields.some((f) => f.name === def.rowsOf!.parentField && f.ref !== undefined))
    throw problem('rowsOf needs a reference field');
  for (const op of def.operations ?? []) {
    if (!CRUD_OPERATIONS.includes(op)) throw problem(`unknown operation ${op}`);
  }
  for (const [op, code] of Object.entries(def.projectOperations ?? {})) {
    if (!NAME.test(op)) throw problem(`bad project operation key ${op}`);
    if (!PROJECT_OPERATION.test(code)) throw problem(`bad project operation code ${code}`);
  }
  return def;
}

/** Templates belong to a plain text field, each named once, non-empty and within the field's length. */
function checkTemplates(f: FieldDef, problem: (text: string) => Error): void {
  if (f.type !== 'text' || f.dict !== undefined || f.ref !== undefined || f.widget !== undefined)
    throw problem(`${f.name}: templates need a plain text field`);
  const names = new Set<string>();
  for (const t of f.templates ?? []) {
    if (!t.name.trim() || !t.text.trim() || names.has(t.name))
      throw problem(`${f.name}: empty or repeated template ${t.name}`);
    names.add(t.name);
    if ([...t.text].length > maxLengthOf(f)) throw problem(`${f.name}: template ${t.name} over its length`);
  }
  if (names.size === 0) throw problem(`${f.name}: no template`);
}

/** A popup names a report and fills writable text fields of this resource, itself among them. */
function checkPopup(def: ResourceDef, f: FieldDef, problem: (text: string) => Error): void {
  const popup = f.popup!;
  if (!DICT_CODE.test(popup.code)) throw problem(`${f.name}: bad popup report code ${popup.code}`);
  if (f.widget !== undefined && f.widget !== 'popup')
    throw problem(`${f.name}: a popup field has widget popup`);
  if (f.dict !== undefined || f.ref !== undefined || f.type !== 'string')
    throw problem(`${f.name}: a popup fills a plain string field`);
  const pairs = Object.entries(popup.fields);
  if (pairs.length === 0) throw problem(`${f.name}: popup fills no field`);
  const dests = new Set<string>();
  for (const [org, dest] of pairs) {
    if (!NAME.test(org)) throw problem(`${f.name}: bad popup report column ${org}`);
    const target = def.fields.find((x) => x.name === dest);
    if (!target || !isWritable(target))
      throw problem(`${f.name}: popup fills unknown or read-only field ${dest}`);
    if (dests.has(dest)) throw problem(`${f.name}: popup fills ${dest} twice`);
    dests.add(dest);
  }
  if (!dests.has(f.name)) throw problem(`${f.name}: popup does not fill the field itself`);
}
