// One field's rules from its schema: required, length, count, range and the named formats of @clinic/sdk/validators.
import {
  formatProblem,
  isEmptyValue,
  maxItems,
  maxLength,
  minItems,
  minLength,
  validateBankCard,
  validateEmail,
  validateHttpUrl,
  validateIdCard,
  validateLandline,
  validateMobile,
  validateNaturalNumber,
  validateQQ,
  validateUsername,
  type ValidationResult,
} from '@clinic/sdk/validators';
import { placeholderSegments } from '../controls/template-textarea.js';
import { isFieldVisible, type FormField, type FormatRule } from './form-schema.js';

const FORMATS: Record<FormatRule, (value: unknown) => ValidationResult> = {
  mobile: (v) => validateMobile(v),
  mobileLoose: (v) => validateMobile(v, { loose: true }),
  email: validateEmail,
  idCard: (v) => validateIdCard(v),
  username: validateUsername,
  url: validateHttpUrl,
  qq: validateQQ,
  naturalNumber: validateNaturalNumber,
  landline: validateLandline,
  bankCard: validateBankCard,
  phone: (v) => {
    const problem = formatProblem('phone', String(v).trim());
    return problem ? { ok: false, message: problem } : { ok: true };
  },
  color: (v) => {
    const problem = formatProblem('color', String(v).trim());
    return problem ? { ok: false, message: problem } : { ok: true };
  },
};

const OK: ValidationResult = { ok: true };

/** The whole text against a definition's pattern; one that does not compile checks nothing (the server agrees). */
function matchesPattern(source: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${source})$`, 'u').test(value);
  } catch {
    return true;
  }
}

export function requiredMessage(field: FormField): string {
  const verb = ['input', 'normal', 'inputNumber', 'input_pop', 'textarea', 'hidden'].includes(field.type)
    ? '请输入'
    : '请选择';
  return `${verb}${field.label}!`;
}

export function validateFormField(field: FormField, value: unknown): ValidationResult {
  if (field.type === 'slot') return OK;
  if (isEmptyValue(value)) return field.required ? { ok: false, message: requiredMessage(field) } : OK;
  if (field.maskedValue !== undefined && value === field.maskedValue) return OK;
  if (Array.isArray(value)) {
    if (field.minItems !== undefined) {
      const r = minItems(field.minItems)(value);
      if (!r.ok) return r;
    }
    if (field.maxItems !== undefined) return maxItems(field.maxItems)(value);
    return OK;
  }
  if (field.type === 'inputNumber') {
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n)) return { ok: false, message: `${field.label}必须是数字` };
    if (field.min !== undefined && n < field.min)
      return { ok: false, message: `${field.label}不能小于${field.min}` };
    if (field.max !== undefined && n > field.max)
      return { ok: false, message: `${field.label}不能大于${field.max}` };
    return OK;
  }
  if (field.minLength !== undefined) {
    const r = minLength(field.minLength)(value);
    if (!r.ok) return r;
  }
  if (field.maxLength !== undefined) {
    const r = maxLength(field.maxLength)(value);
    if (!r.ok) return r;
  }
  if (field.pattern && !matchesPattern(field.pattern.source, String(value).trim()))
    return { ok: false, message: field.pattern.message };
  const unfilled = field.templates?.length ? placeholderSegments(String(value))[0] : undefined;
  if (unfilled) {
    const segment = String(value).slice(unfilled.start, unfilled.end);
    return { ok: false, message: `请填写模板中的${segment}` };
  }
  for (const rule of field.rules ?? []) {
    const r = FORMATS[rule](value);
    if (!r.ok) return r;
  }
  return OK;
}

/** Every field's first failure, keyed by name; empty when the form is valid. */
export function validateForm(
  fields: readonly FormField[],
  values: Record<string, unknown>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!isFieldVisible(field, values)) continue;
    const r = validateFormField(field, values[field.name]);
    if (!r.ok) errors[field.name] = r.message;
  }
  return errors;
}
