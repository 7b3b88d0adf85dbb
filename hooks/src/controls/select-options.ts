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

/** Numbers as select options (page sizes, clock parts), labelled by `format`. */
export function numberOptions(
  values: readonly number[],
  format: (n: number) => string = String,
): SelectOption[] {
  return values.map((n) => ({ value: String(n), label: format(n) }));
}
