// The resource declaration: one description of a business resource that the contract, server, hooks and console derive from.
import { isFieldFormat, type FieldFormat } from '../validators/named-formats.js';
import type { MaskKind } from '../wire/mask.js';

export type { FieldFormat } from '../validators/named-formats.js';

/** Value types on the wire: strings, numbers, `YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss`, `HH:mm:ss`, booleans. */
export type FieldType = 'string' | 'text' | 'int' | 'number' | 'date' | 'datetime' | 'time' | 'boolean';

/**
 * A stored id of another record. The server answers `<name>_dictText` with its label (tenant-scoped) and refuses
 * another tenant's id on write; forms and the advanced query offer the matching picker and keep the id.
 * The object form names any declared resource: `text` is its label field, `key` the field whose value is stored
 * (default `id`; task assignees store usernames).
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
  | {
      readonly resource: string;
      readonly text: string;
      readonly key?: string;
      readonly color?: string;
      readonly offer?: Readonly<Record<string, string>>;
    };

/** A reference to a declared resource: which resource, its label field and the stored key field. */
export interface RefTarget {
  readonly resource: string;
  readonly text: string;
  readonly key: string;
  /** The referenced resource's colour field: the references show as tags in that colour (patients' 标签). */
  readonly color?: string;
  /** List filters of the rows a form offers (enabled labels only); values already stored are still named. */
  readonly offer?: Readonly<Record<string, string>>;
}

/** The declared resources behind the named reference kinds (area, category and tenant are not resources). */
export const REF_TARGETS = {
  user: { resource: 'user', text: 'realname', key: 'id' },
  depart: { resource: 'depart', text: 'departName', key: 'id' },
  role: { resource: 'role', text: 'roleName', key: 'id' },
  position: { resource: 'position', text: 'name', key: 'id' },
  project: { resource: 'project', text: 'projectName', key: 'id' },
  patient: { resource: 'patient', text: 'name', key: 'id' },
} as const satisfies Record<string, RefTarget>;

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

/** A table holding labels: the table, its label column and the column whose value is stored (snake_case SQL names). */
export interface LabelTable {
  readonly table: string;
  readonly text: string;
  readonly code: string;
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

/**
 * Every generated operation of a resource: the eight CRUD ones plus `importTemplate` (the empty workbook whose
 * headers are the importable fields), present whenever `importExcel` is, and `saveRows` for `rowsOf` resources.
 */
export type ResourceOperation = CrudOperation | 'importTemplate' | 'saveRows';

/** Where a field shows; unset entries take the defaults of `showOf`. */
export interface FieldShow {
  list?: boolean;
  query?: boolean;
  superQuery?: boolean;
  /** true: both modes; 'add' / 'edit': one of them only; false: never. */
  form?: boolean | 'add' | 'edit';
}

/**
 * A field filled from a row of an online report (widgets-spec 2 "Popup report picker"): the report's code and which
 * report column writes which field of this record, this field among them (a drug's 药品名称 and 规格 from 选择药品).
 */
export interface FieldPopup {
  /** The report's code (`drug_report`), as `getRpColumns` takes it. */
  readonly code: string;
  /** Report column → field of this resource, in the order the picker copies them. */
  readonly fields: Readonly<Record<string, string>>;
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

/**
 * A ready-made text offered by a long text field's form (常用模板): inserted, its `{placeholder}` segments are selected
 * one after another by Tab and must all be typed over before the form saves.
 */
export interface FieldTemplate {
  /** What the template list shows (血压控制欠佳). */
  readonly name: string;
  readonly text: string;
}

/** A form field shown only while another field of the form holds one of `in`. */
export interface FieldShowWhen {
  readonly field: string;
  readonly in: readonly string[];
  readonly required?: boolean;
}

export interface FieldDef {
  /** camelCase wire name; the column defaults to its snake_case form. */
  readonly name: string;
  /** Chinese: column header, form label, import/export header, messages. */
  readonly title: string;
  readonly type: FieldType;
  /** sys_dict code: values are item values, the label comes back as `<name>_dictText`. */
  readonly dict?: string;
  /**
   * With a single `dict`: text the user types that no item holds is kept as typed (剂量单位 喷), in the form and the
   * editable table; the server then stores it instead of refusing it. Lists show it as stored.
   */
  readonly allowInput?: boolean;
  readonly ref?: RefKind;
  /** A deleted referenced record takes this one with it (`cascade`) or is refused while any refers to it (`restrict`). */
  readonly onRefDelete?: 'cascade' | 'restrict';
  /**
   * With `ref: 'category'`: the category code whose children are the select's roots (sys_category's `code`, e.g.
   * 疾病分类 'B01'); the stored value is a category id.
   */
  readonly category?: string;
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
  /**
   * In the 新增/编辑 form only while another field holds one of these values (通告对象 指定用户 shows the user
   * picker); hidden, it is saved empty. `required`: needed while shown (the server checks the same rule).
   */
  readonly showWhen?: FieldShowWhen;
  readonly widget?: FieldWidget;
  /** Chosen from an online report's rows (the form, the editable table and the list read it; widget `popup`). */
  readonly popup?: FieldPopup;
  /** Masked (110101********1234) in lists, records and exports unless the user holds `<permission>:unmask`. */
  readonly mask?: MaskKind;
  /** Set by the server (computed, derived); never written by clients. */
  readonly readonly?: boolean;
  /** Accepted on add, never returned (passwords). */
  readonly writeOnly?: boolean;
  readonly importable?: boolean;
  readonly exportable?: boolean;
  readonly default?: string | number | boolean;
  /** The only values the wire accepts (dictionary values fixed by the contract, e.g. sex 1/2). */
  readonly enum?: readonly (string | number)[];
  /**
   * Computed by the server on read (not stored): appears in records only, never written, filtered or sorted
   * (e.g. the picker's `rank_dictText` twin of a label).
   */
  readonly virtual?: boolean;
  readonly placeholder?: string;
  /** A text field's ready-made texts: its form is the template textarea. */
  readonly templates?: readonly FieldTemplate[];
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
  /** The console page drawing it (a key of the console's page registry); defaults to the generic `resource/<name>`. */
  readonly component?: string;
  /** Demo roles that get the menu and its buttons besides admin (e.g. 'doctor'), and which operations. */
  readonly grant?: Readonly<Record<string, readonly CrudOperation[]>>;
  /**
   * Platform-level records (tenants): the menu and its buttons are granted only to the roles of the platform
   * department's tenant, never to a clinic's administrators.
   */
  readonly platformOnly?: boolean;
}

/** A dictionary a resource brings with it; seeded once as a global dictionary, then edited by administrators. */
export interface DictionaryDef {
  readonly code: string;
  /** Chinese name shown in 字典管理. */
  readonly name: string;
  readonly items: readonly { readonly value: string; readonly text: string; readonly color?: string }[];
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
  /** SQL table the server stores it in; defaults to the snake_case of `name`. */
  readonly table?: string;
  /** Permission prefix: operation `op` needs `<permission>:<op>`. */
  readonly permission: string;
  /** Defaults to all eight. */
  readonly operations?: readonly CrudOperation[];
  readonly fields: readonly FieldDef[];
  readonly defaultSort?: { readonly field: string; readonly order: 'asc' | 'desc' };
  /**
   * Fields a search picker shows beside each row's label, so rows of the same name tell apart (a patient's 性别 and
   * 出生日期); never a masked or write-only field.
   */
  readonly pickerDetail?: readonly string[];
  /** Tree resources (departments, organisations): children point at their parent. */
  readonly tree?: { readonly parentField: string; readonly hasChildField?: string };
  /** Edited as the rows of one parent record (a patient's medications): `saveRows` writes them all or none. */
  readonly rowsOf?: { readonly parentField: string };
  readonly softDelete?: boolean;
  /** List parameters answered by a server hook instead of plain field filters. */
  readonly listParams?: readonly { readonly name: string; readonly description: string }[];
  /** Export file name without extension; defaults to the title. */
  readonly exportName?: string;
  readonly menu?: ResourceMenu;
  /** Dictionaries only this resource uses, seeded as global dictionaries when absent. */
  readonly dictionaries?: readonly DictionaryDef[];
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
const DICT_CODE = /^[a-z][a-z0-9_]*$/;
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
