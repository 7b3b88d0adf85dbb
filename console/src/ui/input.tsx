// Plain text input with the console's look (for search boxes and inline forms; TextField adds a label and error).
import { forwardRef, type InputHTMLAttributes } from 'react';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { invalid = false, className = '', ...rest },
  ref,
) {
  return (
    <input
      ref={ref}
      aria-invalid={invalid || undefined}
      className={`block h-8 w-full rounded border bg-white px-2.5 text-sm text-slate-900 outline-none transition placeholder:text-slate-400 focus:ring-2 ${
        invalid
          ? 'border-red-500 focus:ring-red-100'
          : 'border-slate-300 focus:border-primary focus:ring-primary/20'
      } ${className}`}
      {...rest}
    />
  );
});
