// Dictionary select: options from the cached dictionary; its list opens at most 200px high.
import { useId } from 'react';
import { DICT_LIMITS } from '@clinic/hooks';
import { useDictItems } from './use-dict-items';

export interface DictSelectProps {
  dictCode: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  id?: string;
  invalid?: boolean;
  'aria-label'?: string;
}

export function DictSelect({
  dictCode,
  value,
  onChange,
  placeholder = '请选择',
  id,
  invalid,
  ...rest
}: DictSelectProps) {
  const { items, error } = useDictItems(dictCode);
  const autoId = useId();
  return (
    <div>
      <select
        id={id ?? autoId}
        aria-label={rest['aria-label']}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        // The open list's 200px cap (DICT_LIMITS.selectMaxHeight) is the `dict-select` rule in styles.css.
        data-max-height={DICT_LIMITS.selectMaxHeight}
        className={`dict-select block h-8 w-full rounded border bg-white px-2 text-sm outline-none focus:ring-2 ${invalid ? 'border-red-500' : 'border-slate-300 focus:border-primary'}`}
      >
        <option value="">{placeholder}</option>
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.text}
          </option>
        ))}
      </select>
      {error && <p className="mt-1 text-xs text-red-600">{error}</p>}
    </div>
  );
}
