// A declared resource's fields as editable-table columns: the declaration's required, length, bounds, dictionary,
// reference, switch and popup values become the cells' types and rules, so a child table never restates them.
import { validatorMessages as zhCN } from '@clinic/sdk/validators';
import { popupConfigOf, type FieldDef, type ResourceDef } from '@clinic/sdk/resources';
import type { CellRule, EditableColumn } from '../editable-table/editable-table-types.js';

const isBlank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

function rulesOf(f: FieldDef): CellRule[] {
  const rules: CellRule[] = [];
  if (f.unique) rules.push({ unique: true, message: `${f.title}不能重复` });
  if (f.type === 'int') rules.push({ pattern: 'z' });
  if (f.type === 'number') {
    const places = f.precision ?? 2;
    rules.push({
      pattern: `^-?\\d+(\\.\\d{1,${places}})?$`,
      message: places ? `请输入数字，最多${places}位小数` : zhCN.cellInteger,
    });
  }
  if ((f.type === 'int' || f.type === 'number') && (f.min !== undefined || f.max !== undefined)) {
    const { min, max } = f;
    rules.push({
      handler: ({ value }) => {
        if (isBlank(value)) return null;
        const n = Number(value);
        if (min !== undefined && n < min) return `${f.title}不能小于${min}`;
        if (max !== undefined && n > max) return `${f.title}不能大于${max}`;
        return null;
      },
    });
  }
  // A typed 剂量单位 is bounded like text; a chosen code is the dictionary's own.
  if (
    (f.type === 'string' || f.type === 'text') &&
    f.maxLength !== undefined &&
    (f.allowInput || (!f.dict && !f.ref))
  ) {
    const most = f.maxLength;
    rules.push({
      handler: ({ value }) =>
        typeof value === 'string' && [...value].length > most ? zhCN.maxLength(most) : null,
    });
  }
  return rules;
}

function columnOf(f: FieldDef): EditableColumn {
  const column: EditableColumn = { key: f.name, title: f.title };
  if (f.required) column.required = true;
  if (f.placeholder) column.placeholder = f.placeholder;
  const rules = rulesOf(f);
  if (rules.length) column.validateRules = rules;
  if (f.widget === 'checkbox_meta' && f.enum?.length === 2) {
    const [on, off] = f.enum.map(String) as [string, string];
    column.type = 'checkbox';
    column.customValue = [on, off];
    column.defaultChecked = f.default !== undefined && String(f.default) === on;
  } else if (f.popup) {
    // Chosen from the report: a pick writes every mapped field of the row (规格 beside 药品名称).
    column.type = 'popup';
    column.popup = popupConfigOf(f.popup);
  } else if (f.dict !== undefined) {
    column.type = 'select';
    column.dictCode = f.dict;
    if (f.allowInput) column.allowInput = true;
  } else if (f.ref === 'user') {
    column.type = 'sel_user';
    column.customReturnField = 'id';
  } else if (f.ref === 'depart') column.type = 'sel_depart';
  else if (f.widget === 'image') column.type = 'image';
  else if (f.widget === 'upload' || f.widget === 'file') column.type = 'upload';
  else if (f.type === 'int' || f.type === 'number') column.type = 'number';
  else if (f.type === 'date' || f.type === 'datetime' || f.type === 'time') column.type = f.type;
  if (f.default !== undefined && column.type !== 'checkbox') column.defaultValue = f.default;
  return column;
}

/** The named fields of `def`, in that order, as columns; `overrides` adds presentation (width, placeholder). */
export function editableColumnsOf(
  def: Pick<ResourceDef, 'name' | 'fields'>,
  names: readonly string[],
  overrides: Readonly<Record<string, Partial<EditableColumn>>> = {},
): EditableColumn[] {
  return names.map((name) => {
    const f = def.fields.find((field) => field.name === name);
    if (!f) throw new Error(`${def.name} has no field ${name}`);
    return { ...columnOf(f), ...overrides[name] };
  });
}
