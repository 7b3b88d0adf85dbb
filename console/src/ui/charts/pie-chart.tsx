// A pie (or ring) of parts of a whole, each slice's tooltip saying its count and share in Chinese.
import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { ChartFrame } from './chart-frame';
import { colorAt } from './chart-palette';
import { formatValue } from './chart-types';
import { useChart } from './use-chart';

export interface PieSlice {
  name: string;
  value: number;
}

export interface PieChartProps {
  title: string;
  /** Header of the slice column in the hidden table (病种...). */
  categoryName: string;
  slices: readonly PieSlice[];
  unit?: string;
  height?: number;
  /** A ring (doughnut look) instead of a full pie. */
  ring?: boolean;
}

const share = (value: number, total: number) => (total > 0 ? `${((value / total) * 100).toFixed(1)}%` : '0%');

export function PieChart({
  title,
  categoryName,
  slices,
  unit = '',
  height = 280,
  ring = false,
}: PieChartProps) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const config = useMemo<ChartConfiguration>(
    () => ({
      type: 'pie',
      data: {
        labels: slices.map((s) => s.name),
        datasets: [
          {
            data: slices.map((s) => s.value),
            backgroundColor: slices.map((_, i) => colorAt(i)),
            borderColor: '#fff',
            borderWidth: 2,
          },
        ],
      },
      options: {
        cutout: ring ? '55%' : 0,
        plugins: {
          legend: { position: 'bottom' },
          tooltip: {
            callbacks: {
              label: (item) =>
                `${item.label}：${formatValue(item.parsed, unit)}（占 ${share(item.parsed, total)}）`,
            },
          },
        },
      },
    }),
    [slices, unit, ring, total],
  );
  const { canvasRef, status } = useChart(config);
  return (
    <ChartFrame
      title={title}
      height={height}
      status={status}
      empty={total === 0}
      canvasRef={canvasRef}
      table={{
        category: categoryName,
        columns: ['数量', '占比'],
        rows: slices.map((s) => ({
          label: s.name,
          values: [formatValue(s.value, unit), share(s.value, total)],
        })),
      }}
    />
  );
}
