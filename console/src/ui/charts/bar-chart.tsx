// A bar chart of one or more series over categories, bars 30 px wide; past `visible` categories (10) a slider below
// moves the window along them, as a dataZoom slider does.
import { useMemo, useState } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { ChartFrame } from './chart-frame';
import { colorAt } from './chart-palette';
import { formatValue, type CategoryChartProps } from './chart-types';
import { useChart } from './use-chart';

export const BAR_WIDTH = 30;
export const BAR_WINDOW = 10;

export interface BarChartProps extends CategoryChartProps {
  /** How many categories show at once; more bring the slider. */
  visible?: number;
  /** Stack the series on each category. */
  stacked?: boolean;
  /** An extra tooltip line for a category (completion rate...), by its index in `labels`. */
  footer?: (index: number) => string | undefined;
}

export function BarChart(props: BarChartProps) {
  const { title, categoryName, labels, series, unit = '', height = 300, visible = BAR_WINDOW } = props;
  const { stacked = false, footer } = props;
  const [start, setStart] = useState(0);
  const sliding = labels.length > visible;
  const from = sliding ? Math.min(start, labels.length - visible) : 0;
  const to = sliding ? from + visible : labels.length;
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'bar',
      data: {
        labels: labels.slice(from, to),
        datasets: series.map((s, i) => ({
          label: s.name,
          data: s.data.slice(from, to),
          backgroundColor: colorAt(i),
          maxBarThickness: BAR_WIDTH,
          borderRadius: 2,
        })),
      },
      options: {
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: { stacked, grid: { display: false }, ticks: { autoSkip: false, maxRotation: 45 } },
          y: { stacked, beginAtZero: true, ticks: { precision: 0 } },
        },
        plugins: {
          legend: { display: series.length > 1, position: 'top' },
          tooltip: {
            callbacks: {
              label: (item) => `${item.dataset.label ?? ''}：${formatValue(item.parsed.y, unit)}`,
              footer: (items) => (items[0] && footer ? (footer(from + items[0].dataIndex) ?? '') : ''),
            },
          },
        },
      },
    }),
    [labels, series, unit, stacked, footer, from, to],
  );
  const { canvasRef, status } = useChart(config);
  const empty = labels.length === 0;
  return (
    <ChartFrame
      title={title}
      height={height}
      status={status}
      empty={empty}
      canvasRef={canvasRef}
      table={{
        category: categoryName,
        columns: series.map((s) => s.name),
        rows: labels.map((label, i) => ({ label, values: series.map((s) => formatValue(s.data[i], unit)) })),
      }}
    >
      {sliding ? (
        <label className="mt-2 flex items-center gap-3 text-xs text-slate-500">
          <input
            type="range"
            min={0}
            max={labels.length - visible}
            step={1}
            value={from}
            onChange={(e) => setStart(Number(e.target.value))}
            aria-label={`${title}：拖动查看更多${categoryName}`}
            aria-valuetext={`第 ${from + 1}–${to} 个${categoryName}，共 ${labels.length} 个`}
            className="h-1.5 flex-1 cursor-pointer accent-primary"
          />
          <span className="shrink-0 tabular-nums" aria-hidden>
            {from + 1}–{to} / {labels.length}
          </span>
        </label>
      ) : null}
    </ChartFrame>
  );
}
