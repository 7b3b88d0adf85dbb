// The list page's query form: text fields with the text filter markers, dictionary selects, search selects of
// references (a medication's 患者 by name) and date ranges.
import { useEffect, useState, type FormEvent } from 'react';
import { DICT_LIMITS, decodeTextFilter, encodeTextFilter } from '@clinic/hooks';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import type { QueryField } from './list-page-types';
import { Select } from '../../ui/select';
import { useDictOptions } from '../dict/use-dict-options';
import { DatePicker } from '../controls/date-picker';
import { DictSearchSelect } from '../dict/dict-search-select';

type Draft = Record<string, string>;

/** The form's text for each param the URL holds: text filters lose their markers, ranges split in two keys. */
export function draftFrom(fields: readonly QueryField[], queryParam: Record<string, string>): Draft {
  const draft: Draft = {};
  for (const field of fields) {
    if (field.kind === 'text')
      draft[field.key] = decodeTextFilter(queryParam[field.key], field.filter ?? 'like');
    else if (field.kind === 'dict' || field.kind === 'search') draft[field.key] = queryParam[field.key] ?? '';
    else {
      draft[`${field.key}_begin`] = queryParam[`${field.key}_begin`] ?? '';
      draft[`${field.key}_end`] = queryParam[`${field.key}_end`] ?? '';
    }
  }
  return draft;
}

/** What goes on the wire for the form's text; empty entries are left out. */
export function queryParamFrom(fields: readonly QueryField[], draft: Draft): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (key: string, value: string) => {
    if (value !== '') out[key] = value;
  };
  for (const field of fields) {
    if (field.kind === 'text')
      put(field.key, encodeTextFilter(draft[field.key]?.trim(), field.filter ?? 'like'));
    else if (field.kind === 'dict' || field.kind === 'search') put(field.key, draft[field.key] ?? '');
    else {
      put(`${field.key}_begin`, draft[`${field.key}_begin`] ?? '');
      put(`${field.key}_end`, draft[`${field.key}_end`] ?? '');
    }
  }
  return out;
}

function DictField({
  field,
  value,
  onChange,
}: {
  field: Extract<QueryField, { kind: 'dict' }>;
  value: string;
  onChange: (v: string) => void;
}) {
  const options = useDictOptions(field.dictCode);
  return (
    <Select
      id={`q-${field.key}`}
      name={field.label}
      className="w-full"
      value={value}
      options={options}
      onChange={onChange}
      placeholder={`请选择${field.label}`}
      clearable
      maxHeight={DICT_LIMITS.selectMaxHeight}
    />
  );
}

export interface QueryFormProps {
  fields: readonly QueryField[];
  queryParam: Record<string, string>;
  onSearch: (queryParam: Record<string, string>) => void;
  onReset: () => void;
}

export function QueryForm({ fields, queryParam, onSearch, onReset }: QueryFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftFrom(fields, queryParam));
  // Back/forward and reset change the URL's query: the form follows.
  useEffect(() => setDraft(draftFrom(fields, queryParam)), [fields, queryParam]);
  const set = (key: string) => (value: string) => setDraft((old) => ({ ...old, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(queryParamFrom(fields, draft));
  };

  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label="查询条件"
      className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-4"
    >
      {fields.map((field) => (
        <div
          key={field.key}
          className={`flex items-center gap-2 ${field.kind === 'dateRange' ? 'xl:col-span-2' : ''}`}
        >
          <label
            htmlFor={`q-${field.key}`}
            className="min-w-20 shrink-0 text-right text-sm whitespace-nowrap text-slate-600"
          >
            {field.label}：
          </label>
          {field.kind === 'text' && (
            <Input
              id={`q-${field.key}`}
              value={draft[field.key] ?? ''}
              placeholder={`请输入${field.label}`}
              onChange={(event) => set(field.key)(event.target.value)}
            />
          )}
          {field.kind === 'dict' && (
            <DictField field={field} value={draft[field.key] ?? ''} onChange={set(field.key)} />
          )}
          {field.kind === 'search' && (
            <DictSearchSelect
              id={`q-${field.key}`}
              dictCode={field.dictCode}
              label={field.label}
              placeholder={`请输入${field.label}搜索`}
              value={draft[field.key] ?? ''}
              onChange={set(field.key)}
            />
          )}
          {field.kind === 'dateRange' && (
            <div className="flex w-full items-center gap-2">
              <DatePicker
                id={`q-${field.key}`}
                aria-label={`${field.label}开始`}
                value={draft[`${field.key}_begin`] ?? ''}
                onChange={set(`${field.key}_begin`)}
                className="min-w-0 flex-1"
              />
              <span className="text-slate-400">~</span>
              <DatePicker
                aria-label={`${field.label}结束`}
                value={draft[`${field.key}_end`] ?? ''}
                onChange={set(`${field.key}_end`)}
                className="min-w-0 flex-1"
              />
            </div>
          )}
        </div>
      ))}
      <div className="flex items-center gap-2">
        <Button type="submit" variant="primary">
          查询
        </Button>
        <Button
          onClick={() => {
            setDraft(draftFrom(fields, {}));
            onReset();
          }}
        >
          重置
        </Button>
      </div>
    </form>
  );
}
