// 插入表格: the toolbar's table size picker.
import { useState } from 'react';
import { Popover } from '../../ui/popover';
import { Glyph } from './toolbar-icons';
import { BUTTON, returnFocus } from './toolbar-buttons';
export function TableInserter({
  disabled,
  onInsert,
  onReturn,
}: {
  disabled: boolean;
  onInsert: (rows: number, columns: number) => void;
  onReturn: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState(3);
  const [columns, setColumns] = useState(3);
  const clamp = (n: number) => Math.min(20, Math.max(1, Math.round(n) || 1));
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="start"
      width={200}
      label="插入表格"
      onCloseAutoFocus={(event) => returnFocus(event, onReturn)}
      trigger={
        <button
          type="button"
          aria-label="插入表格"
          title="插入表格"
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          className={BUTTON}
        >
          <Glyph name="table" />
        </button>
      }
    >
      <div className="grid grid-cols-[auto_1fr] items-center gap-2 text-xs text-slate-600">
        <label htmlFor="rich-text-rows">行数</label>
        <input
          id="rich-text-rows"
          type="number"
          min={1}
          max={20}
          value={rows}
          onChange={(event) => setRows(clamp(Number(event.target.value)))}
          className="h-7 rounded border border-slate-300 px-2 text-sm"
        />
        <label htmlFor="rich-text-columns">列数</label>
        <input
          id="rich-text-columns"
          type="number"
          min={1}
          max={20}
          value={columns}
          onChange={(event) => setColumns(clamp(Number(event.target.value)))}
          className="h-7 rounded border border-slate-300 px-2 text-sm"
        />
      </div>
      <button
        type="button"
        className="mt-2 w-full rounded bg-primary-strong py-1 text-xs text-white"
        onClick={() => {
          onInsert(rows, columns);
          setOpen(false);
          onReturn();
        }}
      >
        插入
      </button>
    </Popover>
  );
}
