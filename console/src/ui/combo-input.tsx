// The console's select that keeps typed text (allowInput): a text box (role combobox) whose list narrows to the
// options containing what is typed; an option is chosen with the mouse or the arrows and Enter, anything else typed
// is kept as it is. Focus never leaves the box, so an editable-table cell stays open while the list is.
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import * as Radix from '@radix-ui/react-popover';
import { selectLabelOf, typedSelectMatches, typedSelectValue, type SelectOption } from '@clinic/hooks';
import { Icon } from './icon';

export interface ComboInputProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string | undefined;
  invalid?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Compact height for table cells. */
  size?: 'sm' | 'md';
  /** The open list's height cap in px (dictionaries: 200). */
  maxHeight?: number;
  className?: string;
  onBlur?: () => void;
}

export function ComboInput({
  value,
  onChange,
  options,
  placeholder = '请选择或输入',
  id,
  invalid = false,
  disabled = false,
  size = 'md',
  maxHeight = 200,
  className = '',
  onBlur,
  ...aria
}: ComboInputProps) {
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  // Radix closes the list on Esc before the box hears the key: the box then keeps that Esc from the page (a table
  // would cancel the cell's edit).
  const escapedList = useRef(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Opened by a click or an arrow, the list offers every option; typing narrows it.
  const [typed, setTyped] = useState(false);
  const text = selectLabelOf(options, value);
  const shown = useMemo(
    () => (typed ? typedSelectMatches(options, text) : [...options]),
    [options, text, typed],
  );
  const optionId = (i: number) => `${listId}-${i}`;

  const show = (next: boolean) => {
    setOpen(next);
    setActive(-1);
    setTyped(false);
  };
  const pick = (option: SelectOption) => {
    onChange(option.value);
    show(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    // Keys the list uses stay here; with the list closed Enter, Esc and the arrows belong to the page (the table).
    if (step !== 0 && (open || event.altKey || step > 0) && shown.length > 0) {
      event.preventDefault();
      event.stopPropagation();
      if (!open) setOpen(true);
      setActive((i) => (i + step + shown.length) % shown.length);
      return;
    }
    if (event.key === 'Escape' && escapedList.current) {
      escapedList.current = false;
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (!open) return;
    if (event.key === 'Enter' && active >= 0 && shown[active]) {
      event.preventDefault();
      event.stopPropagation();
      pick(shown[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      show(false);
    }
  };

  return (
    <Radix.Root open={open && !disabled} onOpenChange={show}>
      <Radix.Anchor asChild>
        <div ref={box} className={`relative min-w-0 ${className}`}>
          <input
            id={id}
            type="text"
            role="combobox"
            aria-label={aria['aria-label']}
            aria-describedby={aria['aria-describedby']}
            aria-invalid={invalid || undefined}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            disabled={disabled}
            placeholder={placeholder}
            value={text}
            onChange={(event) => {
              onChange(typedSelectValue(options, event.target.value));
              setOpen(true);
              setActive(-1);
              setTyped(true);
            }}
            onClick={() => show(!open)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              show(false);
              onBlur?.();
            }}
            className={`block w-full min-w-0 rounded border bg-white pr-6 text-sm text-slate-900 outline-none placeholder:text-slate-500 focus:ring-2 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-400 ${
              size === 'sm' ? 'h-7 px-1.5' : 'h-8 px-2.5'
            } ${
              invalid
                ? 'border-red-500 focus:ring-red-100'
                : 'border-slate-300 hover:border-primary focus:border-primary focus:ring-primary/20'
            }`}
          />
          <Icon
            name="down"
            size={14}
            aria-hidden
            className={`pointer-events-none absolute top-1/2 right-1.5 -translate-y-1/2 text-slate-400 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </div>
      </Radix.Anchor>
      <Radix.Portal>
        <Radix.Content
          align="start"
          sideOffset={4}
          // the box keeps the focus (and the caret) while the list is open
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onEscapeKeyDown={() => (escapedList.current = true)}
          // a press on the box itself is its own click (it toggles the list), not one outside
          onInteractOutside={(event) => {
            if (box.current?.contains(event.target as Node)) event.preventDefault();
          }}
          style={{ maxHeight: `min(${maxHeight}px, var(--radix-popover-content-available-height))` }}
          className="z-50 min-w-[var(--radix-popover-trigger-width)] max-w-[min(90vw,28rem)] overflow-auto rounded-md bg-white p-1 text-sm shadow-lg ring-1 ring-slate-200"
        >
          <ul id={listId} role="listbox" aria-label={`${aria['aria-label'] ?? ''}选项`}>
            {shown.length === 0 && (
              <li className="px-2.5 py-1.5 text-slate-500">无匹配项，将保存输入的内容</li>
            )}
            {shown.map((option, i) => (
              <li
                key={option.value}
                id={optionId(i)}
                role="option"
                aria-selected={option.value === value}
                // chosen on press, before the box would lose the focus
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(option);
                }}
                onMouseEnter={() => setActive(i)}
                className={`relative flex cursor-pointer items-center rounded py-1.5 pr-2.5 pl-6 text-slate-800 select-none ${
                  i === active ? 'bg-primary-soft' : ''
                } ${option.value === value ? 'font-medium text-primary-strong' : ''}`}
              >
                {option.value === value && (
                  <span className="absolute left-1.5 text-xs" aria-hidden>
                    ✓
                  </span>
                )}
                {option.label}
              </li>
            ))}
          </ul>
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
