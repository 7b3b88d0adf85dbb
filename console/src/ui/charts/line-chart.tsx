// A line chart of one or more series over categories (months, dates), with Chinese tooltips.
import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { ChartFrame } from './chart-frame';
import { colorAt, fade } from './chart-palette';
import { formatValue, type CategoryChartProps } from './chart-types';
import { useChart } from './use-chart';

export interface LineChartProps extends CategoryChartProps {
  /** Fill the area under a single series. */
  area?: boolean;
  /** Lowest value of the y axis; by default the axis starts at 0 for counts. */
  yMin?: number;
}

export function LineChart(props: LineChartProps) {
  const { title, categoryName, labels, series, unit = '', height = 280, area = false, yMin } = props;
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'line',
      data: {
        labels: [...labels],
        datasets: series.map((s, i) => ({
          label: s.name,
          data: [...s.data],
          borderColor: colorAt(i),
          backgroundColor: area && series.length === 1 ? fade(colorAt(i), 0.12) : colorAt(i),
          fill: area && series.length === 1,
          tension: 0.3,
          pointRadius: 3,
          spanGaps: true,
        })),
      },
      options: {
        interaction: { mode: 'index', intersect: false },
        scales: {
          y: {
            beginAtZero: yMin === undefined,
            ...(yMin === undefined ? {} : { min: yMin }),
            ticks: { precision: 0 },
          },
          x: { grid: { display: false } },
        },
        plugins: {
          legend: { display: series.length > 1, position: 'top' },
          tooltip: {
            callbacks: {
              label: (item) => `${item.dataset.label ?? ''}：${formatValue(item.parsed.y, unit)}`,
            },
          },
        },
      },
    }),
    [labels, series, unit, area, yMin],
  );
  const { canvasRef, status } = useChart(config);
  const empty = labels.length === 0 || series.every((s) => s.data.every((v) => v === null));
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
        rows: labels.map((label, i) => ({
          label,
          values: series.map((s) => formatValue(s.data[i], unit)),
        })),
      }}
    />
  );
}
