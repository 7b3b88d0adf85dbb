import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartConfiguration, TooltipItem } from 'chart.js';

// The library draws on a canvas, which happy-dom lacks: a stand-in records what our wrapper hands it.
const drawn: { config: ChartConfiguration; updates: number; destroyed: boolean }[] = [];
vi.mock('./chart-engine', () => ({
  Chart: class {
    entry: (typeof drawn)[number];
    constructor(_canvas: HTMLCanvasElement, config: ChartConfiguration) {
      this.entry = { config, updates: 0, destroyed: false };
      drawn.push(this.entry);
    }
    set data(data: ChartConfiguration['data']) {
      this.entry.config = { ...this.entry.config, data };
    }
    set options(options: ChartConfiguration['options']) {
      this.entry.config = { ...this.entry.config, options };
    }
    update() {
      this.entry.updates += 1;
    }
    destroy() {
      this.entry.destroyed = true;
    }
  },
}));

const { BarChart, LineChart, PieChart } = await import('./index');

const tooltipLabel = (config: ChartConfiguration, item: Partial<TooltipItem<'bar'>>) =>
  (config.options?.plugins?.tooltip?.callbacks?.label as (i: unknown) => string)(item);

afterEach(cleanup);
beforeEach(() => {
  drawn.length = 0;
});

describe('charts', () => {
  it('a line chart draws its series and says each value in Chinese with its unit', async () => {
    render(
      <LineChart
        title="新增患者趋势"
        categoryName="月份"
        labels={['2026-10', '2026-11']}
        series={[{ name: '新增患者', data: [12, 1234] }]}
        unit="人"
      />,
    );
    const figure = screen.getByRole('img', { name: '新增患者趋势' }).closest('figure')!;
    await waitFor(() => expect(figure.dataset.chartStatus).toBe('ready'));
    const { config } = drawn[0]!;
    expect(config.type).toBe('line');
    expect(config.data.labels).toEqual(['2026-10', '2026-11']);
    expect(
      tooltipLabel(config, { dataset: { label: '新增患者', data: [] }, parsed: { x: 1, y: 1234 } as never }),
    ).toBe('新增患者：1,234 人');
    // The same figures for screen readers.
    expect(screen.getByRole('table', { name: '新增患者趋势' }).textContent).toContain('1,234 人');
  });

  it('a pie slice says its count and share', async () => {
    render(
      <PieChart
        title="病种分布"
        categoryName="病种"
        slices={[
          { name: '高血压', value: 3 },
          { name: '糖尿病', value: 1 },
        ]}
        unit="人"
      />,
    );
    await waitFor(() => expect(drawn).toHaveLength(1));
    const label = tooltipLabel(drawn[0]!.config, { label: '高血压', parsed: 3 as never });
    expect(label).toBe('高血压：3 人（占 75.0%）');
  });

  it('nothing to draw says 暂无数据', () => {
    render(<PieChart title="病种分布" categoryName="病种" slices={[]} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('past ten categories a slider moves a window of ten; bars are at most 30 px wide', async () => {
    const labels = Array.from({ length: 14 }, (_, i) => `科室${i + 1}`);
    render(
      <BarChart
        title="随访完成情况"
        categoryName="科室"
        labels={labels}
        series={[{ name: '已完成', data: labels.map((_, i) => i) }]}
        footer={(i) => `完成率 ${i}0%`}
      />,
    );
    await waitFor(() => expect(drawn).toHaveLength(1));
    const first = drawn[0]!;
    expect(first.config.data.labels).toEqual(labels.slice(0, 10));
    expect((first.config.data.datasets[0] as { maxBarThickness?: number }).maxBarThickness).toBe(30);
    const slider = screen.getByRole('slider', { name: '随访完成情况：拖动查看更多科室' });
    expect(slider.getAttribute('aria-valuetext')).toBe('第 1–10 个科室，共 14 个');
    act(() => {
      fireEvent.change(slider, { target: { value: '4' } });
    });
    expect(first.updates).toBe(1);
    expect(first.config.data.labels).toEqual(labels.slice(4, 14));
    expect(first.config.data.datasets[0]!.data).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    // The footer names the category under the pointer, counted over all categories, not the window.
    const footer = first.config.options?.plugins?.tooltip?.callbacks?.footer as (items: unknown[]) => string;
    expect(footer([{ dataIndex: 0 }])).toBe('完成率 40%');
  });

  it('ten categories or fewer have no slider; leaving frees the chart', async () => {
    const { unmount } = render(
      <BarChart title="b" categoryName="科室" labels={['内科']} series={[{ name: '已完成', data: [1] }]} />,
    );
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(screen.queryByRole('slider')).toBeNull();
    unmount();
    expect(drawn[0]!.destroyed).toBe(true);
  });
});
