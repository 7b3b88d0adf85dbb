// One row of the editable table: its drag handle, selection box and cells, re-rendered only when its selection,
// position or active cell changes; each cell reads its own value and message (a keystroke renders that cell alone).
import { memo, useSyncExternalStore, type KeyboardEvent } from 'react';
import { ROW_HEIGHT, cellTypeOf, type EditableColumn, type EditableTableModel } from '@clinic/hooks';
import { EditableCell } from './editable-cell';
import { countRender } from './render-count';

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
  /** No cell is selected yet and this is the first row: its first open cell is the grid's Tab stop. */
  entry: boolean;
  alwaysEdit: boolean;
  dragSort: boolean;
  dragging: boolean;
  dragFrom: number | null;
  onDragFrom: (index: number | null) => void;
}

export const EditableTableRow = memo(function EditableTableRow({
  measure,
  model,
  columns,
  rowKey,
  index,
  count,
  selected,
  editingKey,
  entry,
  alwaysEdit,
  dragSort,
  dragging,
  dragFrom,
  onDragFrom,
}: RowProps) {
  countRender('row');
  const active = useActiveKey(model, rowKey);
  const entryKey = entry ? columns.find((c) => !c.disabled)?.key : undefined;
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
          active={active === column.key}
          entry={entryKey === column.key}
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
