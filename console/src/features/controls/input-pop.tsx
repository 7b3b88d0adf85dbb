// Input pop-up: a one-line box that opens a larger textarea (150 by 200 by default) for long text.
import { useState } from 'react';
import { INPUT_POP_SIZE } from '@clinic/hooks';
import { Popover } from '../../ui/popover';

export function InputPop({
  value,
  onChange,
  label,
  id,
  invalid,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  id?: string;
  invalid?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="start"
      label={label}
      width={INPUT_POP_SIZE.height + 24}
      trigger={
        <button
          id={id}
          type="button"
          aria-label={label}
          aria-invalid={invalid || undefined}
          className={`flex h-8 w-full items-center truncate rounded border bg-white px-2.5 text-left text-sm ${invalid ? 'border-red-500' : 'border-slate-300'} ${value ? 'text-slate-900' : 'text-slate-400'}`}
        >
          {value || `请输入${label}`}
        </button>
      }
    >
      <textarea
        autoFocus
        aria-label={`${label}（展开编辑）`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        style={{ height: INPUT_POP_SIZE.width, width: INPUT_POP_SIZE.height }}
        className="rounded border border-slate-300 p-1.5 text-sm outline-none focus:border-primary"
      />
    </Popover>
  );
}
