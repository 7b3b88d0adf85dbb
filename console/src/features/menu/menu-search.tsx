// Menu search (shell-spec 2.8) as a command palette: type, pick with arrows or mouse, Enter opens the page.
import { useMemo, useState } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { flattenMenu, searchMenu, useModelState, type MenuModel } from '@clinic/hooks';
import { useShell } from '../../app/shell-context';
import { Icon } from '../../ui/icon';
import { openMenuItem } from './open-menu-item';

export function MenuSearch({ model }: { model: MenuModel }) {
  const { router } = useShell();
  const { items } = useModelState(model);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState(0);
  const entries = useMemo(() => flattenMenu(items), [items]);
  const results = useMemo(() => searchMenu(entries, query).slice(0, 20), [entries, query]);

  const choose = (index: number) => {
    const entry = results[index];
    if (!entry) return;
    setOpen(false);
    setQuery('');
    openMenuItem(entry.item, router);
  };

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setQuery('');
      }}
    >
      <RadixDialog.Trigger
        aria-label="搜索菜单"
        className="flex h-8 items-center gap-2 rounded px-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
      >
        <Icon name="search" />
        <span className="hidden text-sm lg:inline">搜索菜单</span>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed top-[12vh] left-1/2 z-50 w-[560px] max-w-[calc(100vw-32px)] -translate-x-1/2 overflow-hidden rounded-lg bg-white shadow-2xl focus:outline-none"
        >
          <RadixDialog.Title className="sr-only">搜索菜单</RadixDialog.Title>
          <div className="flex items-center gap-2 border-b border-slate-200 px-4">
            <Icon name="search" className="text-slate-400" />
            <input
              autoFocus
              role="combobox"
              aria-expanded={results.length > 0}
              aria-controls="menu-search-results"
              aria-label="菜单名称"
              placeholder="输入菜单名称搜索"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setCursor(0);
              }}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown') setCursor((c) => Math.min(c + 1, results.length - 1));
                else if (event.key === 'ArrowUp') setCursor((c) => Math.max(c - 1, 0));
                else if (event.key === 'Enter') choose(cursor);
                else return;
                event.preventDefault();
              }}
              className="h-12 flex-1 text-sm outline-none"
            />
          </div>
          <ul
            id="menu-search-results"
            role="listbox"
            aria-label="搜索结果"
            className="max-h-80 overflow-auto py-1"
          >
            {query.trim() !== '' && results.length === 0 && (
              <li className="px-4 py-6 text-center text-sm text-slate-400">没有找到相关菜单</li>
            )}
            {results.map((entry, index) => (
              <li
                key={entry.key}
                role="option"
                aria-selected={index === cursor}
                onMouseEnter={() => setCursor(index)}
                onClick={() => choose(index)}
                className={`flex cursor-pointer items-center gap-3 px-4 py-2 text-sm ${
                  index === cursor ? 'bg-primary-soft text-primary-strong' : 'text-slate-700'
                }`}
              >
                <Icon name={entry.item.icon} />
                <span>{entry.titlePath.join(' / ')}</span>
                <span className="ml-auto text-xs text-slate-400">{entry.item.path}</span>
              </li>
            ))}
          </ul>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
