// The list's table: TanStack Table 9 for sorting and selection state, rows virtualized so 1000 rows scroll smoothly.
import {
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  FlexRender,
  useTable,
  type Row as TableRow,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { fitColumnWidths, rowKeyOf, type Row, type Sorter, type SortOrder } from '@clinic/hooks';
import { columnWidths } from './column-widths';
import type { ListColumn } from './list-page-types';
import {
  ACTION_COLUMN_ID,
  ACTION_COLUMN_WIDTH,
  SELECT_COLUMN_WIDTH,
  buildColumns,
  listTableFeatures,
} from './table-columns';

export const ROW_HEIGHT = 40;
const STRIPES = ['#ffffff', '#F8FBFF'] as const;
/** 操作's header and the cell's side padding (px-2.5 on each side, its right border). */
const ACTION_MIN_WIDTH = 64;
const ACTION_CELL_PADDING = 21;
/** The action column stays in view while wide tables scroll sideways; `inherit` keeps the row's stripe. */
const STICKY_END = 'sticky right-0 [background:inherit] shadow-[-8px_0_8px_-6px_rgba(0,0,0,0.2)]';

export interface DataTableProps {
  columns: readonly ListColumn[];
  rows: Row[];
  rowKey: string;
  sorter: Sorter;
  selectedRowKeys: readonly string[];
  loading: boolean;
  /** The last load's failure text: the table shows it with a retry instead of rows. */
  error?: string | null;
  onRetry?: () => void;
  /** Viewport height the table leaves to the page above it (widgets-spec 9: 195, 205 for PSC-TB-WEB). */
  headerHeight: number;
  onSort: (column: string, order: SortOrder | null) => void;
  onSelect: (keys: string[]) => void;
  action?: ((row: Row) => ReactNode) | null;
  /** Width of the 操作 column in px (pages with more row links need more). */
  actionWidth?: number;
}

const apply = <T,>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (value: T) => T)(old) : updater;

export function DataTable({
  columns,
  rows,
  rowKey,
  sorter,
  selectedRowKeys,
  loading,
  error = null,
  onRetry,
  headerHeight,
  onSort,
  onSelect,
  action = null,
  actionWidth,
}: DataTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The table's box: columns are squeezed to it so the sticky 操作 column never sits over 创建时间 and the rest.
  const [boxWidth, setBoxWidth] = useState(0);
  useEffect(() => {
    const box = scrollRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setBoxWidth(box.clientWidth));
    observer.observe(box);
    setBoxWidth(box.clientWidth);
    return () => observer.disconnect();
  }, []);
  // The page's 操作 width fits every button it may show; the user's own buttons may be fewer (a doctor's 访视表单
  // alone), so the column takes the widest row shown and leaves the rest to the data.
  const [actionFit, setActionFit] = useState<number | null>(null);
  useLayoutEffect(() => {
    const contents = scrollRef.current?.querySelectorAll<HTMLElement>('[data-action-content]');
    if (!contents || contents.length === 0) return;
    let widest = 0;
    for (const content of Array.from(contents)) widest = Math.max(widest, content.offsetWidth);
    // No layout (a test's DOM) measures nothing: the page's width stands.
    if (widest === 0) return;
    const fit = Math.max(ACTION_MIN_WIDTH, widest + ACTION_CELL_PADDING);
    setActionFit((previous) => (previous === fit ? previous : fit));
  }, [rows, action]);
  const shownActionWidth = Math.min(actionWidth ?? ACTION_COLUMN_WIDTH, actionFit ?? Infinity);
  // Every cell of every row is read here: once per page of rows, not again when the box or 操作 is measured.
  const natural = useMemo(() => columnWidths(columns, rows), [columns, rows]);
  const widths = useMemo(() => {
    const fixed = new Set(columns.filter((c) => c.width !== undefined || c.keepWidth).map((c) => c.key));
    const room = boxWidth - SELECT_COLUMN_WIDTH - (action ? shownActionWidth : 0);
    return fitColumnWidths(natural, room, fixed);
  }, [columns, natural, boxWidth, action, shownActionWidth]);
  // On a phone a sticky 操作 column wider than half the box would cover every data column: it scrolls with them.
  const stickyAction = boxWidth === 0 || shownActionWidth * 2 <= boxWidth;
  const actionClass = stickyAction ? STICKY_END : '';
  const tableColumns = useMemo(
    () => buildColumns(columns, widths, action, shownActionWidth),
    [columns, widths, action, shownActionWidth],
  );
  const sorting = useMemo<SortingState>(
    () => [{ id: sorter.column, desc: sorter.order === 'desc' }],
    [sorter],
  );
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries(selectedRowKeys.map((key) => [key, true])),
    [selectedRowKeys],
  );

  const table = useTable({
    features: listTableFeatures,
    columns: tableColumns,
    data: rows,
    getRowId: (row) => rowKeyOf(row, rowKey),
    state: { sorting, rowSelection },
    manualSorting: true,
    enableMultiSort: false,
    enableRowRangeSelection: false,
    onSortingChange: (updater) => {
      const next = apply(updater, sorting)[0];
      if (next) onSort(next.id, next.desc ? 'desc' : 'asc');
      else onSort(sorter.column, null);
    },
    onRowSelectionChange: (updater) => {
      const next = apply(updater, rowSelection);
      onSelect(Object.keys(next).filter((key) => next[key]));
    },
  });

  const tableRows = table.getRowModel().rows;
  const totalWidth = table.getAllLeafColumns().reduce((sum, column) => sum + column.getSize(), 0);
  const columnCount = table.getAllLeafColumns().length;

  return (
    <div className="relative rounded border border-slate-200">
      <div
        ref={scrollRef}
        data-testid="list-scroll"
        className="overflow-auto"
        style={{ maxHeight: `max(320px, calc(100vh - ${headerHeight}px))` }}
      >
        <table
          aria-rowcount={tableRows.length + 1}
          className="w-full table-fixed border-collapse text-sm"
          style={{ minWidth: totalWidth }}
        >
          <colgroup>
            {table.getAllLeafColumns().map((column) => (
              <col key={column.id} style={{ width: column.getSize() }} />
            ))}
          </colgroup>
          <thead className="sticky top-0 z-10">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="bg-primary-strong text-white">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const toggle = header.column.getCanSort()
                    ? header.column.getToggleSortingHandler()
                    : undefined;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                      className={`h-11 border-r border-white/15 px-2.5 text-left font-medium whitespace-nowrap last:border-r-0 ${header.column.id === ACTION_COLUMN_ID ? actionClass : ''}`}
                    >
                      {toggle ? (
                        <button
                          type="button"
                          onClick={toggle}
                          className="flex w-full items-center gap-1 text-left [--focus-ring:white]"
                        >
                          <span className="truncate">
                            <table.FlexRender header={header} />
                          </span>
                          <SortMark sorted={sorted} />
                        </button>
                      ) : (
                        <span className="block truncate">
                          <table.FlexRender header={header} />
                        </span>
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <VirtualBody
            rows={tableRows}
            columnCount={columnCount}
            columns={tableColumns}
            actionClass={actionClass}
            scrollRef={scrollRef}
          />
        </table>
        {!loading && rows.length === 0 && error && (
          <div role="alert" className="flex flex-col items-center justify-center gap-3 py-12 text-sm">
            <p className="font-medium text-red-600">数据加载失败</p>
            <p className="max-w-md text-center text-slate-500">{error}</p>
            {onRetry && (
              <button
                type="button"
                onClick={onRetry}
                className="rounded-md border border-primary px-4 py-1.5 text-primary-strong hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                重试
              </button>
            )}
          </div>
        )}
        {!loading && rows.length === 0 && !error && (
          <div className="flex flex-col items-center justify-center gap-2 py-12 text-sm text-slate-400">
            <svg aria-hidden width="48" height="36" viewBox="0 0 64 41" fill="none">
              <ellipse cx="32" cy="33" rx="32" ry="7" fill="#f5f5f5" />
              <path d="M55 13.3 44.9 2H19.1L9 13.3V22h46v-8.7Z" stroke="#d9d9d9" fill="#fafafa" />
            </svg>
            暂无数据
          </div>
        )}
      </div>
      {loading && (
        <div
          role="status"
          aria-label="加载中"
          className="absolute inset-0 z-20 flex items-center justify-center bg-white/60"
        >
          <span className="h-7 w-7 animate-spin rounded-full border-2 border-primary border-t-transparent" />
        </div>
      )}
    </div>
  );
}

type ListRow = TableRow<typeof listTableFeatures, Row>;

/** The rows in view and their spacers. It owns the virtualizer, so a scroll renders this body alone, not the header
 * or the width fitting above it; rows already shown keep their rendering (DataRow is memoized). */
function VirtualBody({
  rows,
  columnCount,
  columns,
  actionClass,
  scrollRef,
}: {
  rows: readonly ListRow[];
  columnCount: number;
  columns: unknown;
  actionClass: string;
  scrollRef: RefObject<HTMLDivElement | null>;
}) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  return (
    <tbody>
      {padTop > 0 && (
        <tr aria-hidden style={{ height: padTop }}>
          <td colSpan={columnCount} />
        </tr>
      )}
      {items.map((item) => {
        const row = rows[item.index]!;
        return (
          <DataRow
            key={row.id}
            row={row}
            index={item.index}
            selected={row.getIsSelected()}
            columns={columns}
            actionClass={actionClass}
          />
        );
      })}
      {padBottom > 0 && (
        <tr aria-hidden style={{ height: padBottom }}>
          <td colSpan={columnCount} />
        </tr>
      )}
    </tbody>
  );
}

/** One row. `columns` is only compared: new column definitions (widths fitted again, other buttons) render it anew. */
const DataRow = memo(function DataRow({
  row,
  index,
  selected,
  actionClass,
}: {
  row: ListRow;
  index: number;
  selected: boolean;
  columns: unknown;
  actionClass: string;
}) {
  return (
    <tr
      data-index={index}
      aria-rowindex={index + 2}
      aria-selected={selected}
      style={{ height: ROW_HEIGHT, background: selected ? '#e6f4ff' : STRIPES[index % 2] }}
      className="border-b border-slate-100 hover:!bg-primary-soft"
    >
      {row.getAllCells().map((cell) => (
        <td
          key={cell.id}
          className={`overflow-hidden px-2.5 text-slate-700 ${cell.column.id === ACTION_COLUMN_ID ? actionClass : ''}`}
        >
          {cell.column.id === ACTION_COLUMN_ID ? (
            // Shrinks to its buttons whatever the column's width, so the column can be fitted to them.
            <span data-action-content className="inline-block whitespace-nowrap">
              <FlexRender cell={cell} />
            </span>
          ) : (
            <FlexRender cell={cell} />
          )}
        </td>
      ))}
    </tr>
  );
});

function SortMark({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  return (
    <span aria-hidden className="flex shrink-0 flex-col text-[8px] leading-[8px]">
      <span className={sorted === 'asc' ? 'text-white' : 'text-white/40'}>▲</span>
      <span className={sorted === 'desc' ? 'text-white' : 'text-white/40'}>▼</span>
    </span>
  );
}
