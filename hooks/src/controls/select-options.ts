// What the console's select shows for a value: the option's label, or the stored value itself when no option has
// it (so data outside the list is never hidden).

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** The matching option's label (an entry for '' such as 全部 included); otherwise the value as stored ('' stays ''). */
export function selectLabelOf(options: readonly SelectOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/**
 * A select that keeps typed text (allowInput, 剂量单位 喷): the value of the option the text names (its label or its
 * value), otherwise the text as typed.
 */
export function typedSelectValue(options: readonly SelectOption[], text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return options.find((o) => o.label === trimmed || o.value === trimmed)?.value ?? text;
}

/**
 * The options offered under a typed text: every one while the text is empty or is exactly a chosen option's label
 * (the list opened on a chosen value shows the others too), else those whose label contains the text, ignoring case.
 */
export function typedSelectMatches(options: readonly SelectOption[], text: string): SelectOption[] {
  const needle = text.trim().toLowerCase();
  if (needle === '' || options.some((o) => o.label.toLowerCase() === needle)) return [...options];
  return options.filter((o) => o.label.toLowerCase().includes(needle));
}

/** Numbers as select options (page sizes, clock parts), labelled by `format`. */
export function numberOptions(
  values: readonly number[],
  format: (n: number) => string = String,
): SelectOption[] {
  return values.map((n) => ({ value: String(n), label: format(n) }));
}
