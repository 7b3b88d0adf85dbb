// What the three parts of 动态表单 share: the field-value check and the status and kind labels.
import type { DynFormFieldRow, DynFormValue } from '../../db/schema/dynamic-form.js';
import { fail } from '../../core/index.js';

export type Values = Record<string, DynFormValue>;
export type Body = Record<string, unknown>;

export const FORM_STATUS: Record<string, string> = { '0': '草稿', '1': '已发布' };
export const APPLY_KINDS: Record<string, string> = {
  add: '新增',
  edit: '修改',
  delete: '删除',
  merge: '合并',
};
export const APPLY_STATUS: Record<string, string> = { '0': '待审核', '1': '已通过', '2': '已驳回' };
export const OPTION_TYPES = new Set(['select', 'radio', 'checkbox']);
export const MAX_EXPORT_ROWS = 10_000;

// ---- values -------------------------------------------------------------------------------------------------

const empty = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/** Whether text matches a definition's pattern (whole text); a pattern that does not compile checks nothing. */
function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    return true;
  }
}

/**
 * The values checked against the form's fields: unknown names refused, required ones present (unless `partial`, a
 * draft that may be incomplete), options known, numbers within min/max, text matching its pattern.
 */
export function checkValues(
  fields: readonly DynFormFieldRow[],
  value: unknown,
  opts: { partial?: boolean } = {},
): Values {
  const data = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Body;
  const byName = new Map(fields.map((f) => [f.name, f]));
  for (const key of Object.keys(data)) if (!byName.has(key)) throw fail.business(`表单没有字段：${key}`);
  const out: Values = {};
  for (const f of fields) {
    const v = data[f.name];
    if (empty(v)) {
      if (f.required && !opts.partial) throw fail.business(`请填写${f.label}`);
      out[f.name] = null;
      continue;
    }
    const options = new Set((f.options ?? []).map((o) => o.value));
    switch (f.type) {
      case 'inputNumber': {
        const n = typeof v === 'number' ? v : Number(String(v).trim());
        if (!Number.isFinite(n)) throw fail.business(`${f.label}必须是数字`);
        if (f.min !== undefined && n < f.min) throw fail.business(`${f.label}不能小于${f.min}`);
        if (f.max !== undefined && n > f.max) throw fail.business(`${f.label}不能大于${f.max}`);
        out[f.name] = n;
        break;
      }
      case 'checkbox': {
        const list = Array.isArray(v) ? v.map(String) : String(v).split(',').filter(Boolean);
        for (const item of list) if (!options.has(item)) throw fail.business(`${f.label}的选项不存在`);
        out[f.name] = list;
        break;
      }
      case 'select':
      case 'radio':
        if (Array.isArray(v) || !options.has(String(v))) throw fail.business(`${f.label}的选项不存在`);
        out[f.name] = String(v);
        break;
      case 'date':
        if (!/^\d{4}-\d{2}-\d{2}$/.test(String(v))) throw fail.business(`${f.label}格式应为YYYY-MM-DD`);
        out[f.name] = String(v);
        break;
      case 'datetime':
        if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(String(v)))
          throw fail.business(`${f.label}格式应为YYYY-MM-DD HH:mm:ss`);
        out[f.name] = String(v);
        break;
      default:
        if (Array.isArray(v)) throw fail.business(`${f.label}格式不正确`);
        if (f.pattern && !matches(f.pattern, String(v).trim()))
          throw fail.business(f.patternMessage || `${f.label}格式不正确`);
        out[f.name] = String(v).trim();
    }
  }
  return out;
}
