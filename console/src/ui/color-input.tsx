// A colour input (editable-table cells and form fields): the #RRGGBB text typed in place, and swatches beside it.
import { useState } from 'react';
import { Popover } from './popover';
import { TAG_COLORS } from './color-tag';

export function ColorInput({
  label,
  value,
  invalid,
  disabled,
  placeholder,
  onChange,
  onBlur,
  className,
}: {
  label: string;
  value: string;
  invalid: boolean;
  disabled: boolean | undefined;
  placeholder: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  className: string;
}) {
  const [open, setOpen] = useState(false);
  const shown = /^#[0-9A-Fa-f]{3,8}$/.test(value) ? value : 'transparent';
  return (
    <div className="flex items-center gap-1">
      <Popover
        open={open}
        onOpenChange={setOpen}
        align="start"
        label={`${label} 选择颜色`}
        trigger={
          <button
            type="button"
            aria-label={`${label} 选择颜色`}
            title="选择颜色"
            disabled={disabled}
            className="size-6 shrink-0 rounded border border-slate-300 bg-[length:8px_8px] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40"
            style={{
              backgroundColor: shown,
              backgroundImage:
                shown === 'transparent'
                  ? 'linear-gradient(45deg,#e2e8f0 25%,transparent 25%,transparent 75%,#e2e8f0 75%)'
                  : undefined,
            }}
          />
        }
      >
        <div className="grid grid-cols-5 gap-1.5" role="group" aria-label="颜色">
          {TAG_COLORS.map((c) => (
            <button
              key={c.value}
              type="button"
              aria-label={c.name}
              title={`${c.name} ${c.value}`}
              aria-pressed={value.toUpperCase() === c.value}
              onClick={() => {
                onChange(c.value);
                setOpen(false);
              }}
              className="size-6 rounded border border-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40"
              style={{ background: c.value }}
            />
          ))}
        </div>
        <button
          type="button"
          onClick={() => {
            onChange('');
            setOpen(false);
          }}
          className="mt-2 w-full rounded border border-slate-200 py-0.5 text-xs text-slate-600 hover:bg-slate-50"
        >
          无颜色
        </button>
      </Popover>
      <input
        aria-label={label}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        type="text"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className={className}
      />
    </div>
  );
}
