// /dynamicForm/login: the mobile sign-in (the one login form, on a phone-width card) that lands on /dynamicForm/index.
import { useDocumentTitle } from '@clinic/hooks';
import { APP_TITLE } from '../../../app/app-config';
import { LoginForm } from '../../login/login-route';

export function MobileLoginPage() {
  useDocumentTitle({ path: '/dynamicForm/login', title: '登录', appName: APP_TITLE });
  return (
    <main
      data-login-route="/dynamicForm/login"
      className="mx-auto flex min-h-dvh max-w-md flex-col bg-gradient-to-b from-primary-strong to-sky-600 px-4 pt-14 pb-8"
    >
      <div className="mb-8 text-white">
        <p className="text-sm text-white/90">{APP_TITLE}</p>
        <h1 className="mt-1 text-2xl font-semibold">动态表单</h1>
        <p className="mt-2 text-sm text-white/90">填写表单、提交数据申请、审核变更</p>
      </div>
      <section aria-label="账号登录" className="rounded-2xl bg-white p-5 shadow-lg">
        <h2 className="text-lg font-semibold text-slate-900">账号登录</h2>
        <LoginForm redirect="/dynamicForm/index" />
      </section>
    </main>
  );
}
