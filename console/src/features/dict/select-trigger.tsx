// The closed look of the popover-based selects: a button showing the label of the value (or what the select draws
// for it: coloured tags), or 请选择{label}.
import { forwardRef, type ButtonHTMLAttributes } from 'react';

export interface SelectTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  label: string;
  text: string;
  invalid?: boolean | undefined;
  placeholder?: string | undefined;
}

export const SelectTrigger = forwardRef<HTMLButtonElement, SelectTriggerProps>(function SelectTrigger(
  { label, text, invalid, placeholder, className = '', children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      aria-invalid={invalid || undefined}
      className={`flex h-8 w-full items-center truncate rounded border bg-white px-2.5 text-left text-sm ${invalid ? 'border-red-500' : 'border-slate-300'} ${text ? 'text-slate-900' : 'text-slate-400'} ${className}`}
      {...rest}
    >
      {children ?? (text || placeholder || `请选择${label}`)}
    </button>
  );
});
