// One cell of the editable table: its display or editor by column type, the roving focus of the keyboard grid, and
// the first failing rule's message written under the value (not only in a tooltip). A selected text cell holds the
// focus in an invisible input over its value, so an input method (拼音) composes there from the first key: the
// composition opens the cell in place and keeps the composed text.
import {
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type ChangeEvent,
  type CompositionEvent,
} from 'react';
import type { EditableCellType, EditableColumn, EditableOption, EditableTableModel } from '@clinic/hooks';
import { useDictItems } from '../dict/use-dict-items';
import { Select } from '../../ui/select';
import { DatePicker } from '../controls/date-picker';
import { UploadField } from '../form/upload-field';
import { DepartSelectField } from '../pickers/depart-select-field';
import { PopupField } from '../pickers/popup-field';
import { UserSelectField } from '../pickers/user-select-field';
import { ColorCell } from './color-cell';
import { countRender } from './render-count';

export interface EditableCellProps {
  model: EditableTableModel;
  column: EditableColumn;
  kind: EditableCellType;
  rowKey: string;
  rowIndex: number;
  value: unknown;
  error: string | undefined;
  validating: boolean;
  active: boolean;
  /** The model's open cell (Enter/F2 or a click). */
  editing: boolean;
  /** Always-edit tables keep every text cell open. */
  alwaysEdit: boolean;
  /** The server's label of a stored id (`<key>_dictText` of a loaded row), so a picker shows a name, not the id. */
  dictText?: string | undefined;
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
  const { model, column, kind, rowKey, rowIndex, value, error, validating, active, editing, alwaysEdit } =
    props;
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
      tabIndex={active && !proxy ? 0 : -1}
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
        <CellControl {...props} common={common} />
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

type Common = {
  'aria-label': string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  disabled: boolean | undefined;
  onBlur: () => void;
  className: string;
};

function CellControl({
  model,
  column,
  kind,
  rowKey,
  value,
  dictText,
  common,
}: EditableCellProps & { common: Common }) {
  const invalid = Boolean(common['aria-invalid']);
  const label = common['aria-label'];
  const text = value === null || value === undefined ? '' : String(value);
  const labels = dictText && text ? { [text]: dictText } : undefined;
  const input = (event: ChangeEvent<HTMLInputElement>) => {
    // A refused keystroke (a letter in a number cell) leaves the model as it was, so React puts the old text back.
    model.input(rowKey, column.key, event.target.value);
  };
  const change = (next: unknown) => model.change(rowKey, column.key, next);
  switch (kind) {
    case 'number':
      return <input {...common} type="text" inputMode="decimal" value={text} onChange={input} />;
    case 'checkbox': {
      const [on, off] = column.customValue ?? ['Y', 'N'];
      return (
        <input
          type="checkbox"
          aria-label={common['aria-label']}
          aria-invalid={common['aria-invalid']}
          disabled={common.disabled}
          onBlur={common.onBlur}
          className="mt-1.5 size-4 accent-[var(--color-primary-strong,#1677ff)]"
          checked={text === String(on)}
          onChange={(event) => change(event.target.checked ? on : off)}
        />
      );
    }
    case 'color':
      return (
        <ColorCell
          label={label}
          value={text}
          invalid={invalid}
          disabled={common.disabled}
          placeholder={column.placeholder}
          onChange={change}
          onBlur={common.onBlur}
          className={common.className}
        />
      );
    case 'select':
      return <SelectCell model={model} column={column} value={text} onChange={change} common={common} />;
    case 'date':
      return (
        <DatePicker
          kind="date"
          aria-label={common['aria-label']}
          invalid={Boolean(common['aria-invalid'])}
          disabled={common.disabled}
          value={text}
          onChange={change}
        />
      );
    case 'datetime':
      return (
        <DatePicker
          kind="datetime"
          aria-label={common['aria-label']}
          invalid={Boolean(common['aria-invalid'])}
          disabled={common.disabled}
          value={text}
          onChange={change}
        />
      );
    case 'time':
      return (
        <DatePicker
          kind="time"
          aria-label={common['aria-label']}
          invalid={Boolean(common['aria-invalid'])}
          disabled={common.disabled}
          value={text}
          onChange={change}
        />
      );
    case 'sel_user':
      return (
        <div onBlur={common.onBlur}>
          <UserSelectField
            label={label}
            value={text}
            onChange={change}
            invalid={invalid}
            multiple={column.multiple}
            customReturnField={column.customReturnField === 'id' ? 'id' : 'username'}
            labels={labels}
          />
        </div>
      );
    case 'sel_depart':
      return (
        <div onBlur={common.onBlur}>
          <DepartSelectField
            label={label}
            value={text}
            onChange={change}
            invalid={invalid}
            multiple={column.multiple}
            customReturnField={column.customReturnField}
            labels={labels}
          />
        </div>
      );
    case 'popup': {
      // A column without its popup settings opens the picker, which says 弹出框参数未正确配置 itself.
      const popup = column.popup ?? { code: '', orgFields: '', destFields: '' };
      return (
        <div onBlur={common.onBlur}>
          <PopupField
            label={label}
            value={text}
            popup={popup}
            field={column.key}
            multiple={column.multiple}
            invalid={invalid}
            // Every destination field of the pick lands in the row (one undo step), this column among them.
            onPick={(values) => model.changeCells(rowKey, values)}
            onClear={() =>
              model.changeCells(
                rowKey,
                Object.fromEntries(popup.destFields.split(',').map((f) => [f.trim(), ''])),
              )
            }
          />
        </div>
      );
    }
    case 'upload':
    case 'file':
    case 'image':
      return (
        <div onBlur={common.onBlur}>
          <UploadField
            label={label}
            value={text}
            onChange={change}
            mode={kind === 'image' ? 'image' : 'file'}
            invalid={invalid}
          />
        </div>
      );
    default:
      return (
        <input
          {...common}
          type="text"
          placeholder={column.placeholder}
          value={text}
          onChange={kind === 'input' ? input : (e) => change(e.target.value)}
        />
      );
  }
}

function SelectCell(props: SelectCellProps) {
  return props.column.dictCode && !props.column.options ? (
    <DictSelectCell {...props} dictCode={props.column.dictCode} />
  ) : (
    <SelectBody {...props} options={props.column.options ?? []} />
  );
}

interface SelectCellProps {
  model: EditableTableModel;
  column: EditableColumn;
  value: string;
  onChange: (value: string) => void;
  common: Common;
}

function DictSelectCell({ dictCode, ...props }: SelectCellProps & { dictCode: string }) {
  const { items } = useDictItems(dictCode);
  const options = useMemo(() => items.map((i) => ({ value: String(i.value), label: i.text })), [items]);
  const { model, column } = props;
  // The model maps pasted labels to values once it knows the dictionary's items.
  useEffect(() => {
    if (options.length) model.setOptions(column.key, options);
  }, [model, options, column.key]);
  return <SelectBody {...props} options={options} />;
}

function SelectBody({
  column,
  value,
  onChange,
  common,
  options,
}: SelectCellProps & { options: readonly EditableOption[] }) {
  const listId = useId();
  if (column.allowInput)
    return (
      <>
        <input
          {...common}
          type="text"
          list={listId}
          placeholder={column.placeholder ?? '请选择或输入'}
          value={options.find((o) => o.value === value)?.label ?? value}
          onChange={(e) => onChange(options.find((o) => o.label === e.target.value)?.value ?? e.target.value)}
        />
        <datalist id={listId}>
          {options.map((o) => (
            <option key={o.value} value={o.label} />
          ))}
        </datalist>
      </>
    );
  return (
    <Select
      size="sm"
      className="min-w-[5rem]"
      aria-label={common['aria-label']}
      aria-describedby={common['aria-describedby']}
      invalid={Boolean(common['aria-invalid'])}
      disabled={common.disabled}
      onBlur={common.onBlur}
      value={value}
      onChange={onChange}
      options={options}
      placeholder={column.placeholder ?? '请选择'}
      clearable
    />
  );
}

function display(column: EditableColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'select') return column.options?.find((o) => o.value === value)?.label ?? String(value);
  return String(value);
}
