// Tree table: rows by parentId from a list URL (children loaded on expand); an unreadable answer shows 返回数据类型不识别.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { treeRowsLoader, type TreeRow } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';

export interface TreeTableProps {
  url: string;
  columns: readonly { key: string; title: string }[];
  condition?: string;
  label: string;
}

export function TreeTable({ url, columns, condition, label }: TreeTableProps) {
  const { client } = useClinic();
  const [children, setChildren] = useState<Record<string, TreeRow[]>>({});
  const [open, setOpen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const rowsUnder = useMemo(() => treeRowsLoader(client, url, condition), [client, url, condition]);
  const load = useCallback(
    async (parentId: string) => {
      try {
        const rows = await rowsUnder(parentId);
        setChildren((prev) => ({ ...prev, [parentId]: rows }));
      } catch (reason) {
        setError(reason instanceof Error ? reason.message : String(reason));
      }
    },
    [rowsUnder],
  );
  useEffect(() => void load(''), [load]);
  const toggle = (row: TreeRow) => {
    if (open.includes(row.id)) return setOpen(open.filter((k) => k !== row.id));
    setOpen([...open, row.id]);
    if (!children[row.id] && !row.children) void load(row.id);
  };
  const renderRows = (rows: readonly TreeRow[], depth: number): ReactNode[] =>
    rows.flatMap((row) => {
      const kids = row.children ?? children[row.id];
      const expandable =
        row.isLeaf !== true &&
        row.hasChildren !== false &&
        (row.hasChildren === true || (kids?.length ?? 0) > 0 || !kids);
      return [
        <tr key={row.id} className="border-t border-slate-100">
          {columns.map((column, i) => (
            <td
              key={column.key}
              className="px-3 py-1.5"
              style={i === 0 ? { paddingLeft: 12 + depth * 20 } : undefined}
            >
              {i === 0 && expandable && (
                <button
                  type="button"
                  aria-label={`${open.includes(row.id) ? '收起' : '展开'} ${String(row[column.key] ?? '')}`}
                  className="mr-1 text-slate-500"
                  onClick={() => toggle(row)}
                >
                  {open.includes(row.id) ? '▾' : '▸'}
                </button>
              )}
              {String(row[column.key] ?? '')}
            </td>
          ))}
        </tr>,
        ...(open.includes(row.id) && kids ? renderRows(kids, depth + 1) : []),
      ];
    });
  if (error) return <p className="text-sm text-red-600">{error}</p>;
  return (
    <table aria-label={label} className="w-full text-sm">
      <thead className="bg-slate-50 text-left text-slate-600">
        <tr>
          {columns.map((c) => (
            <th key={c.key} className="px-3 py-2 font-medium">
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{renderRows(children[''] ?? [], 0)}</tbody>
    </table>
  );
}
