import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { BusinessError, memoryTokenStore, memoryUserInfoStore, type ClinicClient } from '@clinic/sdk';
import { createSessionModel, type LoginCredentials, type UserInfo } from '@clinic/hooks';
import { ClinicProvider } from '../../app/clinic-context';
import { deferredRouterAdapter } from '../../app/deferred-router-adapter';
import { ShellProvider } from '../../app/shell-context';
import { createShellServices } from '../../app/shell-services';
import { createAppRouter } from '../../create-app-router';

afterEach(cleanup);

function renderLogin(initial: string) {
  const attempts: LoginCredentials[] = [];
  let release: () => void = () => undefined;
  const session = createSessionModel({
    gateway: {
      async login(credentials) {
        attempts.push(credentials);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        if (credentials.password !== 'Clinic@2026') {
          throw new BusinessError({
            status: 200,
            code: 500,
            message: '用户名或密码错误',
            userMessage: '用户名或密码错误',
            result: null,
          });
        }
        return { token: 't', userInfo: { id: '1', username: credentials.username, realname: '王医生' } };
      },
      logout: async () => undefined,
      onSessionExpired: () => () => undefined,
    },
    tokenStore: memoryTokenStore(),
    userInfoStore: memoryUserInfoStore<UserInfo>(),
  });
  const context = { session, appCode: 'PSC-TB-WEB', webAlias: '' };
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [initial] }));
  // The shell the app mounts around its pages (the redirect target is a home page that reads it).
  const client = {} as ClinicClient;
  const shell = createShellServices({
    client,
    session,
    appCode: context.appCode,
    router: deferredRouterAdapter(),
    width: 1280,
  });
  render(
    <ClinicProvider services={{ ...context, client }}>
      <ShellProvider services={shell}>
        <RouterProvider router={router} />
      </ShellProvider>
    </ClinicProvider>,
  );
  return { router, attempts, release: () => act(async () => release()) };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: '登录' }) as HTMLButtonElement;

describe('LoginForm', () => {
  it('shows both Chinese messages for empty fields and sends nothing', async () => {
    const { attempts } = renderLogin('/user/login');
    fireEvent.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(attempts).toEqual([]);
  });

  it("disables the button while submitting, then shows the server's message and keeps the username", async () => {
    const { attempts, release } = renderLogin('/user/login');
    fireEvent.change(await screen.findByLabelText('用户名'), { target: { value: 'doctor' } });
    fireEvent.change(field('密码'), { target: { value: 'wrong' } });
    fireEvent.click(submit());
    await waitFor(() => expect(submit().disabled).toBe(true));
    await release();
    expect((await screen.findByRole('alert')).textContent).toBe('用户名或密码错误');
    expect(field('用户名').value).toBe('doctor');
    expect(submit().disabled).toBe(false);
    expect(attempts).toEqual([{ username: 'doctor', password: 'wrong' }]);
  });

  it('goes to the redirect target after a successful login', async () => {
    const { router, release } = renderLogin('/user/login?redirect=%2Fdashboard%2Fanalysis%3Ftab%3D2');
    fireEvent.change(await screen.findByLabelText('用户名'), { target: { value: 'doctor' } });
    fireEvent.change(field('密码'), { target: { value: 'Clinic@2026' } });
    fireEvent.click(submit());
    await waitFor(() => expect(submit().disabled).toBe(true));
    await release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/analysis'));
    expect(router.state.location.searchStr).toBe('?tab=2');
    expect(await screen.findByRole('heading', { name: '欢迎，王医生' })).toBeTruthy();
  });
});
