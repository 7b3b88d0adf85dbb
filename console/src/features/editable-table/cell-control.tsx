// The editor of an editable-table cell by its column type: number and text inputs, checkbox with its custom values,
// colour, the dictionary select (with free input), date, datetime and time pickers, the user, department and popup
// pickers, and the upload cells.
import { useEffect, useMemo, type ChangeEvent } from 'react';
import type { EditableCellType, EditableColumn, EditableOption, EditableTableModel } from '@clinic/hooks';
import { useDictItems } from '../dict/use-dict-items';
import { ChoiceSelect } from '../../ui/choice-select';
import { DatePicker } from '../controls/date-picker';
import { DepartSelectField } from '../pickers/depart-select-field';
import { PopupField } from '../pickers/popup-field';
import { UserSelectField } from '../pickers/user-select-field';
import { ColorInput } from '../../ui/color-input';
import { UploadCell } from './upload-cell';

export interface CellControlProps {
  model: EditableTableModel;
  column: EditableColumn;
  kind: EditableCellType;
  rowKey: string;
  value: unknown;
  /** The server's label of a stored id, so a picker shows a name, not the id. */
  dictText?: string | undefined;
  common: Common;
}

export type Common = {
  'aria-label': string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  disabled: boolean | undefined;
  onBlur: () => void;
  className: string;
};

export function CellControl({ model, column, kind, rowKey, value, dictText, common }: CellControlProps) {
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
        <ColorInput
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
        <UploadCell
          label={label}
          value={text}
          onChange={change}
          onBlur={common.onBlur}
          mode={kind === 'image' ? 'image' : 'file'}
          invalid={invalid}
          disabled={common.disabled}
        />
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
  return (
    <ChoiceSelect
      allowInput={column.allowInput}
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
      {...(column.placeholder ? { placeholder: column.placeholder } : {})}
      clearable
    />
  );
}
