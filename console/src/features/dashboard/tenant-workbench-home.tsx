// The workbench home of tenant 1423892807230000001: today's figures from the server first, each linking to its list.
import { SPECIAL_HOME_TAB_TITLE, createHomeFiguresModel, useModelState } from '@clinic/hooks';
import { AppLink } from '../../ui/app-link';
import { useHomeModel } from './use-home-model';

export function TenantWorkbenchHome() {
  const { model, userName } = useHomeModel(createHomeFiguresModel, SPECIAL_HOME_TAB_TITLE);
  const { figures, loading } = useModelState(model);
  return (
    <div className="space-y-6">
      <section className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-semibold text-slate-900">欢迎，{userName}</h1>
        <p className="mt-1 text-sm text-slate-500">{SPECIAL_HOME_TAB_TITLE}</p>
      </section>
      <section aria-label="今日工作" aria-busy={loading} className="grid gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <article
            key={figure.key}
            aria-label={figure.title}
            className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <h2 className="font-medium text-slate-900">{figure.title}</h2>
            <p
              className="mt-2 text-3xl font-semibold text-primary-strong"
              data-testid={`figure-${figure.key}`}
            >
              {figure.value === null ? '—' : figure.value.toLocaleString('zh-CN')}
            </p>
            <p className="mt-1 flex justify-between text-sm text-slate-500">
              <span>{figure.hint}</span>
              <AppLink href={figure.path} className="text-primary-strong hover:underline">
                查看
              </AppLink>
            </p>
          </article>
        ))}
      </section>
    </div>
  );
}
