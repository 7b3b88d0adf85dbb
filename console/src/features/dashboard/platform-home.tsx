// The home of the platform department (shell-spec 2.5): every tenant's users, patients and follow-up visits, from the
// server's platform aggregate (every tenant in this tenant; the acting tenant alone anywhere else).
import { HOME_TAB_TITLE, createPlatformOverviewModel, useModelState } from '@clinic/hooks';
import { FigureCard } from './figure-card';
import { OverviewFrame } from './overview-frame';
import { useHomeModel } from './use-home-model';

const number = (n: number) => n.toLocaleString('zh-CN');

export function PlatformHome({ tenantName }: { tenantName: string }) {
  // Only tenant 1423892807230000001 renames its home tab (shell-spec 2.5); this home keeps 首页.
  const { model, userName } = useHomeModel(createPlatformOverviewModel, HOME_TAB_TITLE);
  const { data, loading, allowed, error } = useModelState(model);
  return (
    <OverviewFrame
      userName={userName}
      tenantName={tenantName}
      subtitle="平台运营概览"
      allowed={allowed}
      deniedText="当前账号没有查看平台运营数据的权限；如需查看请联系管理员授权。"
      error={error}
    >
      <section
        aria-label="平台概况"
        aria-busy={loading}
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      >
        <FigureCard
          title="租户"
          value={data?.tenants}
          hint={data ? `正常 ${number(data.activeTenants)} 个` : '入驻机构'}
        />
        <FigureCard title="用户" value={data?.users} hint="各租户在册账号" />
        <FigureCard title="患者" value={data?.patients} hint="各租户健康档案" />
        <FigureCard title="随访记录" value={data?.followups} hint="各租户累计随访" />
      </section>
      <section className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="platform-tenants" className="font-medium text-slate-900">
          各租户数据
        </h2>
        <div className="mt-4 overflow-x-auto rounded border border-slate-200">
          <table
            aria-labelledby="platform-tenants"
            aria-busy={loading || undefined}
            className="w-full min-w-[20rem] border-collapse text-sm"
          >
            <thead>
              <tr className="bg-primary-strong text-left text-white">
                <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
                  租户
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
                  状态
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3 text-right font-medium">
                  用户数
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3 text-right font-medium">
                  患者数
                </th>
                <th scope="col" className="px-2 py-2 sm:px-3 text-right font-medium">
                  随访记录
                </th>
              </tr>
            </thead>
            <tbody>
              {(data?.perTenant ?? []).map((t) => (
                <tr key={t.tenantId} className="border-t border-slate-100 even:bg-[#F8FBFF]">
                  <th scope="row" className="px-2 py-2 sm:px-3 text-left font-normal text-slate-900">
                    {t.tenantName}
                  </th>
                  <td className="px-2 py-2 sm:px-3">
                    <span
                      className={`rounded px-1.5 py-0.5 text-xs ${t.status === 1 ? 'bg-green-50 text-green-700' : 'bg-slate-100 text-slate-500'}`}
                    >
                      {t.status === 1 ? '正常' : '冻结'}
                    </span>
                  </td>
                  <td className="px-2 py-2 sm:px-3 text-right tabular-nums">{number(t.users)}</td>
                  <td className="px-2 py-2 sm:px-3 text-right tabular-nums">{number(t.patients)}</td>
                  <td className="px-2 py-2 sm:px-3 text-right tabular-nums">{number(t.followups)}</td>
                </tr>
              ))}
              {!data ? (
                <tr>
                  <td colSpan={5} className="px-3 py-8 text-center text-slate-400">
                    {loading ? '加载中…' : '暂无数据'}
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      </section>
    </OverviewFrame>
  );
}
