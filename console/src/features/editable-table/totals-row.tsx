// 合计: the editable table's totals row for its statistics columns.
import { useEditableData, type EditableColumn, type EditableTableModel } from '@clinic/hooks';

export function TotalsRow({
  model,
  columns,
  lead,
}: {
  model: EditableTableModel;
  columns: readonly EditableColumn[];
  lead: number;
}) {
  const totals = useEditableData(model);
  return (
    <tfoot>
      <tr className="bg-slate-50 font-medium">
        <td colSpan={lead} className="border-t border-slate-200 px-2 py-1.5">
          合计
        </td>
        {columns.map((column) => (
          <td
            key={column.key}
            className="border-l border-t border-slate-200 px-2 py-1.5"
            data-testid={`total-${column.key}`}
          >
            {column.statistics || column.sum ? formatTotal(totals[column.key] ?? 0) : ''}
          </td>
        ))}
      </tr>
    </tfoot>
  );
}

/** Sums of decimals keep at most two places (0.1 + 0.2 shows 0.3). */
function formatTotal(n: number): string {
  return String(Math.round(n * 100) / 100);
}
