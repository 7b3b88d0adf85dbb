// The advanced query's value editor switch: one editor per field type (valueEditorFor); the picker-backed
// types (popup, user, depart, area) open the pickers, sel_search searches on the server, categories show their tree.
import { valueEditorFor, type FieldOption, type RowValue, type SuperQueryRow } from '@clinic/hooks';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { NumericInput } from '../controls/numeric-input';
import { useDictOptions, type LabelledOption } from '../dict/use-dict-options';
import { MultiSelect } from './multi-select';
import { PickerValueEditor } from '../pickers/picker-value-editor';
import { DatePicker } from '../controls/date-picker';
import { DictSearchSelect } from '../dict/dict-search-select';
import { DictTreeSelect } from '../dict/dict-tree-select';

export interface ValueEditorProps {
  row: SuperQueryRow;
  onChange: (value: RowValue | undefined) => void;
  label: string;
}

/** A table dictionary is addressed as `table,text,code`, the way getDictItems takes it. */
function dictCodeOf(row: SuperQueryRow): string | undefined {
  if (row.dictTable) return [row.dictTable, row.dictText, row.dictCode].filter(Boolean).join(',');
  return row.dictCode;
}

function fixedOptions(options: readonly FieldOption[] | undefined): LabelledOption[] | null {
  if (!options) return null;
  return options.map((o) => ({ value: o.value, label: o.text ?? o.label ?? o.title ?? o.value }));
}

function ChoiceEditor({ row, onChange, label, multiple }: ValueEditorProps & { multiple: boolean }) {
  const fixed = fixedOptions(row.options);
  const loaded = useDictOptions(fixed ? undefined : dictCodeOf(row));
  const options = fixed ?? loaded;
  if (multiple) {
    const value = Array.isArray(row.val) ? row.val : row.val ? row.val.split(',') : [];
    return (
      <MultiSelect
        label={label}
        value={value}
        options={options}
        onChange={(next) => onChange(next.length ? next : undefined)}
      />
    );
  }
  const value = Array.isArray(row.val) ? (row.val[0] ?? '') : (row.val ?? '');
  return (
    <Select
      aria-label={label}
      value={value}
      options={options}
      onChange={(v) => onChange(v || undefined)}
      clearable
    />
  );
}

export function ValueEditor({ row, onChange, label }: ValueEditorProps) {
  const editor = valueEditorFor(row);
  const text = Array.isArray(row.val) ? row.val.join(',') : (row.val ?? '');
  const set = (value: string) => onChange(value === '' ? undefined : value);

  switch (editor.kind) {
    case 'sel_search':
      // Typed to search on the server (800 ms after the last key); the stored value shows its label.
      return (
        <DictSearchSelect
          key={row.field}
          dictCode={dictCodeOf(row) ?? ''}
          label={label}
          placeholder="输入关键字搜索"
          value={Array.isArray(row.val) ? (row.val[0] ?? '') : (row.val ?? '')}
          onChange={set}
        />
      );
    case 'category':
      return (
        <DictTreeSelect
          key={row.field}
          source={{ kind: 'category', pcode: row.pcode ?? '' }}
          label={label}
          value={text}
          onChange={set}
        />
      );
    case 'dict':
    case 'list_multi':
    case 'table-dict':
      return <ChoiceEditor row={row} onChange={onChange} label={label} multiple={editor.multiple} />;
    case 'date':
      return <DatePicker kind="date" aria-label={label} value={text} onChange={set} />;
    case 'datetime':
      return <DatePicker kind="datetime" aria-label={label} value={text} onChange={set} />;
    case 'time':
      return <DatePicker kind="time" aria-label={label} value={text} onChange={set} />;
    case 'number':
      return (
        <NumericInput
          aria-label={label}
          integer={row.type === 'int'}
          value={text === '' || Number.isNaN(Number(text)) ? null : Number(text)}
          onChange={(n) => set(n === null ? '' : String(n))}
        />
      );
    case 'switch':
      return (
        <Select
          aria-label={label}
          value={text}
          options={(editor.options ?? []).map((option) => ({ value: option.value, label: option.text }))}
          onChange={set}
          clearable
        />
      );
    case 'popup':
    case 'user':
    case 'depart':
    case 'area':
      return <PickerValueEditor kind={editor.kind} row={row} onChange={onChange} label={label} />;
    default:
      return (
        <Input aria-label={label} value={text} placeholder="请输入值" onChange={(e) => set(e.target.value)} />
      );
  }
}
