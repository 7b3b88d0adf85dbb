// The editable table over the hooks' model: 新增 / 批量删除 / 撤销, a keyboard grid (arrows, Enter or F2 to edit, Esc to
// cancel, Tab, Delete, Ctrl+Z, typing opens the cell), spreadsheet paste, click a cell to edit it (a mouse-up outside
// the table ends the edit), rows dragged by their handle (or moved with the arrow keys on it), each cell's first
// failing message written under it, and a 合计 row for the statistics columns. Rows re-render one at a time, and
// only the rows in view (plus a few) are in the page: 1,000 rows stay as quick to type in as ten.
import {
  memo,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  DEFAULT_MAX_HEIGHT,
  ROW_HEIGHT,
  cellTypeOf,
  isGridText,
  isTypedCell,
  useEditableData,
  useEditableRow,
  useEditableTable,
  useEditableTableButtons,
  type EditableCellType,
  type EditableColumn,
  type EditableTableModel,
} from '@clinic/hooks';
import { Button } from '../../ui/button';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { EditableCell } from './editable-cell';
import { countRender } from './render-count';

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
  const { rowKeys, selected, editing, active, canUndo } = useEditableTable(model);
  const root = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rowKeys.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rowKeys[index] ?? index,
    overscan: 6,
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
          <Button variant="primary" onClick={() => model.add()}>
            <span aria-hidden>＋</span>新增
          </Button>
        )}
        {buttons.batchDelete && !disabledActions.includes('batch_delete') && (
          <Button onClick={() => model.removeSelected()}>批量删除</Button>
        )}
        <Button onClick={() => model.undo()} disabled={!canUndo} title="撤销上一次修改 (Ctrl+Z)">
          撤销
        </Button>
        <span className="self-center text-xs text-slate-400">
          方向键移动，Enter / F2 编辑，Esc 取消，可从表格软件粘贴
        </span>
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
  select: 130,
  checkbox: 80,
  date: 150,
  datetime: 200,
  time: 120,
  sel_user: 220,
  sel_depart: 160,
  upload: 160,
  file: 160,
  image: 200,
  popup: 200,
};
const widthOf = (column: EditableColumn) => column.width ?? TYPE_WIDTH[cellTypeOf(column)];

const dictTextOf = (row: Readonly<Record<string, unknown>>, key: string) => {
  const text = row[`${key}_dictText`];
  return typeof text === 'string' && text ? text : undefined;
};

const isFileInput = (el: HTMLElement) => el instanceof HTMLInputElement && el.type === 'file';

function TotalsRow({
  model,
  columns,
  lead,
}: {
  model: EditableTableModel;
  columns: readonly EditableColumn[];
  lead: number;
}) {
  const totals = useEditableData(model);
  return (
    <tfoot>
      <tr className="bg-slate-50 font-medium">
        <td colSpan={lead} className="border-t border-slate-200 px-2 py-1.5">
          合计
        </td>
        {columns.map((column) => (
          <td
            key={column.key}
            className="border-l border-t border-slate-200 px-2 py-1.5"
            data-testid={`total-${column.key}`}
          >
            {column.statistics || column.sum ? formatTotal(totals[column.key] ?? 0) : ''}
          </td>
        ))}
      </tr>
    </tfoot>
  );
}

/** Sums of decimals keep at most two places (0.1 + 0.2 shows 0.3). */
function formatTotal(n: number): string {
  return String(Math.round(n * 100) / 100);
}

interface RowProps {
  /** The virtualizer measures each row (a message under a cell makes it taller). */
  measure: (element: Element | null) => void;
  model: EditableTableModel;
  columns: readonly EditableColumn[];
  rowKey: string;
  index: number;
  count: number;
  selected: boolean;
  editingKey: string | null;
  alwaysEdit: boolean;
  dragSort: boolean;
  dragging: boolean;
  dragFrom: number | null;
  onDragFrom: (index: number | null) => void;
}

const EditableTableRow = memo(function EditableTableRow({
  measure,
  model,
  columns,
  rowKey,
  index,
  count,
  selected,
  editingKey,
  alwaysEdit,
  dragSort,
  dragging,
  dragFrom,
  onDragFrom,
}: RowProps) {
  countRender('row');
  const state = useEditableRow(model, rowKey);
  const active = useActiveKey(model, rowKey);
  if (!state) return null;
  const onHandleKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowUp' && index > 0) model.move(index, index - 1);
    else if (event.key === 'ArrowDown' && index < count - 1) model.move(index, index + 1);
    else return;
    event.preventDefault();
  };
  return (
    <tr
      ref={measure}
      data-index={index}
      aria-rowindex={index + 2}
      style={{ height: ROW_HEIGHT }}
      onDragOver={dragSort ? (event) => event.preventDefault() : undefined}
      onDrop={
        dragSort
          ? () => {
              if (dragFrom !== null) model.move(dragFrom, index);
              onDragFrom(null);
            }
          : undefined
      }
      className={`align-top ${dragging ? 'opacity-50' : ''} ${index % 2 ? 'bg-[#F8FBFF]' : 'bg-white'}`}
    >
      {dragSort && (
        <td className="border-t border-slate-200 text-center" data-row-tool>
          <button
            type="button"
            draggable
            aria-label={`拖动排序 第${index + 1}行`}
            onDragStart={() => onDragFrom(index)}
            onDragEnd={() => onDragFrom(null)}
            onKeyDown={onHandleKey}
            className="mt-1.5 cursor-grab px-1 text-slate-400 hover:text-primary"
          >
            ⋮⋮
          </button>
        </td>
      )}
      <td className="border-t border-slate-200 px-2" data-row-tool>
        <input
          type="checkbox"
          className="mt-2.5"
          aria-label={`选择第${index + 1}行`}
          checked={selected}
          onChange={(event) => model.toggle(rowKey, event.target.checked)}
        />
      </td>
      <td className="border-t border-slate-200 px-1 pt-2 text-center text-xs text-slate-400">{index + 1}</td>
      {columns.map((column) => (
        <EditableCell
          key={column.key}
          model={model}
          column={column}
          rowKey={rowKey}
          rowIndex={index}
          value={state.row[column.key]}
          dictText={dictTextOf(state.row, column.key)}
          error={state.errors[column.key]}
          validating={Boolean(state.validating[column.key])}
          active={active === column.key}
          editing={editingKey === column.key}
          alwaysEdit={alwaysEdit}
          kind={cellTypeOf(column)}
        />
      ))}
    </tr>
  );
});

/** The active column of this row: a string, so the row re-renders only when the active cell enters, leaves or moves in it. */
function useActiveKey(model: EditableTableModel, rowKey: string): string | null {
  const get = () => {
    const active = model.getSnapshot().active;
    return active?.rowKey === rowKey ? active.key : null;
  };
  return useSyncExternalStore(model.subscribe, get, get);
}
