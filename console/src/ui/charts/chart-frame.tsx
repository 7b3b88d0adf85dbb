// The frame every chart draws in: a canvas named for screen readers, the same figures as a hidden table, and the
// chart's state (drawing, nothing to draw, library not loaded) in words.
import type { ReactNode, RefObject } from 'react';
import type { ChartStatus } from './use-chart';

export interface ChartTable {
  /** Header of the category column (月份, 病种, 科室...). */
  category: string;
  columns: readonly string[];
  rows: readonly { label: string; values: readonly (string | number)[] }[];
}

export interface ChartFrameProps {
  /** What the chart shows; the canvas's accessible name. */
  title: string;
  height: number;
  status: ChartStatus;
  empty: boolean;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  table: ChartTable;
  children?: ReactNode;
}

export function ChartFrame({ title, height, status, empty, canvasRef, table, children }: ChartFrameProps) {
  return (
    <figure className="m-0" data-chart={title} data-chart-status={empty ? 'empty' : status}>
      <div className="relative w-full" style={{ height }}>
        <canvas ref={canvasRef} role="img" aria-label={title} className={empty ? 'invisible' : undefined} />
        {empty || status !== 'ready' ? (
          <p className="absolute inset-0 flex items-center justify-center text-sm text-slate-400">
            {empty ? '暂无数据' : status === 'failed' ? '图表加载失败，请刷新页面重试' : '图表加载中…'}
          </p>
        ) : null}
      </div>
      {children}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{table.category}</th>
            {table.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              {r.values.map((v, i) => (
                <td key={table.columns[i]}>{v}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
