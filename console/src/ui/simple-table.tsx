// A plain striped table with a pager for the research pages (stripes #ffffff/#F8FBFF, white header text).
import type { ReactNode } from 'react';
import type { ListPage, Pagination, Row } from '@clinic/hooks';
import { SimplePager } from './simple-pager';

export interface SimpleColumn {
  key: string;
  title: string;
  render?: (row: Row) => ReactNode;
  width?: number;
}

export interface SimpleTableProps {
  columns: readonly SimpleColumn[];
  rows: readonly Row[];
  rowKey?: string;
  loading?: boolean;
  pagination?: Pagination;
  onPage?: (current: number, pageSize?: number) => void;
  label: string;
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns to a character each. */
  minWidth?: number;
}

const cell = (row: Row, key: string): ReactNode => {
  const text = row[`${key}_dictText`] ?? row[key];
  return text === null || text === undefined ? '' : String(text);
};

export function SimpleTable({
  columns,
  rows,
  rowKey = 'id',
  loading = false,
  pagination,
  onPage,
  label,
  minWidth,
}: SimpleTableProps) {
  return (
    <div>
      <div className="overflow-x-auto rounded border border-slate-200">
        <table
          aria-label={label}
          aria-busy={loading || undefined}
          style={minWidth ? { minWidth } : undefined}
          className="w-full border-collapse text-sm"
        >
          <thead>
            <tr className="bg-primary-strong text-left text-white">
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  style={c.width ? { width: c.width } : undefined}
                  className="px-3 py-2 font-medium"
                >
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-400">
                  {loading ? '加载中…' : '暂无数据'}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr
                  key={String(row[rowKey] ?? index)}
                  style={{ background: index % 2 ? '#F8FBFF' : '#ffffff' }}
                >
                  {columns.map((c) => (
                    <td key={c.key} className="border-t border-slate-100 px-3 py-2 text-slate-700">
                      {c.render ? c.render(row) : cell(row, c.key)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pagination && onPage && (
        <SimplePager
          total={pagination.total}
          current={pagination.current}
          pageSize={pagination.pageSize}
          onPage={(current) => onPage(current)}
        />
      )}
    </div>
  );
}

/** The table props a list page supplies: its rows, loading flag, pagination and page change. */
export function tableOf(
  list: ListPage,
): Pick<SimpleTableProps, 'rows' | 'loading' | 'pagination' | 'onPage'> {
  return {
    rows: list.dataSource,
    loading: list.loading,
    pagination: list.pagination,
    onPage: (current, size) => list.setPage(current, size),
  };
}
