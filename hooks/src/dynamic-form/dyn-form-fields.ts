// The field vocabulary of 动态表单: which renderer field types a definition may use, how a definition becomes the
// form renderer's fields and the advanced query's fields, how a stored value reads, and the merge of two records.
import type { components } from '@clinic/sdk';
import type { FormField } from '../form/form-schema.js';
import type { SuperQueryFieldDef } from '../super-query/super-query-types.js';

export type DynFormField = components['schemas']['DynFormField'];
export type DynFieldType = DynFormField['type'];
export type DynForm = components['schemas']['DynForm'];
export type DynFormData = components['schemas']['DynFormData'];
export type DynFormApply = components['schemas']['DynFormApply'];
export type DynValues = components['schemas']['DynFormValues'];
export type DynValue = DynValues[string];

/** The renderer's field types a form definition may use, with their names in the designer. */
export const DYN_FIELD_TYPES: ReadonlyArray<{ value: DynFieldType; label: string; options: boolean }> = [
  { value: 'input', label: '单行文本', options: false },
  { value: 'textarea', label: '多行文本', options: false },
  { value: 'inputNumber', label: '数字', options: false },
  { value: 'select', label: '下拉选择', options: true },
  { value: 'radio', label: '单选', options: true },
  { value: 'checkbox', label: '多选', options: true },
  { value: 'date', label: '日期', options: false },
  { value: 'datetime', label: '日期时间', options: false },
];

export const DYN_FORM_STATUS: Readonly<Record<string, string>> = { '0': '草稿', '1': '已发布' };
export const DYN_APPLY_KINDS: Readonly<Record<DynFormApply['kind'], string>> = {
  add: '新增',
  edit: '修改',
  delete: '删除',
  merge: '合并',
};

export const fieldTypeLabel = (type: string) => DYN_FIELD_TYPES.find((t) => t.value === type)?.label ?? type;
export const typeTakesOptions = (type: string) => DYN_FIELD_TYPES.some((t) => t.value === type && t.options);

/** The definition as the form renderer's fields (the renderer validates required and numbers on the client). */
export function toFormFields(fields: readonly DynFormField[]): FormField[] {
  return fields.map((f) => ({
    name: f.name,
    label: f.label,
    type: f.type,
    ...(f.required ? { required: true } : {}),
    ...(f.placeholder ? { placeholder: f.placeholder } : {}),
    ...(f.options ? { options: f.options.map((o) => ({ value: o.value, label: o.label })) } : {}),
    ...(f.type === 'textarea' || f.type === 'input' ? { maxLength: 2000 } : {}),
    ...(f.min !== undefined ? { min: f.min } : {}),
    ...(f.max !== undefined ? { max: f.max } : {}),
    ...(f.pattern
      ? { pattern: { source: f.pattern, message: f.patternMessage || `${f.label}格式不正确` } }
      : {}),
  }));
}

/** The stored values as the renderer's initial values (lists stay lists, numbers become text for the box). */
export function toFormValues(fields: readonly DynFormField[], data: DynValues | null | undefined) {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = data?.[f.name];
    if (v === null || v === undefined) continue;
    out[f.name] = f.type === 'checkbox' ? (Array.isArray(v) ? v : String(v).split(',')) : v;
  }
  return out;
}

/** What the renderer submits, as the server stores it: checkbox lists as arrays, empty text as null. */
export function toStoredValues(fields: readonly DynFormField[], values: Record<string, unknown>): DynValues {
  const out: DynValues = {};
  for (const f of fields) {
    const v = values[f.name];
    if (v === null || v === undefined || v === '') out[f.name] = null;
    else if (f.type === 'checkbox')
      out[f.name] = (Array.isArray(v) ? v.map(String) : String(v).split(',')).filter(Boolean);
    else if (f.type === 'inputNumber') out[f.name] = Number(v);
    else out[f.name] = String(v);
  }
  return out;
}

/** A value as the user reads it: option labels, lists joined, empty as —. */
export function displayValue(field: DynFormField, value: DynValue | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const label = (v: string) => field.options?.find((o) => o.value === v)?.label ?? v;
  if (Array.isArray(value)) return value.length ? value.map(label).join('、') : '—';
  return typeof value === 'number' ? String(value) : label(value);
}

/** The form's fields for the advanced query (field, rule, value editor by type and options). */
export function dynSuperQueryFields(fields: readonly DynFormField[]): SuperQueryFieldDef[] {
  return fields.map((f) => ({
    value: f.name,
    label: f.label,
    type:
      f.type === 'inputNumber'
        ? 'number'
        : f.type === 'date' || f.type === 'datetime'
          ? f.type
          : f.options
            ? 'list'
            : 'string',
    ...(f.options ? { options: f.options.map((o) => ({ value: o.value, text: o.label })) } : {}),
  }));
}

/** Which record each field's value comes from in a merge. */
export type MergeChoice = Record<string, 'keep' | 'other'>;

/** The merged values: per field the chosen record's value (the kept one's where nothing was chosen). */
export function mergeValues(
  fields: readonly DynFormField[],
  keep: DynValues,
  other: DynValues,
  choice: MergeChoice,
): DynValues {
  const out: DynValues = {};
  for (const f of fields) out[f.name] = (choice[f.name] === 'other' ? other : keep)[f.name] ?? null;
  return out;
}

/** Fields whose values differ between two records (the ones a merge asks about). */
export function differingFields(fields: readonly DynFormField[], a: DynValues, b: DynValues): DynFormField[] {
  // An empty text, an empty list and no value at all are the same blank: nothing to choose between.
  const norm = (v: unknown) =>
    JSON.stringify(v === '' || (Array.isArray(v) && v.length === 0) ? null : (v ?? null));
  return fields.filter((f) => norm(a[f.name]) !== norm(b[f.name]));
}

/** The record's title in lists: its first filled field's value. */
export function recordTitle(fields: readonly DynFormField[], data: DynValues): string {
  for (const f of fields) {
    const v = displayValue(f, data[f.name]);
    if (v !== '—') return v;
  }
  return '（空记录）';
}

/** The filled values after the title's, as "label value" pairs joined by " · " (at most `max`): what tells two
 * records of one title apart in a list, duplicates above all. */
export function recordSummary(fields: readonly DynFormField[], data: DynValues, max = 3): string {
  const filled = fields
    .map((f) => ({ label: f.label, value: displayValue(f, data[f.name]) }))
    .filter((x) => x.value !== '—');
  return filled
    .slice(1, 1 + max)
    .map((x) => `${x.label} ${x.value}`)
    .join(' · ');
}
