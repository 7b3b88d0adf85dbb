// 文字颜色: the toolbar's colour swatches.
import { useState } from 'react';
import { Popover } from '../../ui/popover';
import { TEXT_COLORS } from './rich-text-theme';
import { BUTTON, returnFocus } from './toolbar-buttons';
export function ColorPicker({
  color,
  disabled,
  onPick,
  onReturn,
}: {
  color: string;
  disabled: boolean;
  onPick: (color: string | null) => void;
  /** Puts the focus back in the text, on the selection the colour went to. */
  onReturn: () => void;
}) {
  const [open, setOpen] = useState(false);
  const pick = (value: string | null) => {
    onPick(value);
    setOpen(false);
    onReturn();
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="start"
      label="文字颜色"
      onCloseAutoFocus={(event) => returnFocus(event, onReturn)}
      trigger={
        <button
          type="button"
          aria-label="文字颜色"
          title="文字颜色"
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          className={BUTTON}
        >
          <span className="flex flex-col items-center leading-none">
            <span className="text-sm">A</span>
            <span className="mt-0.5 h-1 w-4 rounded-sm" style={{ background: color || '#000000' }} />
          </span>
        </button>
      }
    >
      <div className="grid grid-cols-4 gap-1.5" role="group" aria-label="颜色">
        {TEXT_COLORS.map((c) => (
          <button
            key={c.value}
            type="button"
            aria-label={c.name}
            title={c.name}
            aria-pressed={color === c.value}
            onClick={() => pick(c.value)}
            className="h-6 w-6 rounded border border-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40"
            style={{ background: c.value }}
          />
        ))}
      </div>
      <button
        type="button"
        onClick={() => pick(null)}
        className="mt-2 w-full rounded border border-slate-200 py-0.5 text-xs text-slate-600 hover:bg-slate-50"
      >
        默认颜色
      </button>
    </Popover>
  );
}
