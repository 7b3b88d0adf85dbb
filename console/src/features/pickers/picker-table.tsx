// The table every list picker shows: a radio or checkbox per row, sortable headers, paging below.
import { numberOptions, useModelState, type PickerColumn, type TablePickerModel } from '@clinic/hooks';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';

export interface PickerTableProps {
  model: TablePickerModel;
  columns: readonly PickerColumn[];
  scrollX?: number | undefined;
  render?: (column: PickerColumn, value: unknown) => string;
  label: string;
}

export function PickerTable({ model, columns, scrollX, render, label }: PickerTableProps) {
  const state = useModelState(model);
  const pages = Math.max(1, Math.ceil(state.total / state.pageSize));
  const show = (column: PickerColumn, value: unknown) =>
    render ? render(column, value) : value === null || value === undefined ? '' : String(value);
  return (
    <div>
      <div className="overflow-x-auto rounded border border-slate-200">
        <table
          className="w-full text-sm"
          style={scrollX ? { minWidth: scrollX } : undefined}
          aria-label={label}
        >
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="w-10 px-3 py-2" aria-label="选择" />
              {columns.map((column) => {
                const sorted = state.sort?.column === column.key ? state.sort.order : null;
                return (
                  <th
                    key={column.key}
                    className="px-3 py-2 font-medium"
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : 'none'}
                  >
                    <button
                      type="button"
                      className="hover:text-primary"
                      onClick={() => void model.setSort(column.key, sorted === 'asc' ? 'desc' : 'asc')}
                    >
                      {column.title}
                      {sorted ? (sorted === 'asc' ? ' ↑' : ' ↓') : ''}
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {state.rows.map((row, index) => {
              const key = model.keyOf(row);
              const checked = state.selectedKeys.includes(key);
              return (
                <tr
                  key={key || index}
                  className={`cursor-pointer border-t border-slate-100 ${checked ? 'bg-primary/5' : index % 2 ? 'bg-[#F8FBFF]' : 'bg-white'}`}
                  onClick={() => model.toggle(row)}
                >
                  <td className="px-3 py-2">
                    <input
                      type={state.multiple ? 'checkbox' : 'radio'}
                      checked={checked}
                      onChange={() => model.toggle(row)}
                      onClick={(event) => event.stopPropagation()}
                      aria-label={`选择 ${show(columns[0]!, row[columns[0]!.key])}`}
                    />
                  </td>
                  {columns.map((column) => (
                    <td key={column.key} className="px-3 py-2 text-slate-800">
                      {show(column, row[column.key])}
                    </td>
                  ))}
                </tr>
              );
            })}
            {state.rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + 1} className="px-3 py-8 text-center text-slate-400">
                  {state.loading ? '加载中...' : (state.error ?? '暂无数据')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex items-center justify-end gap-2 text-sm text-slate-600">
        <span>共 {state.total} 条</span>
        <Button
          size="small"
          disabled={state.pageNo <= 1}
          onClick={() => void model.setPage(state.pageNo - 1)}
        >
          上一页
        </Button>
        <span>
          {state.pageNo} / {pages}
        </span>
        <Button
          size="small"
          disabled={state.pageNo >= pages}
          onClick={() => void model.setPage(state.pageNo + 1)}
        >
          下一页
        </Button>
        <Select
          aria-label="每页条数"
          size="sm"
          className="w-28"
          value={String(state.pageSize)}
          onChange={(v) => void model.setPage(1, Number(v))}
          options={numberOptions(state.pageSizeOptions, (size) => `${size} 条/页`)}
        />
      </div>
    </div>
  );
}
