// The table columns of a list page: the declaration's, ordered and presented as the page asks.
import { listColumnsOf, type Row } from '@clinic/hooks';
import type { ListColumn, ListPageConfig } from './list-page-types';

export function pageColumnsOf<R extends Row>(config: ListPageConfig<R>): ListColumn<R>[] {
  const derived = listColumnsOf(config.resource);
  const order = config.columnOrder ?? [];
  const rank = (key: string) => {
    const i = order.indexOf(key);
    return i < 0 ? order.length : i;
  };
  return derived
    .map((column, index) => ({ column, index }))
    .sort((a, b) => rank(a.column.key) - rank(b.column.key) || a.index - b.index)
    .flatMap(({ column }) => {
      const look = config.columns?.[column.key];
      if (look?.hidden) return [];
      return [
        {
          ...column,
          ...(look?.width !== undefined ? { width: look.width } : {}),
          ...(look?.render ? { render: look.render } : {}),
        },
      ];
    });
}
