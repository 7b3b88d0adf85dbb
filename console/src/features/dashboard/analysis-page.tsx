// The analysis home (/dashboard/analysis): the server's figures, each opening its list filtered as it was counted,
// the twelve-month trend of new patients and visits, and the patients per disease.
import { useMemo, type ReactNode } from 'react';
import {
  HOME_TAB_TITLE,
  analysisFigureHref,
  completionChart,
  createAnalysisOverviewModel,
  useModelState,
  type AnalysisFigure,
  type AnalysisOverview,
} from '@clinic/hooks';
import { AppLink } from '../../ui/app-link';
import { BarChart, LineChart, PieChart } from '../../ui/charts';
import { OverviewFrame } from './overview-frame';
import { useHomeModel } from './use-home-model';

/** What each figure counts, under its number. */
const HINTS: Record<string, (month: string) => string> = {
  patients: () => '在册健康档案',
  patientsThisMonth: (m) => `${m}建档的患者`,
  visitsThisMonth: (m) => `${m}已登记的随访`,
  due: () => '尚未到期的随访',
  overdue: () => '已过应随访日期',
};

const monthName = (month: string) => `${Number(month.slice(5, 7))}月`;
/** "2026-11" → "11月", and the year where it turns ("2026年1月"). */
const monthLabel = (month: string, i: number) =>
  i === 0 || month.endsWith('-01') ? `${month.slice(0, 4)}年${monthName(month)}` : monthName(month);

export function AnalysisPage() {
  const { model, userName } = useHomeModel(createAnalysisOverviewModel, HOME_TAB_TITLE);
  const { data, loading, allowed, error } = useModelState(model);
  return (
    <OverviewFrame
      userName={userName}
      tenantName=""
      subtitle="患者与随访数据概览"
      allowed={allowed}
      deniedText="当前账号没有查看患者档案的权限，统计数据不予显示；如需查看请联系管理员授权。"
      error={error}
    >
      <Figures data={data} loading={loading} />
      <Charts data={data} />
    </OverviewFrame>
  );
}

function Figures({ data, loading }: { data: AnalysisOverview | null; loading: boolean }) {
  const month = data ? monthName(data.month) : '本月';
  return (
    <section
      aria-label="数据概览"
      aria-busy={loading}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5"
    >
      {(data?.figures ?? []).map((figure) => (
        <FigureLink key={figure.key} figure={figure} hint={HINTS[figure.key]?.(month) ?? ''} />
      ))}
      {!data && loading ? <p className="col-span-full text-sm text-slate-400">加载中…</p> : null}
    </section>
  );
}

function FigureLink({ figure, hint }: { figure: AnalysisFigure; hint: string }) {
  const href = analysisFigureHref(figure);
  const value = figure.value.toLocaleString('zh-CN');
  const tone = figure.key === 'overdue' ? 'text-red-500' : 'text-primary-strong';
  return (
    <article
      aria-label={figure.title}
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 className="text-sm font-medium text-slate-600">{figure.title}</h2>
      {href ? (
        <AppLink
          href={href}
          aria-label={`${figure.title} ${value}，查看列表`}
          className={`mt-2 inline-block text-2xl font-semibold tabular-nums hover:underline sm:text-3xl ${tone}`}
        >
          {value}
        </AppLink>
      ) : (
        <p className={`mt-2 text-2xl font-semibold tabular-nums sm:text-3xl ${tone}`}>{value}</p>
      )}
      <p className="mt-1 text-xs text-slate-500">{hint}</p>
    </article>
  );
}

function ChartCard({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section
      aria-label={title}
      className={`min-w-0 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 ${wide ? 'lg:col-span-2' : ''}`}
    >
      <h2 className="mb-4 font-medium text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Charts({ data }: { data: AnalysisOverview | null }) {
  const labels = useMemo(() => (data?.trend.months ?? []).map(monthLabel), [data]);
  const series = useMemo(() => data?.trend.series ?? [], [data]);
  const slices = useMemo(() => (data?.diseases ?? []).map((d) => ({ name: d.text, value: d.count })), [data]);
  const completion = useMemo(() => completionChart(data?.completion ?? []), [data]);
  if (!data) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <ChartCard title="近12个月趋势" wide>
        <LineChart title="近12个月新增患者与随访人次" categoryName="月份" labels={labels} series={series} />
      </ChartCard>
      <ChartCard title="病种分布">
        <PieChart title="患者病种分布" categoryName="病种" slices={slices} unit="人" ring />
      </ChartCard>
      {completion.labels.length > 0 ? (
        <ChartCard title="各科室随访完成情况（近12个月）" wide>
          <BarChart
            title="各科室近12个月应随访人次与完成人次"
            categoryName="科室"
            labels={completion.labels}
            series={completion.series}
            unit="次"
            stacked
            footer={(i) => completion.rates[i]}
          />
        </ChartCard>
      ) : null}
    </div>
  );
}
