// TanStack Table 9 column definitions of a list page: selection, the data columns with ellipsis tooltips, actions.
import type { ReactNode } from 'react';
import {
  columnSizingFeature,
  createColumnHelper,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import { popupShownText, type ColumnWidth, type Row } from '@clinic/hooks';
import { Tooltip } from '../../ui/tooltip';
import { cellText } from './column-widths';
import { DictColorCell } from './dict-color-cell';
import { ColorSwatchCell } from './color-swatch-cell';
import { RefTagsCell } from './ref-tags-cell';
import type { ListColumn } from './list-page-types';

export const listTableFeatures = tableFeatures({
  rowSelectionFeature,
  rowSortingFeature,
  columnSizingFeature,
});
const helper = createColumnHelper<typeof listTableFeatures, Row>();

export const SELECT_COLUMN_WIDTH = 48;
export const ACTION_COLUMN_WIDTH = 90;
export const ACTION_COLUMN_ID = '__action';

function CellText({ text, capped, maxChars }: { text: string; capped: boolean; maxChars?: number }) {
  const cut = maxChars === undefined ? text : popupShownText(text, maxChars);
  const shown = <span className="block truncate">{cut}</span>;
  // Only capped or cut cells can hide text; a tooltip on every cell of 1000 rows would cost for nothing.
  if ((!capped && cut === text) || text === '') return shown;
  return (
    <Tooltip content={<span className="block max-w-md break-all">{text}</span>}>
      <span tabIndex={0} className="block truncate outline-none">
        {cut}
      </span>
    </Tooltip>
  );
}

export function buildColumns(
  columns: readonly ListColumn[],
  widths: Record<string, ColumnWidth>,
  action: ((row: Row) => ReactNode) | null,
  actionWidth: number = ACTION_COLUMN_WIDTH,
) {
  const select = helper.display({
    id: '__select',
    size: SELECT_COLUMN_WIDTH,
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label="全选"
        className="h-4 w-4 accent-white"
        checked={table.getIsAllRowsSelected()}
        ref={(el) => {
          if (el) el.indeterminate = !table.getIsAllRowsSelected() && table.getIsSomeRowsSelected();
        }}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label="选择行"
        className="h-4 w-4 accent-primary"
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  });
  const data = columns.map((column) =>
    helper.accessor((row) => cellText(column, row), {
      id: column.key,
      header: column.title,
      size: widths[column.key]?.width ?? 120,
      enableSorting: Boolean(column.sortable),
      cell: ({ row, getValue }) =>
        column.render ? (
          column.render(row.original)
        ) : column.tags ? (
          <RefTagsCell
            target={column.tags}
            value={row.original[column.key]}
            text={row.original[`${column.key}_dictText`]}
          />
        ) : column.swatch ? (
          <ColorSwatchCell value={String(getValue() ?? '')} />
        ) : column.dictCode ? (
          <DictColorCell
            dictCode={column.dictCode}
            value={row.original[column.key]}
            text={String(getValue() ?? '')}
          />
        ) : (
          <CellText
            text={String(getValue() ?? '')}
            capped={widths[column.key]?.ellipsis ?? false}
            {...(column.maxChars !== undefined ? { maxChars: column.maxChars } : {})}
          />
        ),
    }),
  );
  const actions = action
    ? [
        helper.display({
          id: ACTION_COLUMN_ID,
          size: actionWidth,
          header: '操作',
          cell: ({ row }) => action(row.original),
        }),
      ]
    : [];
  return helper.columns([select, ...data, ...actions]);
}
