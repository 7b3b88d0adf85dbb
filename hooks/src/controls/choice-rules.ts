// Small value rules of the choice controls: switch mapping, the "other" option, checkbox counts, input pop-up size.
import { maxItems, minItems, type ValidationResult } from '@clinic/sdk/validators';

export interface SwitchOptions {
  /** [on, off]; Y and N by default. */
  options?: readonly [string, string];
}

export function switchToValue(checked: boolean, { options = ['Y', 'N'] }: SwitchOptions = {}): string {
  return checked ? options[0] : options[1];
}

export function switchIsOn(value: unknown, { options = ['Y', 'N'] }: SwitchOptions = {}): boolean {
  return value === options[0] || (options[0] === 'Y' && value === true);
}

/** The multi-select's "other" option: value 99, revealing a free-text input. */
export const OTHER_VALUE = '99';

export function splitMulti(value: string | readonly string[] | null | undefined, delimiter = ','): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return [...value];
  return (value as string).split(delimiter).filter((v) => v !== '');
}

export function joinMulti(values: readonly string[], delimiter = ','): string {
  return values.join(delimiter);
}

export function showsOtherInput(values: readonly string[]): boolean {
  return values.includes(OTHER_VALUE);
}

/** Checkbox groups: minimum and maximum item counts with the validators' messages. */
export function checkCount(
  values: readonly unknown[],
  limits: { min?: number; max?: number },
): ValidationResult {
  if (limits.min !== undefined) {
    const r = minItems(limits.min)(values);
    if (!r.ok) return r;
  }
  if (limits.max !== undefined) return maxItems(limits.max)(values);
  return { ok: true };
}

/** Input pop-up textarea default size (widgets-spec §2). */
export const INPUT_POP_SIZE = { width: 150, height: 200 } as const;
