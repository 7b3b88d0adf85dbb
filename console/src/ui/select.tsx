// The console's one select (Radix): a styled trigger (role combobox) opening a listbox, driven by the keyboard
// (Enter, Space or the arrows open it, letters jump to an entry, Esc closes), 请选择 when empty, and, where an empty
// choice is allowed, a clear button (or Delete/Backspace on the closed select).
import { forwardRef, useId, useRef, type FocusEventHandler, type KeyboardEvent } from 'react';
import * as Radix from '@radix-ui/react-select';
import { selectLabelOf, type SelectOption } from '@clinic/hooks';
import { Icon } from './icon';

export type { SelectOption } from '@clinic/hooks';

/** Radix's stand-in for an entry whose value is '' (Radix reserves '' for the placeholder). */
const EMPTY = '\u0000empty';

export interface SelectProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** An empty choice is allowed: a clear button (and Delete/Backspace) empties the value. */
  clearable?: boolean;
  /** A visible label above the select. */
  label?: string;
  /** What the select is called when a <label> elsewhere names it (its clear button reads 清除{name}). */
  name?: string;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string | undefined;
  invalid?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Classes of the outer box (width, margins). */
  className?: string;
  /** Compact height for table cells and toolbars. */
  size?: 'sm' | 'md';
  /** The open list's height cap in px (dictionary selects: 200). */
  maxHeight?: number;
  onBlur?: FocusEventHandler<HTMLButtonElement>;
}

export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    value,
    onChange,
    options,
    placeholder = '请选择',
    clearable = false,
    label,
    name: givenName,
    id,
    invalid = false,
    disabled = false,
    className = '',
    size = 'md',
    maxHeight = 300,
    onBlur,
    ...aria
  },
  ref,
) {
  const autoId = useId();
  // Opening the list moves the focus into it: that is no blur of the select (validation waits for the choice).
  const open = useRef(false);
  const selectId = id ?? autoId;
  const name = givenName ?? aria['aria-label'] ?? label;
  // Radix keeps '' for "nothing chosen": an entry for the empty value (全部) goes through a stand-in of its own.
  const hasEmpty = options.some((option) => option.value === '');
  const inner = (v: string) => (v === '' && hasEmpty ? EMPTY : v);
  const outer = (v: string) => (v === EMPTY ? '' : v);
  const canClear = clearable && value !== '' && !disabled;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (canClear && (event.key === 'Delete' || event.key === 'Backspace')) {
      event.preventDefault();
      onChange('');
    }
  };

  return (
    <div className={`min-w-0 ${className}`}>
      {label && (
        <label htmlFor={selectId} className="mb-1.5 block text-sm text-slate-700">
          {label}
        </label>
      )}
      <div className="relative">
        <Radix.Root
          value={inner(value)}
          onValueChange={(v) => onChange(outer(v))}
          onOpenChange={(next) => (open.current = next)}
          disabled={disabled}
        >
          <Radix.Trigger
            ref={ref}
            id={selectId}
            aria-label={aria['aria-label']}
            aria-describedby={aria['aria-describedby']}
            aria-invalid={invalid || undefined}
            onKeyDown={onKeyDown}
            onBlur={(event) => {
              if (!open.current) onBlur?.(event);
            }}
            className={`group flex w-full min-w-0 items-center justify-between gap-1 rounded border bg-white text-left text-sm text-slate-900 outline-none focus:ring-2 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-400 data-[placeholder]:text-slate-500 ${
              size === 'sm' ? 'h-7 px-1.5' : 'h-8 px-2.5'
            } ${canClear ? 'pr-12' : ''} ${
              invalid
                ? 'border-red-500 focus:ring-red-100'
                : 'border-slate-300 hover:border-primary focus:border-primary focus:ring-primary/20'
            }`}
          >
            <span className="min-w-0 truncate">
              <Radix.Value placeholder={placeholder}>{selectLabelOf(options, value)}</Radix.Value>
            </span>
            <Radix.Icon asChild>
              <Icon
                name="down"
                size={14}
                aria-hidden
                className="shrink-0 text-slate-400 transition-transform group-data-[state=open]:rotate-180"
              />
            </Radix.Icon>
          </Radix.Trigger>
          <Radix.Portal>
            <Radix.Content
              position="popper"
              sideOffset={4}
              align="start"
              style={{ maxHeight: `min(${maxHeight}px, var(--radix-select-content-available-height))` }}
              className="z-50 min-w-[var(--radix-select-trigger-width)] max-w-[min(90vw,28rem)] overflow-hidden rounded-md bg-white text-sm shadow-lg ring-1 ring-slate-200"
            >
              <Radix.Viewport className="p-1">
                {options.length === 0 && <div className="px-2.5 py-1.5 text-slate-500">暂无数据</div>}
                {options.map((option) => (
                  <Radix.Item
                    key={option.value}
                    value={inner(option.value)}
                    disabled={option.disabled}
                    className="relative flex cursor-pointer items-center rounded py-1.5 pr-2.5 pl-6 text-slate-800 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-300 data-[highlighted]:bg-primary-soft data-[state=checked]:font-medium data-[state=checked]:text-primary-strong"
                  >
                    <Radix.ItemIndicator className="absolute left-1.5 text-xs" aria-hidden>
                      ✓
                    </Radix.ItemIndicator>
                    <Radix.ItemText>{option.label}</Radix.ItemText>
                  </Radix.Item>
                ))}
              </Radix.Viewport>
            </Radix.Content>
          </Radix.Portal>
        </Radix.Root>
        {canClear && (
          <button
            type="button"
            aria-label={name ? `清除${name}` : '清除'}
            tabIndex={-1}
            onClick={() => onChange('')}
            className="absolute top-1/2 right-6 flex size-5 -translate-y-1/2 items-center justify-center rounded-full text-xs text-slate-400 hover:bg-slate-100 hover:text-slate-700"
          >
            ✕
          </button>
        )}
      </div>
    </div>
  );
});
