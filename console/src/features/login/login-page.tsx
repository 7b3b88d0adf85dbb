// Login screen (every login route of shell-spec 2.2): brand panel beside the sign-in card with account and phone tabs.
import { useEffect, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Link, useRouter } from '@tanstack/react-router';
import {
  loginBrandingFor,
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
import { takePendingLogoutNotice } from '../../app/use-logout';

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
  // Each login page wears its variant's branding from the one app-variant table (hooks).
  const brand = loginBrandingFor(path);
  const externalError = useExternalLogin(search);
  // A logout whose server call failed left its notice for this page (the local session is gone either way).
  const [logoutNotice] = useState(takePendingLogoutNotice);
  return (
    <main
      data-login-route={path}
      className="flex min-h-full items-center justify-center bg-gradient-to-br from-sky-50 via-slate-50 to-blue-100 px-4 py-10"
    >
      <div className="grid w-full max-w-4xl overflow-hidden rounded-2xl bg-white shadow-xl shadow-slate-300/40 md:grid-cols-2">
        <section
          aria-label="平台介绍"
          data-testid="login-brand"
          style={{
            backgroundImage: `linear-gradient(135deg, ${brand.background[0]}, ${brand.background[1]})`,
          }}
          className="hidden flex-col justify-between p-10 text-white md:flex"
        >
          <div className="flex items-center gap-3">
            <img
              src={brand.logo}
              alt={`${brand.title}标志`}
              className="h-10 w-10 rounded-lg ring-2 ring-white/40"
            />
            <span className="text-lg font-semibold tracking-wide">{APP_TITLE}</span>
          </div>
          <div>
            <h2 className="text-2xl leading-snug font-semibold">{brand.title}</h2>
            <p className="mt-3 text-sm leading-relaxed text-white/90">{brand.slogan}</p>
          </div>
          <p className="text-xs text-white/90">
            © {new Date().getFullYear()} {APP_TITLE}
          </p>
        </section>
        <section className="p-8 sm:p-12">
          <div className="mb-6 flex items-center gap-2 font-semibold text-slate-900 md:hidden">
            <img src={brand.logo} alt="" className="h-8 w-8 rounded" />
            {brand.title}
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
          <p className="mt-6 flex justify-between text-sm">
            <Link to="/user/alteration" className="text-primary-strong hover:underline">
              修改密码
            </Link>
            <Link to="/user/register" className="text-primary-strong hover:underline">
              注册账户
            </Link>
          </p>
        </section>
      </div>
    </main>
  );
}
