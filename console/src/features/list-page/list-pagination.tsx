// The pager under a list: total, page buttons, page size (10/30/50/100/300/500/1000) and a jump box.
import { useState, type KeyboardEvent } from 'react';
import { numberOptions, type Pagination } from '@clinic/hooks';
import { Select } from '../../ui/select';
import { pageItems } from './page-numbers';

export interface ListPaginationProps {
  pagination: Pagination;
  onChange: (current: number, pageSize?: number) => void;
}

const box =
  'flex h-8 min-w-8 items-center justify-center rounded border px-2 text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-40';

export function ListPagination({ pagination, onChange }: ListPaginationProps) {
  const { current, pageSize, total, pageSizeOptions } = pagination;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const [jump, setJump] = useState('');
  const go = (page: number) => onChange(Math.min(Math.max(1, page), pages));
  const onJump = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const page = Number(jump);
    if (Number.isInteger(page) && page >= 1) go(page);
    setJump('');
  };
  const first = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const last = Math.min(total, current * pageSize);

  return (
    <nav aria-label="分页" className="flex flex-wrap items-center justify-end gap-2 text-sm text-slate-600">
      <span>
        {first}-{last} {pagination.totalEstimated ? `共约 ${total} 条` : `共 ${total} 条`}
      </span>
      <button
        type="button"
        aria-label="上一页"
        className={`${box} border-slate-300 bg-white hover:border-primary hover:text-primary-strong`}
        disabled={current <= 1}
        onClick={() => go(current - 1)}
      >
        ‹
      </button>
      {pageItems(current, Math.ceil(total / pageSize)).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            aria-label={`第 ${item} 页`}
            aria-current={item === current ? 'page' : undefined}
            onClick={() => go(item)}
            className={`${box} ${item === current ? 'border-primary bg-white font-medium text-primary-strong' : 'border-slate-300 bg-white hover:border-primary hover:text-primary-strong'}`}
          >
            {item}
          </button>
        ) : (
          <button
            key={item}
            type="button"
            aria-label={item === 'gap-left' ? '向前 5 页' : '向后 5 页'}
            className={`${box} border-transparent text-slate-400 hover:text-primary-strong`}
            onClick={() => go(item === 'gap-left' ? current - 5 : current + 5)}
          >
            •••
          </button>
        ),
      )}
      <button
        type="button"
        aria-label="下一页"
        className={`${box} border-slate-300 bg-white hover:border-primary hover:text-primary-strong`}
        disabled={current >= pages}
        onClick={() => go(current + 1)}
      >
        ›
      </button>
      <Select
        aria-label="每页条数"
        className="w-32"
        value={String(pageSize)}
        onChange={(v) => onChange(1, Number(v))}
        options={numberOptions(pageSizeOptions, (size) => `${size} 条/页`)}
      />
      <label className="flex items-center gap-1.5">
        跳至
        <input
          aria-label="跳至页"
          inputMode="numeric"
          value={jump}
          onChange={(event) => setJump(event.target.value.replace(/\D/g, ''))}
          onKeyDown={onJump}
          className="h-8 w-12 rounded border border-slate-300 px-1.5 text-center outline-none focus:border-primary"
        />
        页
      </label>
    </nav>
  );
}
