// 体征记录's trends on the health file: blood pressure (收缩压/舒张压, mmHg) and fasting glucose (mmol/L) over time, each
// on its own axis, drawn by the console's chart wrapper (chart.js arrives in its own chunk on first draw).
import type { VitalTrend } from '@clinic/hooks';
import { LineChart } from '../../ui/charts';

const NO_TREND: VitalTrend = { labels: [], pressure: [], glucose: [] };

export function VitalTrendCharts({ trend, loading }: { trend: VitalTrend | null; loading: boolean }) {
  const shown = trend ?? NO_TREND;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-busy={loading || undefined}>
      <section className="min-w-0 rounded border border-slate-200 p-3">
        <h3 className="mb-2 text-sm font-medium text-slate-800">血压趋势</h3>
        <LineChart
          title="血压趋势"
          categoryName="测量时间"
          labels={shown.labels}
          series={shown.pressure}
          unit="mmHg"
          yMin={40}
          height={240}
        />
      </section>
      <section className="min-w-0 rounded border border-slate-200 p-3">
        <h3 className="mb-2 text-sm font-medium text-slate-800">空腹血糖趋势</h3>
        <LineChart
          title="空腹血糖趋势"
          categoryName="测量时间"
          labels={shown.labels}
          series={shown.glucose}
          unit="mmol/L"
          area
          height={240}
        />
      </section>
    </div>
  );
}
