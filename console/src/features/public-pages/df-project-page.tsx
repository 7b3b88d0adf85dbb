// /h5Web/dfProject (shell-spec 2.1): the mobile (H5) page of the DF-D-WEB projects: the signed-in user's projects as
// cards (name, code, period, target); signed out, a prompt to sign in on the DF login page and come back.
import { dfProjectModel, loginPathFor, usePublicPage, useModelState } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { PublicFrame, PublicPageState } from './public-frame';

const PATH = '/h5Web/dfProject';

export function DfProjectPage() {
  const { client, session } = useClinic();
  const { token } = useModelState(session);
  const projects = usePublicPage(() => dfProjectModel(client, () => Boolean(session.getSnapshot().token)));
  const cards = projects.data ?? [];
  return (
    <PublicFrame path={PATH} title="我的项目">
      <PublicPageState
        status={token ? projects.status : 'signedOut'}
        error={projects.error}
        onRetry={() => void projects.reload()}
        loginHref={`${loginPathFor({ appCode: 'DF-D-WEB' })}?redirect=${encodeURIComponent(PATH)}`}
        signedOutText="登录后查看您参与的项目"
      />
      {token && projects.status === 'ready' && cards.length === 0 && (
        <p className="py-10 text-center text-sm text-slate-400">暂无项目</p>
      )}
      {token && projects.status === 'ready' && cards.length > 0 && (
        <ul aria-label="项目列表" className="space-y-3">
          {cards.map((card) => (
            <li key={card.id}>
              <article aria-label={card.name} className="rounded-lg bg-white p-4 shadow-sm">
                <h2 className="text-base font-medium break-words text-slate-900">{card.name}</h2>
                <p className="mt-0.5 text-xs text-slate-400">{card.code}</p>
                <dl className="mt-3 grid grid-cols-[4.5rem_1fr] gap-y-1.5 text-sm">
                  <dt className="text-slate-500">项目周期</dt>
                  <dd className="text-slate-900">{card.period}</dd>
                  <dt className="text-slate-500">目标例数</dt>
                  <dd className="text-slate-900">{card.target}</dd>
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
    </PublicFrame>
  );
}
