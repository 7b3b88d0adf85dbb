// Masked values (脱敏): how a masked field's value reads for a user without the resource's `:unmask` permission
// (110101********1234: an ID card keeps its issuing area and last four, as registries print it; 138****5678), and
// the shape a masked value has, so a save that sends it back unchanged keeps the stored value instead of
// overwriting it.

export const MASK_KINDS = ['mobile', 'idCard', 'name', 'email'] as const;
export type MaskKind = (typeof MASK_KINDS)[number];

interface MaskRule {
  /** Characters kept at the start and at the end; the rest become `*`. */
  keepStart: number;
  keepEnd: number;
  /** Every masked value of this kind matches; no unmasked valid value does (it holds a `*`). */
  shape: RegExp;
}

export const MASK_RULES: Readonly<Record<MaskKind, MaskRule>> = {
  mobile: { keepStart: 3, keepEnd: 4, shape: /^\d{0,3}\*+\d{0,4}$/ },
  idCard: { keepStart: 6, keepEnd: 4, shape: /^\d{0,6}\*+[\dXx]{0,4}$/ },
  name: { keepStart: 1, keepEnd: 0, shape: /^[^*]?\*+$/ },
  email: { keepStart: 1, keepEnd: 0, shape: /^[^*@]?\*+@[^@\s]+$/ },
};

function maskText(text: string, keepStart: number, keepEnd: number): string {
  const chars = [...text];
  // a value too short to keep both ends keeps only its first character
  if (chars.length <= keepStart + keepEnd)
    return chars.length <= 1 ? '*' : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
  const end = keepEnd > 0 ? chars.slice(-keepEnd).join('') : '';
  return `${chars.slice(0, keepStart).join('')}${'*'.repeat(chars.length - keepStart - keepEnd)}${end}`;
}

/** The masked form of a value; empty values stay as they are. */
export function maskValue(kind: MaskKind, value: string): string {
  if (value === '') return value;
  const rule = MASK_RULES[kind];
  if (kind === 'email') {
    const at = value.lastIndexOf('@');
    if (at > 0) return `${maskText(value.slice(0, at), rule.keepStart, 0)}${value.slice(at)}`;
  }
  return maskText(value, rule.keepStart, rule.keepEnd);
}

/** Whether a value has the shape of a masked one of this kind. */
export function isMaskedValue(kind: MaskKind, value: string): boolean {
  return value.includes('*') && MASK_RULES[kind].shape.test(value);
}
