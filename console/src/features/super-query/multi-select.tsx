// A compact multi-select (checkbox list in a popover) for `in` rules and list_multi fields; values stay an array.
import * as Radix from '@radix-ui/react-popover';
import type { LabelledOption } from '../dict/use-dict-options';

export interface MultiSelectProps {
  value: readonly string[];
  options: readonly LabelledOption[];
  onChange: (value: string[]) => void;
  label: string;
  placeholder?: string;
}

export function MultiSelect({ value, options, onChange, label, placeholder = '请选择' }: MultiSelectProps) {
  const chosen = new Set(value);
  const text = options
    .filter((option) => chosen.has(option.value))
    .map((option) => option.label)
    .join('，');
  const toggle = (key: string) =>
    onChange(chosen.has(key) ? value.filter((v) => v !== key) : [...value, key]);
  return (
    <Radix.Root>
      <Radix.Trigger
        aria-label={label}
        className="flex h-8 w-full items-center justify-between rounded border border-slate-300 bg-white px-2.5 text-left text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
      >
        <span className={`truncate ${text ? 'text-slate-900' : 'text-slate-400'}`}>
          {text || placeholder}
        </span>
        <span aria-hidden className="ml-1 text-slate-400">
          ▾
        </span>
      </Radix.Trigger>
      <Radix.Portal>
        <Radix.Content
          align="start"
          sideOffset={4}
          className="z-[70] max-h-[200px] min-w-[var(--radix-popover-trigger-width)] overflow-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200"
        >
          {options.length === 0 && <div className="px-3 py-1.5 text-slate-400">暂无数据</div>}
          {options.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-2 px-3 py-1.5 hover:bg-primary-soft"
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-primary"
                checked={chosen.has(option.value)}
                onChange={() => toggle(option.value)}
              />
              {option.label}
            </label>
          ))}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
