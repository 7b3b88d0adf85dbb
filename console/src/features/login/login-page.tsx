// Login screen (every login route of shell-spec 2.2): brand panel beside the sign-in card with account and phone tabs.
import { useEffect, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Link, useRouter } from '@tanstack/react-router';
import {
  safeRedirectTarget,
  thirdPartyLogin,
  ticketLogin,
  useDocumentTitle,
  userMessageOf,
} from '@clinic/hooks';
import { APP_TITLE } from '../../app/app-config';
import { useClinic } from '../../app/clinic-context';
import { LoginForm } from './login-form';
import type { LoginSearch } from './login-search';
import { PhoneLoginForm } from './phone-login-form';
import { FormAlert } from '../../ui/form-alert';
import { takePendingLogoutNotice } from '../layout/use-logout';

/** The research-record login pages carry the platform's own name (shell-spec 1). */
const PLATFORM_BY_PATH: Readonly<Record<string, string>> = {
  '/user/bllogin': '云病历管理平台',
  '/user/bscbllogin': '云病历管理平台',
  '/user/ycbllogin': '云病历管理平台',
};

const tabClass =
  'border-b-2 border-transparent px-1 pb-2 text-sm text-slate-500 hover:text-primary data-[state=active]:border-primary-strong data-[state=active]:font-medium data-[state=active]:text-primary-strong';

function useExternalLogin(search: LoginSearch) {
  const { client, session } = useClinic();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const { ticket, thirdToken, thirdType, redirect } = search;
  useEffect(() => {
    if (!ticket && !(thirdToken && thirdType)) return;
    let cancelled = false;
    const service = `${window.location.origin}${window.location.pathname}`;
    const attempt = ticket
      ? ticketLogin(client, session, { ticket, service })
      : thirdPartyLogin(client, session, { token: thirdToken!, thirdType: thirdType! });
    attempt.then(
      () => {
        if (!cancelled) void router.navigate({ href: safeRedirectTarget(redirect), replace: true });
      },
      (failure: unknown) => {
        if (!cancelled) setError(userMessageOf(failure, '登录失败，请稍后重试'));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [client, session, router, ticket, thirdToken, thirdType, redirect]);
  return error;
}

export function LoginPage({
  redirect,
  search = {},
  path = '/user/login',
}: {
  redirect: string | undefined;
  search?: LoginSearch;
  path?: string;
}) {
  useDocumentTitle({ path, title: '登录', appName: APP_TITLE });
  const platform = PLATFORM_BY_PATH[path] ?? '慢病管理与临床研究病例平台';
  const externalError = useExternalLogin(search);
  // A logout whose server call failed left its notice for this page (the local session is gone either way).
  const [logoutNotice] = useState(takePendingLogoutNotice);
  return (
    <main
      data-login-route={path}
      className="flex min-h-full items-center justify-center bg-gradient-to-br from-sky-50 via-slate-50 to-blue-100 px-4 py-10"
    >
      <div className="grid w-full max-w-4xl overflow-hidden rounded-2xl bg-white shadow-xl shadow-slate-300/40 md:grid-cols-2">
        <section className="hidden flex-col justify-between bg-linear-to-br from-primary-strong to-primary-deep p-10 text-white md:flex">
          <div className="flex items-center gap-3">
            <img src="/favicon.svg" alt="" className="h-10 w-10 rounded-lg ring-2 ring-white/40" />
            <span className="text-lg font-semibold tracking-wide">{APP_TITLE}</span>
          </div>
          <div>
            <h2 className="text-2xl leading-snug font-semibold">{platform}</h2>
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
          {(externalError ?? logoutNotice) && (
            <div className="mt-4">
              <FormAlert message={externalError ?? logoutNotice} />
            </div>
          )}
          <Tabs.Root defaultValue="account" className="mt-6">
            <Tabs.List aria-label="登录方式" className="flex gap-6 border-b border-slate-200">
              <Tabs.Trigger value="account" className={tabClass}>
                账号登录
              </Tabs.Trigger>
              <Tabs.Trigger value="phone" className={tabClass}>
                手机号登录
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="account">
              <LoginForm redirect={redirect} />
            </Tabs.Content>
            <Tabs.Content value="phone">
              <PhoneLoginForm redirect={redirect} />
            </Tabs.Content>
          </Tabs.Root>
          <p className="mt-6 text-right text-sm">
            <Link to="/user/register" className="text-primary-strong hover:underline">
              注册账户
            </Link>
          </p>
        </section>
      </div>
    </main>
  );
}
