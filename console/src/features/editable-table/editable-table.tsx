// The editable table over the hooks' model: 新增 / 批量删除 / 撤销, a keyboard grid (arrows, Enter or F2 to edit, Esc to
// cancel, Tab, Delete, Ctrl+Z, typing opens the cell), spreadsheet paste, click a cell to edit it (a mouse-up outside
// the table ends the edit), rows dragged by their handle (or moved with the arrow keys on it), each cell's first
// failing message written under it, and a 合计 row for the statistics columns. Rows re-render one at a time, and
// only the rows in view (plus a few) are in the page: 1,000 rows stay as quick to type in as ten.
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  DEFAULT_MAX_HEIGHT,
  ROW_HEIGHT,
  cellTypeOf,
  isGridText,
  isTypedCell,
  useModelState,
  useEditableTableButtons,
  type EditableCellType,
  type EditableColumn,
  type EditableTableModel,
} from '@clinic/hooks';
import { Button } from '../../ui/button';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { EditableTableRow } from './editable-table-row';
import { countRender } from './render-count';
import { TotalsRow } from './totals-row';

export interface EditableTableProps {
  model: EditableTableModel;
  columns?: readonly EditableColumn[];
  label: string;
  alwaysEdit?: boolean;
  dragSort?: boolean;
  statistics?: boolean;
  /** Permission exclusions (widgets-spec 6): 'add' and 'batch_delete' hide their buttons. */
  disabledActions?: readonly string[];
  /** Permission prefix: the codes under it the user lacks (`<authPre>:add`, `<authPre>:batch_delete`) join the exclusions. */
  authPre?: string;
  /** The scrolling body's height limit in px (widgets-spec 9: 400). */
  maxHeight?: number;
}

export function EditableTable({
  model,
  columns = model.columns,
  label,
  alwaysEdit = false,
  dragSort = false,
  statistics = false,
  disabledActions = [],
  authPre,
  maxHeight = DEFAULT_MAX_HEIGHT,
}: EditableTableProps) {
  countRender('table');
  const buttons = useEditableTableButtons(authPre);
  const { rowKeys, selected, editing, active, canUndo } = useModelState(model);
  const root = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rowKeys.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rowKeys[index] ?? index,
    // Few rows beyond the view: every mounted row is painted and layerized on each keystroke's frame (a trace at
    // 1,000 rows with 6 spare rows spent twice the paint + layerize of the 10-row dialog).
    overscan: 2,
  });
  const activeIndex = active ? rowKeys.indexOf(active.rowKey) : -1;
  // The keyboard may move to a row out of view: bring it in, so its cell mounts and takes the focus.
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);
  const selectedSet = new Set(selected);
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const [dragFrom, setDragFrom] = useState<number | null>(null);

  useNoticeToasts(model);

  // 新增 hands the keyboard to the new row's first cell (a typed one opens itself; a picker cell is selected).
  // A 新增 refused as too fast leaves the keyboard on the row just added.
  const focusAdded = useRef(false);
  const focusActive = () => {
    const { active: at, editing } = model.getSnapshot();
    const td =
      at && root.current?.querySelector<HTMLElement>(`[data-cell="${rowKeys.indexOf(at.rowKey)}:${at.key}"]`);
    if (!at || !td || td.contains(document.activeElement)) return;
    // an open cell takes the keys in its box, a selected one on the cell itself
    const open = editing?.rowKey === at.rowKey && editing.key === at.key;
    (open ? (td.querySelector<HTMLElement>('input, select, textarea') ?? td) : td).focus();
  };
  useEffect(() => {
    if (!focusAdded.current || !active) return;
    focusAdded.current = false;
    focusActive();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, activeIndex]);

  // A mouse-up anywhere outside the table (and outside its popups, which Radix portals mark) ends the edit.
  useEffect(() => {
    if (alwaysEdit) return;
    const onMouseUp = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!target || root.current?.contains(target) || target.closest('[data-radix-popper-content-wrapper]'))
        return;
      model.endEdit();
    };
    document.addEventListener('mouseup', onMouseUp);
    return () => document.removeEventListener('mouseup', onMouseUp);
  }, [alwaysEdit, model]);

  const allSelected = rowKeys.length > 0 && selected.length === rowKeys.length;
  const lead = (dragSort ? 1 : 0) + 2;

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    // Keys typed in a picker's dialog reach here through the React tree (portals bubble): not the grid's.
    if (!event.currentTarget.contains(target) || target.closest('[data-row-tool]')) return;
    // Keys an input method is composing with (Enter picks a candidate, Esc drops it) are its own, not the grid's.
    if (event.nativeEvent.isComposing || event.key === 'Process') return;
    // Enter or Space on a cell's 选择 button or file chooser opens it.
    if ((event.key === 'Enter' || event.key === ' ') && (target.tagName === 'BUTTON' || isFileInput(target)))
      return;
    const ctrl = event.ctrlKey || event.metaKey;
    const used = model.keyDown({ key: event.key, shift: event.shiftKey, ctrl });
    if (used) {
      event.preventDefault();
      return;
    }
    // Typing on a selected cell opens it with that character, as a spreadsheet does.
    const { active, editing: open } = model.getSnapshot();
    const column = active && columns.find((c) => c.key === active.key);
    if (!open && column && isTypedCell(column) && event.key.length === 1 && !ctrl && !event.altKey) {
      event.preventDefault();
      model.startEdit(undefined, event.key);
    }
  };

  const onPaste = (event: ClipboardEvent) => {
    if (!event.currentTarget.contains(event.target as Node)) return;
    const text = event.clipboardData.getData('text/plain');
    // Inside an open cell a plain piece of text is typed; a block of cells goes to the grid.
    if (model.getSnapshot().editing && !isGridText(text)) return;
    if (!text) return;
    event.preventDefault();
    model.paste(text);
  };

  return (
    <div ref={root} className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {buttons.add && !disabledActions.includes('add') && (
          <Button
            variant="primary"
            onClick={() => {
              if (model.add()) focusAdded.current = true;
              else focusActive();
            }}
          >
            <span aria-hidden>＋</span>新增
          </Button>
        )}
        {buttons.batchDelete && !disabledActions.includes('batch_delete') && (
          <Button onClick={() => model.removeSelected()}>批量删除</Button>
        )}
        {/* A table with no editable column (a platform dictionary) is only read: nothing to undo or type. */}
        {columns.some((column) => !column.disabled) && (
          <>
            <Button onClick={() => model.undo()} disabled={!canUndo} title="撤销上一次修改 (Ctrl+Z)">
              撤销
            </Button>
            <span className="self-center text-xs text-slate-400">
              方向键移动，Enter / F2 编辑，Esc 取消，可从表格软件粘贴
            </span>
          </>
        )}
      </div>
      <div
        ref={scrollRef}
        data-testid="editable-table-scroll"
        className="overflow-auto rounded border border-slate-200"
        // No scroll anchoring: the browser would chase the padding rows the virtualizer resizes as it scrolls.
        style={{ maxHeight, overflowAnchor: 'none' }}
      >
        <table
          role="grid"
          aria-label={label}
          aria-rowcount={rowKeys.length + 1}
          className="w-full table-fixed border-collapse text-sm"
          style={{ minWidth: LEAD_WIDTH * lead + columns.reduce((sum, c) => sum + widthOf(c), 0) }}
          onKeyDown={alwaysEdit ? undefined : onKeyDown}
          onPaste={onPaste}
        >
          <thead className="sticky top-0 z-10">
            <tr className="bg-slate-50 text-left text-slate-700">
              {dragSort && <th className="w-10 border-b border-slate-200" aria-label="排序" />}
              <th className="w-10 border-b border-slate-200 px-2">
                <input
                  type="checkbox"
                  aria-label="全选"
                  checked={allSelected}
                  onChange={(event) => model.toggleAll(event.target.checked)}
                />
              </th>
              <th className="w-10 border-b border-slate-200 px-1 text-center font-medium text-slate-500">
                #
              </th>
              {columns.map((column) => (
                <th
                  key={column.key}
                  className="whitespace-nowrap border-b border-l border-slate-200 px-2 py-1.5 font-medium"
                  style={{ width: widthOf(column) }}
                >
                  {(column.required || column.validateRules?.some((r) => r.required)) && (
                    <span className="mr-0.5 text-red-500">*</span>
                  )}
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rowKeys.length === 0 && (
              <tr>
                <td colSpan={columns.length + lead} className="py-6 text-center text-slate-400">
                  暂无数据
                </td>
              </tr>
            )}
            {padTop > 0 && (
              <tr aria-hidden style={{ height: padTop }}>
                <td colSpan={columns.length + lead} />
              </tr>
            )}
            {items.map((item) => {
              const rowKey = rowKeys[item.index]!;
              return (
                <EditableTableRow
                  key={rowKey}
                  measure={virtualizer.measureElement}
                  model={model}
                  columns={columns}
                  rowKey={rowKey}
                  index={item.index}
                  count={rowKeys.length}
                  selected={selectedSet.has(rowKey)}
                  editingKey={editing?.rowKey === rowKey ? editing.key : null}
                  entry={active === null && !alwaysEdit && item.index === 0}
                  alwaysEdit={alwaysEdit}
                  dragSort={dragSort}
                  dragging={dragFrom === item.index}
                  onDragFrom={setDragFrom}
                  dragFrom={dragFrom}
                />
              );
            })}
            {padBottom > 0 && (
              <tr aria-hidden style={{ height: padBottom }}>
                <td colSpan={columns.length + lead} />
              </tr>
            )}
          </tbody>
          {statistics && rowKeys.length > 0 && <TotalsRow model={model} columns={columns} lead={lead} />}
        </table>
      </div>
    </div>
  );
}

/** Width of the drag, select and # columns. */
const LEAD_WIDTH = 40;
/** widgets-spec 9: datetime 200px, user picker 220px, department 160px; the rest sized for their control. */
const TYPE_WIDTH: Record<EditableCellType, number> = {
  input: 140,
  text: 140,
  number: 100,
  color: 150,
  select: 130,
  checkbox: 80,
  date: 150,
  datetime: 200,
  time: 120,
  sel_user: 220,
  sel_depart: 220,
  upload: 200,
  file: 200,
  image: 200,
  popup: 200,
};
const widthOf = (column: EditableColumn) => column.width ?? TYPE_WIDTH[cellTypeOf(column)];

const isFileInput = (el: HTMLElement) => el instanceof HTMLInputElement && el.type === 'file';
