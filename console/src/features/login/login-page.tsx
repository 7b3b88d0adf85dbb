// Login screen layout: brand panel beside the sign-in card.
import { DEFAULT_LOGIN_PATH, useDocumentTitle } from '@clinic/hooks';
import { APP_TITLE } from '../../app/app-config';
import { LoginForm } from './login-form';

export function LoginPage({ redirect }: { redirect: string | undefined }) {
  useDocumentTitle({ path: DEFAULT_LOGIN_PATH, title: '登录', appName: APP_TITLE });
  return (
    <main className="flex min-h-full items-center justify-center bg-gradient-to-br from-sky-50 via-slate-50 to-blue-100 px-4 py-10">
      <div className="grid w-full max-w-4xl overflow-hidden rounded-2xl bg-white shadow-xl shadow-slate-300/40 md:grid-cols-2">
        <section className="hidden flex-col justify-between bg-linear-to-br from-primary-strong to-primary-deep p-10 text-white md:flex">
          <div className="flex items-center gap-3">
            <img src="/favicon.svg" alt="" className="h-10 w-10 rounded-lg ring-2 ring-white/40" />
            <span className="text-lg font-semibold tracking-wide">{APP_TITLE}</span>
          </div>
          <div>
            <h2 className="text-2xl leading-snug font-semibold">慢病管理与临床研究病例平台</h2>
            <p className="mt-3 text-sm leading-relaxed text-white/90">
              患者健康档案、随访、问卷评估与研究项目病例，一站式协同管理。
            </p>
          </div>
          <p className="text-xs text-white/90">
            © {new Date().getFullYear()} {APP_TITLE}
          </p>
        </section>
        <section className="p-8 sm:p-12">
          <div className="mb-6 flex items-center gap-2 font-semibold text-slate-900 md:hidden">
            <img src="/favicon.svg" alt="" className="h-8 w-8" />
            {APP_TITLE}
          </div>
          <h1 className="text-2xl font-semibold text-slate-900">账号登录</h1>
          <p className="mt-2 text-sm text-slate-500">欢迎回来，请使用您的工作账号登录</p>
          <LoginForm redirect={redirect} />
        </section>
      </div>
    </main>
  );
}
