// The editable table over the hooks' model: 新增 / 批量删除, click a cell to edit it (a mouse-up outside the table ends
// the edit), rows dragged by their handle (or moved with the arrow keys on it), and a 合计 row for summed columns.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  editableCellKey,
  useEditableTable,
  type EditableColumn,
  type EditableRow,
  type EditableTableModel,
} from '@clinic/hooks';
import { Button } from '../../ui/button';
import { useNoticeToasts } from '../shell/use-notices';

export interface EditableTableProps {
  model: EditableTableModel;
  columns: readonly EditableColumn[];
  label: string;
  alwaysEdit?: boolean;
  dragSort?: boolean;
  statistics?: boolean;
}

export function EditableTable({
  model,
  columns,
  label,
  alwaysEdit = false,
  dragSort = false,
  statistics = false,
}: EditableTableProps) {
  const { rows, selected, editing, errors } = useEditableTable(model);
  const root = useRef<HTMLDivElement>(null);
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

  const totals = statistics ? model.totals() : {};
  const allSelected = rows.length > 0 && selected.length === rows.length;

  const onHandleKey = (event: KeyboardEvent, index: number) => {
    if (event.key === 'ArrowUp') model.move(index, index - 1);
    else if (event.key === 'ArrowDown') model.move(index, index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <div ref={root} className="flex flex-col gap-2">
      <div className="flex gap-2">
        <Button variant="primary" onClick={() => model.add()}>
          <span aria-hidden>＋</span>新增
        </Button>
        <Button onClick={() => model.removeSelected()}>批量删除</Button>
      </div>
      <table aria-label={label} className="w-full border-collapse text-sm">
        <thead>
          <tr className="bg-slate-50 text-left text-slate-700">
            {dragSort && <th className="w-8 border border-slate-200" aria-label="排序" />}
            <th className="w-10 border border-slate-200 px-2">
              <input
                type="checkbox"
                aria-label="全选"
                checked={allSelected}
                onChange={(event) => model.toggleAll(event.target.checked)}
              />
            </th>
            {columns.map((column) => (
              <th key={column.key} className="border border-slate-200 px-2 py-1.5 font-medium">
                {column.required && <span className="mr-0.5 text-red-500">*</span>}
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td
                colSpan={columns.length + (dragSort ? 2 : 1)}
                className="border border-slate-200 py-4 text-center text-slate-400"
              >
                暂无数据
              </td>
            </tr>
          )}
          {rows.map((row, index) => (
            <tr
              key={row.rowKey}
              onDragOver={dragSort ? (event) => event.preventDefault() : undefined}
              onDrop={
                dragSort
                  ? () => {
                      if (dragFrom !== null) model.move(dragFrom, index);
                      setDragFrom(null);
                    }
                  : undefined
              }
              className={dragFrom === index ? 'opacity-50' : undefined}
            >
              {dragSort && (
                <td className="border border-slate-200 text-center">
                  <button
                    type="button"
                    draggable
                    aria-label={`拖动排序 第${index + 1}行`}
                    onDragStart={() => setDragFrom(index)}
                    onDragEnd={() => setDragFrom(null)}
                    onKeyDown={(event) => onHandleKey(event, index)}
                    className="cursor-grab px-1 text-slate-400 hover:text-primary"
                  >
                    ⋮⋮
                  </button>
                </td>
              )}
              <td className="border border-slate-200 px-2">
                <input
                  type="checkbox"
                  aria-label={`选择第${index + 1}行`}
                  checked={selected.includes(row.rowKey)}
                  onChange={(event) => model.toggle(row.rowKey, event.target.checked)}
                />
              </td>
              {columns.map((column) => {
                const error = errors[editableCellKey(row.rowKey, column.key)];
                const open = alwaysEdit || (editing?.rowKey === row.rowKey && editing.key === column.key);
                return (
                  <td
                    key={column.key}
                    title={error}
                    className={`border px-1 py-0.5 ${error ? 'border-red-400 bg-red-50' : 'border-slate-200'}`}
                  >
                    {open ? (
                      <CellEditor
                        column={column}
                        row={row}
                        rowIndex={index}
                        autoFocus={!alwaysEdit}
                        invalid={Boolean(error)}
                        onChange={(value) => model.setCell(row.rowKey, column.key, value)}
                        onDone={() => model.endEdit()}
                      />
                    ) : (
                      <button
                        type="button"
                        aria-label={`编辑 第${index + 1}行 ${column.title}`}
                        onClick={() => model.startEdit(row.rowKey, column.key)}
                        className="block min-h-7 w-full px-1 text-left"
                      >
                        {display(column, row[column.key])}
                      </button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        {statistics && rows.length > 0 && (
          <tfoot>
            <tr className="bg-slate-50 font-medium">
              <td colSpan={dragSort ? 2 : 1} className="border border-slate-200 px-2 py-1.5">
                合计
              </td>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className="border border-slate-200 px-2 py-1.5"
                  data-testid={`total-${column.key}`}
                >
                  {column.sum ? formatTotal(totals[column.key] ?? 0) : ''}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

function display(column: EditableColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'select') return column.options?.find((o) => o.value === value)?.label ?? String(value);
  return String(value);
}

/** Sums of decimals keep at most two places (0.1 + 0.2 shows 0.3). */
function formatTotal(n: number): string {
  return String(Math.round(n * 100) / 100);
}

interface CellEditorProps {
  column: EditableColumn;
  row: EditableRow;
  rowIndex: number;
  autoFocus: boolean;
  invalid: boolean;
  onChange: (value: unknown) => void;
  onDone: () => void;
}

function CellEditor({ column, row, rowIndex, autoFocus, invalid, onChange, onDone }: CellEditorProps) {
  const value = row[column.key];
  const common = {
    'aria-label': `第${rowIndex + 1}行 ${column.title}`,
    'aria-invalid': invalid || undefined,
    autoFocus,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === 'Escape') onDone();
    },
    className: `h-7 w-full rounded border px-1 text-sm outline-none focus:border-primary ${
      invalid ? 'border-red-400' : 'border-slate-300'
    }`,
  };
  if (column.type === 'select')
    return (
      <select {...common} value={String(value ?? '')} onChange={(event) => onChange(event.target.value)}>
        <option value="">请选择</option>
        {column.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  if (column.type === 'number')
    return (
      <input
        {...common}
        type="number"
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      />
    );
  return (
    <input
      {...common}
      type={column.type === 'date' ? 'date' : 'text'}
      value={String(value ?? '')}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
