// The home of 仁和医院 (shell-spec 2.5): its outpatient and follow-up figures this month, from the server's aggregate.
import { HOME_TAB_TITLE, createClinicOverviewModel, useModelState } from '@clinic/hooks';
import { resources } from '@clinic/sdk/resources';
import { FigureCard } from './figure-card';
import { OverviewFrame } from './overview-frame';
import { useHomeModel } from './use-home-model';

export function ClinicHome({ tenantName }: { tenantName: string }) {
  // Only tenant 1423892807230000001 renames its home tab (shell-spec 2.5); this home keeps 首页.
  const { model, userName } = useHomeModel(createClinicOverviewModel, HOME_TAB_TITLE);
  const { data, loading, allowed, error } = useModelState(model);
  const month = data ? `${Number(data.month.slice(5, 7))}月` : '本月';
  const visits = data?.followupsThisMonth ?? 0;
  return (
    <OverviewFrame
      userName={userName}
      tenantName={tenantName}
      subtitle="门诊与随访概览"
      allowed={allowed}
      deniedText="当前账号没有查看随访记录的权限，门诊与随访数据不予显示；如需查看请联系管理员授权。"
      error={error}
    >
      <section
        aria-label="门诊随访"
        aria-busy={loading}
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3"
      >
        <FigureCard
          title="在册患者"
          value={data?.patients}
          hint="本院健康档案"
          href={resources.patient.menu.path}
        />
        <FigureCard title="本月新增患者" value={data?.patientsAddedThisMonth} hint={`${month}建档`} />
        <FigureCard
          title="本月随访"
          value={data?.followupsThisMonth}
          hint={`${month}已登记的随访`}
          href={resources.followup.menu.path}
        />
        <FigureCard
          title="血压未达标"
          value={data?.bloodPressureAboveTarget}
          hint="本月 ≥140/90 mmHg"
          tone="warning"
        />
        <FigureCard
          title="超期未随访"
          value={data?.overduePatients}
          hint="90 天内无随访的患者"
          tone="warning"
        />
        <FigureCard title="用药中患者" value={data?.patientsOnMedication} hint="有在用药品的患者" />
      </section>
      <section aria-label="本月随访方式" className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="font-medium text-slate-900">{month}随访方式</h2>
        <ul className="mt-4 space-y-3">
          {(data?.followupsByWay ?? []).map((w) => (
            <li
              key={w.way}
              aria-label={w.wayText}
              className="grid grid-cols-[5rem_1fr_3rem] items-center gap-3 text-sm"
            >
              <span className="text-slate-600">{w.wayText}</span>
              <span className="h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                <span
                  className="block h-full rounded-full bg-primary"
                  style={{ width: `${visits > 0 ? Math.round((w.count / visits) * 100) : 0}%` }}
                />
              </span>
              <span className="text-right font-medium tabular-nums text-slate-900">{w.count} 次</span>
            </li>
          ))}
        </ul>
        {data && visits === 0 ? <p className="mt-2 text-sm text-slate-400">本月暂无随访记录</p> : null}
      </section>
    </OverviewFrame>
  );
}
