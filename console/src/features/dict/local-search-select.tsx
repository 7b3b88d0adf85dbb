// sel_search: a dictionary's options filtered locally by the typed text (the async variant asks the server instead).
import { useState } from 'react';
import { dictLabel } from '@clinic/hooks';
import { Popover } from '../../ui/popover';
import { useDictItems } from './use-dict-items';
import { SelectTrigger } from './select-trigger';

export interface LocalSearchSelectProps {
  dictCode: string;
  value: string;
  onChange: (value: string) => void;
  label: string;
  invalid?: boolean;
  id?: string;
}

export function LocalSearchSelect({ dictCode, value, onChange, label, invalid, id }: LocalSearchSelectProps) {
  const { items, error } = useDictItems(dictCode);
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const shown = items.filter((item) => item.text.includes(keyword.trim()));
  const pick = (v: string) => {
    onChange(v);
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="start"
      width={260}
      label={label}
      trigger={
        <SelectTrigger id={id} label={label} invalid={invalid} text={value ? dictLabel(items, value) : ''} />
      }
    >
      <input
        autoFocus
        aria-label={`筛选${label}`}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        className="mb-2 block h-8 w-full rounded border border-slate-300 px-2 text-sm"
      />
      {error && <p className="text-xs text-red-600">{error}</p>}
      <ul role="listbox" aria-label={label} className="max-h-[200px] overflow-auto">
        {shown.map((item) => (
          <li
            key={item.value}
            role="option"
            tabIndex={0}
            aria-selected={item.value === value}
            onClick={() => pick(item.value)}
            onKeyDown={(event) => event.key === 'Enter' && pick(item.value)}
            className="cursor-pointer rounded px-2 py-1 text-sm hover:bg-slate-100"
          >
            {item.text}
          </li>
        ))}
      </ul>
    </Popover>
  );
}
