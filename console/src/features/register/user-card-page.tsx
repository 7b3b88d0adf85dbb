// The centred card the no-login user pages share (register, register result, alteration).
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { DEFAULT_LOGIN_PATH, useDocumentTitle } from '@clinic/hooks';
import { APP_TITLE } from '../../app/app-config';

export function UserCardPage({
  path,
  title,
  children,
}: {
  path: string;
  title: string;
  children: ReactNode;
}) {
  useDocumentTitle({ path, title, appName: APP_TITLE });
  return (
    <main className="flex min-h-full items-center justify-center bg-gradient-to-br from-sky-50 via-slate-50 to-blue-100 px-4 py-10">
      <section className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl shadow-slate-300/40 sm:p-10">
        <div className="mb-4 flex items-center gap-2 font-semibold text-slate-900">
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
          {APP_TITLE}
        </div>
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        {children}
        <p className="mt-6 text-right text-sm">
          <Link to={DEFAULT_LOGIN_PATH} className="text-primary-strong hover:underline">
            使用已有账户登录
          </Link>
        </p>
      </section>
    </main>
  );
}
