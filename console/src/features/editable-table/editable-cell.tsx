// One cell of the editable table: its display or editor by column type, the roving focus of the keyboard grid, and
// the first failing rule's message written under the value (not only in a tooltip). A selected text cell holds the
// focus in an invisible input over its value, so an input method (拼音) composes there from the first key: the
// composition opens the cell in place and keeps the composed text.
import { memo, useId, useLayoutEffect, useRef, type CompositionEvent } from 'react';
import {
  useEditableCell,
  type EditableCellType,
  type EditableColumn,
  type EditableTableModel,
} from '@clinic/hooks';
import { CellControl } from './cell-control';
import { countRender } from './render-count';

export interface EditableCellProps {
  model: EditableTableModel;
  column: EditableColumn;
  kind: EditableCellType;
  rowKey: string;
  rowIndex: number;
  active: boolean;
  /** The grid's Tab stop while no cell is selected (roving tabindex): the keyboard's way in. */
  entry?: boolean;
  /** The model's open cell (Enter/F2 or a click). */
  editing: boolean;
  /** Always-edit tables keep every text cell open. */
  alwaysEdit: boolean;
}

const CONTROL = 'input, select, textarea';
/** What Enter/F2 focuses in a cell whose control opens something: the picker's 选择 button, the file chooser. */
const OPENER: Partial<Record<EditableCellType, string>> = {
  select: 'button[role=combobox], input',
  sel_user: 'button',
  sel_depart: 'button',
  popup: 'button',
  upload: 'input[type=file]',
  file: 'input[type=file]',
  image: 'input[type=file]',
};

export const EditableCell = memo(function EditableCell(props: EditableCellProps) {
  countRender('cell');
  const { model, column, kind, rowKey, rowIndex, active, entry, editing, alwaysEdit } = props;
  // The cell's own slice of its row: a keystroke here renders this cell, not its row or its neighbours.
  const { value, dictText, error, validating } = useEditableCell(model, rowKey, column.key);
  const ref = useRef<HTMLTableCellElement>(null);
  const composing = useRef(false);
  const messageId = useId();
  const typed = kind === 'input' || kind === 'number';
  /** A selected (not open) text cell of a click-to-edit table: its focus sits in the invisible input over the value. */
  const proxy = typed && !alwaysEdit && active && !editing && !column.disabled;
  const showEditor = !typed || editing || alwaysEdit;
  const pos = { rowKey, key: column.key };
  const label = `第${rowIndex + 1}行 ${column.title}`;

  // Roving focus: the active cell holds the focus, its control while it is open, the cell itself otherwise.
  useLayoutEffect(() => {
    const td = ref.current;
    if (!active || !td) return;
    const focused = document.activeElement;
    if (editing) {
      const control = td.querySelector<HTMLInputElement>(OPENER[kind] ?? CONTROL);
      if (control && focused !== control) control.focus();
      // The caret goes to the end, unless an input method is composing there (moving it would end the composition).
      if (control instanceof HTMLInputElement && control.type === 'text' && !composing.current) {
        const end = control.value.length;
        control.setSelectionRange(end, end);
      }
      return;
    }
    const table = td.closest('table');
    if (td.contains(focused) && focused !== td && !typed) return;
    if (focused !== document.body && !(table && table.contains(focused))) return;
    const target = typed && !alwaysEdit ? td.querySelector<HTMLInputElement>('input[data-cell-proxy]') : null;
    (target ?? td).focus();
  }, [active, editing, typed, kind, alwaysEdit]);

  // The selected cell's whole value stays selected, so typed or composed text replaces it, as a spreadsheet does.
  useLayoutEffect(() => {
    const input = proxy ? ref.current?.querySelector<HTMLInputElement>('input[data-cell-proxy]') : null;
    if (input && document.activeElement === input && !composing.current) input.select();
  }, [proxy, value]);

  const onFocusCapture = () => {
    if (!active) model.setActive(pos);
  };
  const onClick = () => {
    if (column.disabled) return;
    if (typed && !alwaysEdit) model.startEdit(pos);
    else model.setActive(pos);
  };
  const onBlur = () => {
    const open = model.getSnapshot().editing;
    if (open?.rowKey === rowKey && open.key === column.key) model.endEdit();
    else if (alwaysEdit || !typed) model.blur(rowKey, column.key);
  };

  const common = {
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? messageId : undefined,
    disabled: column.disabled,
    onBlur,
    className: `h-7 w-full min-w-[5rem] rounded border bg-white px-1.5 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20 ${
      error ? 'border-red-400' : 'border-slate-300'
    }`,
  };

  return (
    <td
      ref={ref}
      role="gridcell"
      tabIndex={(active && !proxy) || entry ? 0 : -1}
      aria-selected={active}
      aria-label={showEditor || proxy ? undefined : label}
      data-cell={`${rowIndex}:${column.key}`}
      onFocusCapture={onFocusCapture}
      onClick={onClick}
      className={`border-l border-t px-1 py-1 outline-none ${error ? 'bg-red-50' : ''} ${
        active ? 'ring-2 ring-inset ring-primary/60' : ''
      } border-slate-200`}
    >
      {typed && !alwaysEdit ? (
        // One element from selected to open: an input method composing in the selected cell's input goes on there.
        <div className="relative">
          {!editing && <CellText column={column} value={value} />}
          {(editing || proxy) && (
            <input
              {...common}
              data-cell-proxy={editing ? undefined : ''}
              type="text"
              inputMode={kind === 'number' ? 'decimal' : undefined}
              placeholder={editing ? column.placeholder : undefined}
              value={value === null || value === undefined ? '' : String(value)}
              onChange={(event) => {
                // Text reaching a selected cell (an input method, a cut) opens it with that text.
                if (editing) model.input(rowKey, column.key, event.target.value);
                else model.startEdit(pos, event.target.value);
              }}
              onCompositionStart={() => {
                composing.current = true;
                if (!editing) model.startEdit(pos);
              }}
              onCompositionEnd={(event: CompositionEvent<HTMLInputElement>) => {
                composing.current = false;
                model.input(rowKey, column.key, event.currentTarget.value);
              }}
              className={editing ? common.className : PROXY_CLASS}
            />
          )}
        </div>
      ) : showEditor ? (
        <CellControl
          model={model}
          column={column}
          kind={kind}
          rowKey={rowKey}
          value={value}
          dictText={dictText}
          common={common}
        />
      ) : (
        <CellText column={column} value={value} />
      )}
      {validating && <p className="mt-0.5 text-xs leading-4 text-slate-400">校验中…</p>}
      {error && !validating && (
        <p id={messageId} className="mt-0.5 text-xs leading-4 text-red-600">
          {error}
        </p>
      )}
    </td>
  );
});

/** The selected cell's input: over the value, which shows through it (text, caret and selection transparent). */
const PROXY_CLASS =
  'absolute inset-0 h-full w-full cursor-default border-0 bg-transparent px-1.5 text-sm text-transparent caret-transparent outline-none selection:bg-transparent';

function CellText({ column, value }: { column: EditableColumn; value: unknown }) {
  const text = display(column, value);
  return (
    <div className="min-h-7 truncate px-1.5 leading-7 text-slate-800" title={text}>
      {text}
    </div>
  );
}

function display(column: EditableColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'select') return column.options?.find((o) => o.value === value)?.label ?? String(value);
  return String(value);
}
