// A native select with the console's look, fed with option lists (dictionary items, rules, fields).
import type { SelectHTMLAttributes } from 'react';

export const SELECT_CLASS =
  'block h-8 w-full rounded border border-slate-300 bg-white px-2 text-sm text-slate-900 outline-none focus:border-primary focus:ring-2 focus:ring-primary/20';

export interface NativeSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value'
> {
  value: string;
  options: readonly { value: string; label: string }[];
  onValue: (value: string) => void;
  /** The empty first entry's text; none when omitted. */
  placeholder?: string;
}

export function NativeSelect({
  value,
  options,
  onValue,
  placeholder,
  className = '',
  ...rest
}: NativeSelectProps) {
  return (
    <select
      {...rest}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      className={`${SELECT_CLASS} ${className}`}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
