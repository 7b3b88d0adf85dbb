// Input pop-up: a one-line box that opens a larger textarea (150 by 200 by default) for long text.
import { useState } from 'react';
import { INPUT_POP_SIZE } from '@clinic/hooks';
import { Input } from '../../ui/input';
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
        <Input
          id={id}
          readOnly
          aria-label={label}
          invalid={invalid}
          value={value}
          placeholder={`请输入${label}`}
          className="cursor-pointer"
        />
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
