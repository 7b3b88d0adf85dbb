// The one result shape every validator returns, and the helpers that build it.

export type ValidationResult = { ok: true } | { ok: false; message: string };

/** A synchronous rule over one value; it never throws for bad input. */
export type Validator<T = unknown> = (value: T) => ValidationResult;

export const OK: ValidationResult = Object.freeze({ ok: true });

export function fail(message: string): ValidationResult {
  return { ok: false, message };
}

/** Empty means "not filled in": format rules let it pass so that `required` alone decides. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Numbers are accepted too, since form libraries hand over numeric inputs as numbers. */
export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Runs rules in order and reports the first failure, the way forms show one message per field. */
export function firstFailure<T>(value: T, rules: readonly Validator<T>[]): ValidationResult {
  for (const rule of rules) {
    const result = rule(value);
    if (!result.ok) return result;
  }
  return OK;
}
