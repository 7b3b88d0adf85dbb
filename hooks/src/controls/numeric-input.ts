// Numeric and integer input rules on blur: incomplete text → empty, clamp to min/max, round to the precision.
import { t } from '../i18n/translate.js';

export interface NumericRules {
  min?: number;
  max?: number;
  precision?: number;
}

/** While typing: an optional minus, digits and one decimal part (invalid keystrokes are reverted). */
export function isNumericDraft(text: string): boolean {
  return /^-?\d*(\.\d*)?$/.test(text);
}

export function isIntegerDraft(text: string): boolean {
  return /^\d*$/.test(text);
}

/** The value on blur: null for empty, incomplete ("-", "1.", ".") or non-numeric text. */
export function normalizeNumber(
  text: string | number | null | undefined,
  rules: NumericRules = {},
): number | null {
  if (text === null || text === undefined) return null;
  const raw = typeof text === 'number' ? String(text) : text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(raw)) return null;
  let value = Number(raw);
  if (rules.min !== undefined && value < rules.min) value = rules.min;
  if (rules.max !== undefined && value > rules.max) value = rules.max;
  if (rules.precision !== undefined) {
    const factor = 10 ** rules.precision;
    value = Math.round(value * factor) / factor;
  }
  return value;
}

/** Integer input: digits only, min 0 by default, optional max, precision 0. */
export function normalizeInteger(
  text: string | number | null | undefined,
  rules: { min?: number; max?: number } = {},
): number | null {
  return normalizeNumber(text, {
    min: rules.min ?? 0,
    ...(rules.max !== undefined ? { max: rules.max } : {}),
    precision: 0,
  });
}

/**
 * Integer inputs take a decimal point while typing and round on blur (12.7 becomes 13, never 127): the value the
 * typed text will become, shown as a hint, or null when there is nothing to round.
 */
export function integerRoundingHint(text: string, rules: { min?: number; max?: number } = {}): number | null {
  return /\.\d/.test(text) ? normalizeInteger(text, rules) : null;
}

/** What an integer box says while its text holds a decimal part ("只能填写整数，离开时取整为 13"), or null. */
export function integerRoundingNotice(
  text: string,
  rules: { min?: number; max?: number } = {},
): string | null {
  const value = integerRoundingHint(text, rules);
  return value === null ? null : t('input.integerRounds', { value });
}
