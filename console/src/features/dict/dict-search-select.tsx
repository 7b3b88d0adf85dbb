// Search select (sel_search_async): typing searches the dictionary 800 ms after the last key; the stored value shows its label.
import { useEffect, useId, useState } from 'react';
import { createDictSearchModel, dictSearchSource, optionDetail, useModelState } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Popover } from '../../ui/popover';
import { SelectTrigger } from './select-trigger';

export interface DictSearchSelectProps {
  dictCode: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
  invalid?: boolean;
  id?: string;
  /** Shown while empty; 请选择{label} by default. */
  placeholder?: string;
}

export function DictSearchSelect({
  dictCode,
  value,
  onChange,
  label,
  invalid,
  id,
  placeholder,
}: DictSearchSelectProps) {
  const { client } = useClinic();
  const [model] = useState(() => createDictSearchModel(dictCode, dictSearchSource(client)));
  const state = useModelState(model);
  const [open, setOpen] = useState(false);
  const detailId = useId();
  useEffect(() => void model.backfill(value).catch(() => undefined), [model, value]);
  useEffect(() => () => model.dispose(), [model]);
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next && state.options.length === 0) void model.searchNow('');
      }}
      align="start"
      width={280}
      label={label}
      trigger={
        <SelectTrigger
          id={id}
          label={label}
          invalid={invalid}
          text={value ? model.labelOf(value) : ''}
          {...(placeholder ? { placeholder } : {})}
        />
      }
    >
      <input
        autoFocus
        aria-label={`搜索${label}`}
        placeholder="输入关键字搜索"
        value={state.keyword}
        onChange={(event) => model.type(event.target.value)}
        className="mb-2 block h-8 w-full rounded border border-slate-300 px-2 text-sm"
      />
      <ul role="listbox" aria-label={label} className="max-h-[200px] overflow-auto">
        {state.loading && <li className="px-2 py-1 text-sm text-slate-400">搜索中...</li>}
        {state.error && <li className="px-2 py-1 text-sm text-red-600">{state.error}</li>}
        {state.options.map((option, i) => {
          const detail = optionDetail(option);
          return (
            <li
              key={option.value}
              // named by its label, described by its detail (the name a user types and a test asks for stays the label)
              aria-describedby={detail ? `${detailId}-${i}` : undefined}
              role="option"
              aria-selected={option.value === value}
              tabIndex={0}
              className="cursor-pointer rounded px-2 py-1 text-sm hover:bg-slate-100"
              onClick={() => {
                onChange(option.value);
                setOpen(false);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  onChange(option.value);
                  setOpen(false);
                }
              }}
            >
              {option.text}
              {/* 性别 and 出生日期 beside a patient's name: two 张秀英 are told apart before one is chosen */}
              {detail && (
                <span id={`${detailId}-${i}`} aria-hidden className="ml-2 text-xs text-slate-500">
                  {detail}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </Popover>
  );
}
