// Default analysis dashboard: greeting for the signed-in user and entry cards.
import { useEffect } from 'react';
import { HOME_PATH, greetingPeriod, useDocumentTitle, useModelState } from '@clinic/hooks';
import { APP_TITLE } from '../../app/app-config';
import { useClinic } from '../../app/clinic-context';

const shortcuts = [
  { title: '患者健康档案', text: '查看与维护患者基本信息和健康档案' },
  { title: '随访管理', text: '随访计划、随访记录与到期提醒' },
  { title: '问卷评估', text: '问卷发放、填写与评估结果' },
  { title: '研究项目病例', text: '临床研究项目与受试者病例管理' },
];

export function AnalysisPage() {
  const { session } = useClinic();
  const { userInfo } = useModelState(session);
  const name = userInfo?.realname || userInfo?.username || '';
  useDocumentTitle({ path: HOME_PATH, title: '首页', appName: APP_TITLE });

  // A session restored from storage may have been revoked meanwhile: ask the server who we are.
  useEffect(() => {
    void session.refresh();
  }, [session]);

  return (
    <div className="flex min-h-full flex-col">
      <div className="w-full flex-1">
        <section className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <p className="text-sm text-slate-500">{greetingPeriod(new Date().getHours())}，今天也辛苦了</p>
          <h1 className="mt-1 text-2xl font-semibold text-slate-900">欢迎，{name}</h1>
        </section>
        <section aria-label="常用功能" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {shortcuts.map((item) => (
            <article key={item.title} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <div
                aria-hidden
                className="mb-3 flex h-9 w-9 items-center justify-center rounded-lg bg-primary-soft text-sm font-semibold text-primary-strong"
              >
                {item.title.slice(0, 1)}
              </div>
              <h2 className="font-medium text-slate-900">{item.title}</h2>
              <p className="mt-1 text-sm leading-relaxed text-slate-500">{item.text}</p>
            </article>
          ))}
        </section>
      </div>
    </div>
  );
}
