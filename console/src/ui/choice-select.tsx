// A choice among options: the console's select, or, where typed text is kept too (allowInput), its combobox.
import type { SelectProps } from './select';
import { Select } from './select';
import { ComboInput } from './combo-input';

export interface ChoiceSelectProps extends Omit<SelectProps, 'onBlur' | 'label' | 'name'> {
  /** Text no option holds is kept as typed (剂量单位 喷). */
  allowInput?: boolean | undefined;
  onBlur?: () => void;
}

export function ChoiceSelect({
  allowInput = false,
  clearable,
  placeholder,
  onBlur,
  ...shared
}: ChoiceSelectProps) {
  const optional = {
    ...(placeholder !== undefined ? { placeholder } : {}),
    ...(onBlur ? { onBlur } : {}),
  };
  return allowInput ? (
    <ComboInput {...shared} {...optional} />
  ) : (
    <Select {...shared} {...optional} {...(clearable !== undefined ? { clearable } : {})} />
  );
}
