// The vocabulary of a resource declaration: field and resource shapes, references, operations, system fields.
import type { FieldFormat } from '../validators/named-formats.js';
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

/** A table holding labels: the table, its label column and the column whose value is stored (snake_case SQL names). */
export interface LabelTable {
  readonly table: string;
  readonly text: string;
  readonly code: string;
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
  /**
   * Rows of research projects: besides `permission`, each named operation needs the caller's project role to grant
   * this project operation code (`subject:add`); the project detail's authOperation lists the codes granted. Keys are
   * resource operations or the resource's own contract operations (`withdraw`).
   */
  readonly projectOperations?: Readonly<Partial<Record<ResourceOperation, string>> & Record<string, string>>;
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
