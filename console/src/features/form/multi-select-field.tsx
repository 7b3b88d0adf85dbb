// list_multi: a select that stays open while the user ticks several options (no Ctrl-click), the picked labels shown
// in the closed control (as coloured tags when the options have colours: 标签); the value is the list of picked
// option values in the options' order.
import { useState, type KeyboardEvent } from 'react';
import { ColorTag } from '../../ui/color-tag';
import { Popover } from '../../ui/popover';
import { SelectTrigger } from '../dict/select-trigger';

export interface MultiSelectFieldProps {
  options: readonly { value: string; label: string; color?: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  label: string;
  id?: string;
  invalid?: boolean;
}

export function MultiSelectField({ options, value, onChange, label, id, invalid }: MultiSelectFieldProps) {
  const [open, setOpen] = useState(false);
  const picked = new Set(value);
  const toggle = (v: string) => {
    const next = new Set(picked);
    if (next.has(v)) next.delete(v);
    else next.add(v);
    // Options order, not click order, so the stored text does not depend on how it was picked.
    onChange(options.map((o) => o.value).filter((o) => next.has(o)));
  };
  const onKey = (event: KeyboardEvent, v: string) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    toggle(v);
  };
  const chosen = options.filter((o) => picked.has(o.value));
  const text = chosen.map((o) => o.label).join('，');
  const coloured = options.some((o) => o.color);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="start"
      width={280}
      label={label}
      trigger={
        <SelectTrigger id={id} label={label} invalid={invalid} text={text} title={text || undefined}>
          {coloured && chosen.length > 0 ? (
            <span className="flex min-w-0 gap-1 overflow-hidden">
              {chosen.map((o) => (
                <ColorTag key={o.value} color={o.color}>
                  {o.label}
                </ColorTag>
              ))}
            </span>
          ) : undefined}
        </SelectTrigger>
      }
    >
      <ul
        role="listbox"
        aria-label={label}
        aria-multiselectable="true"
        className="max-h-[200px] overflow-auto"
      >
        {options.map((o) => {
          const on = picked.has(o.value);
          return (
            <li
              key={o.value}
              role="option"
              tabIndex={0}
              aria-selected={on}
              onClick={() => toggle(o.value)}
              onKeyDown={(event) => onKey(event, o.value)}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-100"
            >
              <span
                aria-hidden
                className={`flex h-3.5 w-3.5 items-center justify-center rounded-sm border text-[10px] text-white ${
                  on ? 'border-primary bg-primary' : 'border-slate-300 bg-white'
                }`}
              >
                {on ? '✓' : ''}
              </span>
              {o.color ? <ColorTag color={o.color}>{o.label}</ColorTag> : o.label}
            </li>
          );
        })}
      </ul>
      {value.length > 0 && (
        <button
          type="button"
          onClick={() => onChange([])}
          className="mt-2 text-xs text-primary-strong hover:underline"
        >
          清空
        </button>
      )}
    </Popover>
  );
}
