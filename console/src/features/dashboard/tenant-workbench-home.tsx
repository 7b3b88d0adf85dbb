// The workbench home of tenant 1423892807230000001: today's work first, then the shortcuts.
import { HOME_PATH, SPECIAL_HOME_TAB_TITLE, useDocumentTitle, useSession } from '@clinic/hooks';
import { APP_TITLE } from '../../app/app-config';
import { useClinic } from '../../app/clinic-context';

const WORK = [
  { title: '待随访患者', hint: '今日计划随访' },
  { title: '待审核病例', hint: '研究项目病例' },
  { title: '未读消息', hint: '通知与公告' },
];

export function TenantWorkbenchHome() {
  const { session } = useClinic();
  const { userInfo } = useSession(session);
  useDocumentTitle({ path: HOME_PATH, title: SPECIAL_HOME_TAB_TITLE, appName: APP_TITLE });
  return (
    <div className="space-y-6">
      <section className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-semibold text-slate-900">
          欢迎，{userInfo?.realname || userInfo?.username}
        </h1>
        <p className="mt-1 text-sm text-slate-500">{SPECIAL_HOME_TAB_TITLE}</p>
      </section>
      <section aria-label="今日工作" className="grid gap-4 sm:grid-cols-3">
        {WORK.map((item) => (
          <article key={item.title} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 className="font-medium text-slate-900">{item.title}</h2>
            <p className="mt-1 text-sm text-slate-500">{item.hint}</p>
          </article>
        ))}
      </section>
    </div>
  );
}
