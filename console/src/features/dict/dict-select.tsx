// Dictionary select: options from the cached dictionary in the console's select (or, for a field that keeps typed
// text, its combobox); the list opens at most 200px high.
import { useMemo } from 'react';
import { DICT_LIMITS } from '@clinic/hooks';
import { ChoiceSelect } from '../../ui/choice-select';
import { useDictItems } from './use-dict-items';

export interface DictSelectProps {
  dictCode: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  id?: string;
  invalid?: boolean;
  /** An empty choice is allowed (query filters, optional fields): a clear button empties it. */
  clearable?: boolean;
  /** Text no item holds is kept as typed (剂量单位 喷). */
  allowInput?: boolean;
  'aria-label'?: string;
}

export function DictSelect({
  dictCode,
  value,
  onChange,
  placeholder = '请选择',
  id,
  invalid,
  clearable = true,
  allowInput = false,
  ...rest
}: DictSelectProps) {
  const { items, error } = useDictItems(dictCode);
  const options = useMemo(
    () => items.map((item) => ({ value: String(item.value), label: item.text })),
    [items],
  );
  return (
    <div>
      <ChoiceSelect
        allowInput={allowInput}
        {...(id ? { id } : {})}
        {...(rest['aria-label'] ? { 'aria-label': rest['aria-label'] } : {})}
        invalid={invalid}
        value={value}
        onChange={onChange}
        options={options}
        {...(allowInput ? {} : { placeholder })}
        clearable={clearable}
        maxHeight={DICT_LIMITS.selectMaxHeight}
      />
      {error && <p className="mt-1 text-xs text-red-600">{error}</p>}
    </div>
  );
}
