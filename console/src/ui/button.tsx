// Button in the console's three looks (primary, default, text/link), Ant-Design sized.
import { forwardRef, type ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'default' | 'text' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'small' | 'middle';
  loading?: boolean;
}

const LOOK: Record<ButtonVariant, string> = {
  primary: 'bg-primary-strong text-white hover:bg-primary-deep border border-primary-strong',
  default: 'bg-white text-slate-700 border border-slate-300 hover:text-primary hover:border-primary',
  text: 'text-slate-700 hover:bg-slate-100 border border-transparent',
  danger: 'bg-red-600 text-white hover:bg-red-700 border border-red-600',
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'default',
    size = 'middle',
    loading = false,
    className = '',
    disabled,
    children,
    type,
    ...rest
  },
  ref,
) {
  const sizing = size === 'small' ? 'h-6 px-2 text-xs' : 'h-8 px-3.5 text-sm';
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`inline-flex items-center justify-center gap-1.5 rounded whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 ${sizing} ${LOOK[variant]} ${className}`}
      {...rest}
    >
      {loading && (
        <span
          aria-hidden
          className="h-3 w-3 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {children}
    </button>
  );
});
