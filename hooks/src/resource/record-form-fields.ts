// The 新增 / 编辑 form of a declared resource: its fields as the form renderer draws them, and the form's values
// turned back into the body the contract takes.
import {
  isNullable,
  labelTableOf,
  maxLengthOf,
  popupConfigOf,
  refTargetOf,
  resources,
  showOf,
  type FieldDef,
  type RefTarget,
  type ResourceDef,
  tableDictCodeOf,
} from '@clinic/sdk/resources';
import { isMaskedValue } from '@clinic/sdk/wire';
import {
  FORM_FIELD_TYPES,
  LAYOUT_FIELD_TYPES,
  type FormatRule,
  type FormField,
  type FormFieldOption,
  type FormFieldType,
} from '../form/form-schema.js';

export type RecordFormMode = 'add' | 'edit';

const FORMAT_RULES: readonly string[] = [
  'mobile',
  'mobileLoose',
  'email',
  'idCard',
  'username',
  'url',
  'qq',
  'naturalNumber',
  'landline',
  'bankCard',
  'phone',
  'color',
] satisfies readonly FormatRule[];

/** Switch values of boolean fields: the form holds text, the wire a boolean. */
const BOOLEAN_SWITCH = ['true', 'false'] as const;

/** Declared widgets the form renderer draws under its own name: its field types, less the layout ones. */
const SAME_WIDGET: readonly string[] = FORM_FIELD_TYPES.filter((type) => !LAYOUT_FIELD_TYPES.includes(type));

function widgetOf(f: FieldDef): FormFieldType | null {
  if (f.widget === 'password') return 'input';
  if (f.popup) return 'popup';
  if (f.templates) return 'textarea';
  if (f.widget !== undefined && SAME_WIDGET.includes(f.widget)) return f.widget as FormFieldType;
  if (f.ref === 'user') return 'sel_user';
  if (f.ref === 'depart') return 'sel_depart';
  if (f.ref === 'role') return 'sel_role';
  if (f.ref === 'category' && f.category !== undefined && !f.multiple) return 'category';
  // A reference to another declared resource (a menu's 上级菜单): a select over that resource's rows; several of
  // them (a patient's 标签): the multiple select over those rows.
  if (typeof f.ref === 'object') return f.multiple ? 'list_multi' : 'select';
  // A patient (of hundreds): typed to search the patients' names on the server, the stored id shown as its name.
  if (f.ref === 'patient') return 'sel_search_async';
  // Areas, positions and other references have no form control of the renderer yet: left out of the form.
  if (f.ref !== undefined) return null;
  if (f.dict !== undefined) return f.multiple ? 'list_multi' : 'select';
  switch (f.type) {
    case 'int':
    case 'number':
      return 'inputNumber';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'time':
      return 'time';
    case 'boolean':
      return 'checkbox_meta';
    case 'text':
      return 'input_pop';
    default:
      return 'input';
  }
}

function shownIn(f: FieldDef, mode: RecordFormMode): boolean {
  const form = showOf(f).form;
  return form === true || form === mode;
}

function formFieldOf(f: FieldDef, type: FormFieldType): FormField {
  const field: FormField = { name: f.name, label: f.title, type };
  if (f.required) field.required = true;
  if (f.showWhen) {
    field.visibleWhen = { field: f.showWhen.field, in: f.showWhen.in };
    if (f.showWhen.required) field.required = true;
  }
  if (f.placeholder) field.placeholder = f.placeholder;
  if (f.dict !== undefined) field.dictCode = f.dict;
  if (f.templates) field.templates = f.templates;
  if (f.allowInput && type === 'select') {
    field.allowInput = true;
    field.maxLength = maxLengthOf(f);
  }
  if (type === 'inputNumber') {
    if (f.min !== undefined) field.min = f.min;
    if (f.max !== undefined) field.max = f.max;
    field.precision = f.type === 'int' ? 0 : (f.precision ?? 2);
  }
  if (
    type === 'input' ||
    type === 'input_pop' ||
    type === 'textarea' ||
    type === 'richText' ||
    type === 'cron'
  ) {
    field.maxLength = maxLengthOf(f);
    if (f.minLength !== undefined) field.minLength = f.minLength;
    if (f.format !== undefined && FORMAT_RULES.includes(f.format)) field.rules = [f.format as FormatRule];
  }
  if (f.widget === 'password' || f.writeOnly) field.secret = true;
  if (type === 'input' && f.format === 'color') field.color = true;
  if (type === 'sel_user' || type === 'sel_depart' || type === 'sel_role') {
    const target = f.ref === undefined ? null : refTargetOf(f.ref);
    field.customReturnField = target?.key ?? 'id';
    if (f.multiple) field.multiple = true;
  }
  if (type === 'popup' && f.popup) field.popup = popupConfigOf(f.popup);
  if (type === 'sel_search_async' && f.ref !== undefined) {
    const table = labelTableOf(f.ref, Object.values(resources));
    if (table) field.dictCode = tableDictCodeOf(table);
  }
  if (type === 'checkbox_meta' && f.type === 'boolean') field.switchOptions = BOOLEAN_SWITCH;
  if (type === 'category' && f.category !== undefined) field.pcode = f.category;
  // Filled by the form model from the referenced resource's rows (refOptionsOf).
  if ((type === 'select' || type === 'list_multi') && typeof f.ref === 'object') field.options = [];
  if (f.default !== undefined)
    field.defaultValue = type === 'inputNumber' ? Number(f.default) : String(f.default);
  return field;
}

/** The form's fields in declaration order: the ones shown in this mode that the renderer can draw. */
export function formFieldsOf(def: ResourceDef, mode: RecordFormMode): FormField[] {
  const out: FormField[] = [];
  for (const f of def.fields) {
    if (!shownIn(f, mode)) continue;
    const type = widgetOf(f);
    if (type) out.push(formFieldOf(f, type));
  }
  return out;
}

/**
 * The body of add / edit from the form's submit values: numbers and booleans as the contract types them, and a
 * cleared value the contract does not take as null (required or defaulted) left out, so an edit keeps it.
 */
export function recordBodyOf(def: ResourceDef, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const f = def.fields.find((field) => field.name === name);
    if (!f) {
      out[name] = value;
      continue;
    }
    const empty = value === null || value === undefined || value === '';
    if (empty) {
      if (isNullable(f)) out[name] = null;
      continue;
    }
    if ((f.type === 'int' || f.type === 'number') && !f.multiple) out[name] = Number(value);
    else if (f.type === 'boolean') out[name] = value === true || value === 'true' || value === '1';
    else out[name] = value;
  }
  return out;
}

/**
 * The form fields of an edit with the masked values the record answered (a user without the resource's `:unmask`
 * code gets 138****5678): such a value stays valid and is left out of the save while unchanged.
 */
export function withMaskedValues(
  def: ResourceDef,
  fields: readonly FormField[],
  record: Readonly<Record<string, unknown>>,
): FormField[] {
  return fields.map((field) => {
    const mask = def.fields.find((f) => f.name === field.name)?.mask;
    const value = record[field.name];
    return mask !== undefined && typeof value === 'string' && isMaskedValue(mask, value)
      ? { ...field, maskedValue: value }
      : field;
  });
}

/** The save's values without the masked ones left as loaded. */
export function withoutUnchangedMasks(
  fields: readonly FormField[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...values };
  for (const field of fields) {
    if (field.maskedValue !== undefined && out[field.name] === field.maskedValue) delete out[field.name];
  }
  return out;
}

/**
 * The form fields of an edit with the record's labels attached: a picker shows 王医生, not the stored id, for
 * `doctorId` because the record answers `doctorId_dictText`. Comma lists pair value by value.
 */
export function withRecordLabels(
  fields: readonly FormField[],
  record: Readonly<Record<string, unknown>>,
): FormField[] {
  return fields.map((field) => {
    if (
      field.type !== 'sel_user' &&
      field.type !== 'sel_depart' &&
      field.type !== 'sel_role' &&
      field.type !== 'category'
    )
      return field;
    const value = record[field.name];
    const text = record[`${field.name}_dictText`];
    if (typeof value !== 'string' || value === '' || typeof text !== 'string' || text === '') return field;
    const values = value.split(',');
    const texts = text.split(',');
    if (values.length !== texts.length) return field;
    return { ...field, valueLabels: Object.fromEntries(values.map((v, i) => [v, texts[i]!])) };
  });
}

/** The fields of a form whose options are another declared resource's rows (object references), by field name. */
export function refFieldsOf(def: ResourceDef, fields: readonly FormField[]): Map<string, RefTarget> {
  const out = new Map<string, RefTarget>();
  for (const field of fields) {
    const f = def.fields.find((d) => d.name === field.name);
    if ((field.type !== 'select' && field.type !== 'list_multi') || !f || typeof f.ref !== 'object') continue;
    const target = refTargetOf(f.ref);
    if (target) out.set(field.name, target);
  }
  return out;
}

/** The form's fields with the options of its references filled in. */
export function withRefOptions(
  fields: readonly FormField[],
  options: ReadonlyMap<string, readonly FormFieldOption[]>,
): FormField[] {
  return fields.map((field) => {
    const found = options.get(field.name);
    return found ? { ...field, options: found } : field;
  });
}
