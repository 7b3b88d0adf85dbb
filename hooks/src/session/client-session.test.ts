import { describe, expect, it } from 'vitest';
import { createClient, memoryTokenStore, memoryUserInfoStore } from '@clinic/sdk';
import { createClientSession, SIGNING_OUT_MESSAGE } from './client-session.js';
import type { UserInfo } from './session-types.js';

const doctor = { id: '1', tenantId: '1000', username: 'doctor', realname: '王医生' };

function envelope(result: unknown, success = true, message = '') {
  return new Response(JSON.stringify({ success, message, code: success ? 200 : 500, result, timestamp: 0 }), {
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch that answers like the server: login checks the password, logout records the token header. */
function fakeServer() {
  const seen: { path: string; token: string | null; body: unknown }[] = [];
  let state: 'ok' | 'revoked' | 'invalid' = 'ok';
  let logoutAnswered: Promise<void> = Promise.resolve();
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body =
      request.method === 'POST'
        ? await request
            .clone()
            .json()
            .catch(() => null)
        : null;
    seen.push({ path, token: request.headers.get('X-Access-Token'), body });
    if (path.endsWith('/sys/login')) {
      const { password } = body as { password: string };
      if (password !== 'Clinic@2026') return envelope(null, false, '用户名或密码错误');
      return envelope({ token: 'tok-9', userInfo: doctor, sysAllDictItems: {} });
    }
    if (path.endsWith('/api/sys/staff/user/logout')) {
      await logoutAnswered;
      return envelope(null, true, '退出登录成功');
    }
    if (path.endsWith('/sys/user/getUserInfo')) {
      if (state === 'revoked') return new Response('', { status: 401 });
      if (state === 'invalid') {
        return new Response(
          JSON.stringify({ success: false, message: 'Token失效，请重新登录!', code: 500 }),
          {
            status: 500,
            headers: { 'content-type': 'application/json' },
          },
        );
      }
      return envelope({ userInfo: { ...doctor, realname: '王主任' } });
    }
    return new Response('not found', { status: 404 });
  };
  return {
    fetch,
    seen,
    revoke: () => void (state = 'revoked'),
    /** The logout answers only once the returned function is called. */
    holdLogout: () => {
      let release = () => undefined as void;
      logoutAnswered = new Promise<void>((resolve) => (release = resolve));
      return () => release();
    },
    invalidate: () => void (state = 'invalid'),
  };
}

function setup() {
  const server = fakeServer();
  const tokenStore = memoryTokenStore();
  const client = createClient({
    baseUrl: 'http://api.test/jeecg-boot',
    tokenStore,
    fetch: server.fetch,
    signer: null,
  });
  const userInfoStore = memoryUserInfoStore<UserInfo>();
  const logins: unknown[] = [];
  const session = createClientSession(client, {
    userInfoStore,
    onLogin: (outcome) => logins.push(outcome.result),
  });
  return { server, client, tokenStore, userInfoStore, session, logins };
}

describe('createClientSession over the SDK client', () => {
  it('logs in through the login operation and keeps the token where the client sends it from', async () => {
    const { server, session, tokenStore, userInfoStore, logins } = setup();
    await expect(session.login({ username: 'doctor', password: 'Clinic@2026' })).resolves.toMatchObject({
      realname: '王医生',
    });
    expect(server.seen[0]).toMatchObject({
      path: '/jeecg-boot/sys/login',
      token: null,
      body: { username: 'doctor', password: 'Clinic@2026' },
    });
    expect(tokenStore.get()).toBe('tok-9');
    expect(userInfoStore.get()).toEqual(doctor);
    expect(logins).toEqual([{ token: 'tok-9', userInfo: doctor, sysAllDictItems: {} }]);
  });

  it("rejects with the server's message on a wrong password and stores nothing", async () => {
    const { session, tokenStore } = setup();
    const error = await session.login({ username: 'doctor', password: 'bad' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'BusinessError', userMessage: '用户名或密码错误' });
    expect(tokenStore.get()).toBeNull();
    expect(session.getSnapshot().status).toBe('anonymous');
  });

  it('logs out through the spec endpoint carrying the token, then clears it', async () => {
    const { server, session, tokenStore } = setup();
    await session.login({ username: 'doctor', password: 'Clinic@2026' });
    await session.logout();
    expect(server.seen.at(-1)).toMatchObject({
      path: '/jeecg-boot/api/sys/staff/user/logout',
      token: 'tok-9',
    });
    expect(tokenStore.get()).toBeNull();
  });

  it('sends no other call while the logout revokes the token (a poll would come back 401), and sends again after', async () => {
    const { server, session, client } = setup();
    await session.login({ username: 'doctor', password: 'Clinic@2026' });
    const release = server.holdLogout();
    const leaving = session.logout();
    await expect(client.call('getUserInfo')).rejects.toThrow(SIGNING_OUT_MESSAGE);
    release();
    await leaving;
    expect(server.seen.map((s) => s.path.replace('/jeecg-boot', ''))).toEqual([
      '/sys/login',
      '/api/sys/staff/user/logout',
    ]);
    // What follows the logout (the login page's calls) reaches the server again.
    await expect(client.call('getUserInfo')).resolves.toBeDefined();
    expect(server.seen.at(-1)?.path).toBe('/jeecg-boot/sys/user/getUserInfo');
  });

  it('refreshes the user through getUserInfo, and marks the session unauthorized on a 401', async () => {
    const { server, session } = setup();
    await session.login({ username: 'doctor', password: 'Clinic@2026' });
    await session.refresh();
    expect(server.seen.at(-1)).toMatchObject({ path: '/jeecg-boot/sys/user/getUserInfo', token: 'tok-9' });
    expect(session.getSnapshot()).toMatchObject({ userInfo: { realname: '王主任' }, expired: null });

    server.revoke();
    await session.refresh();
    expect(session.getSnapshot()).toMatchObject({ status: 'authenticated', expired: 'unauthorized' });
  });

  it('marks the session token-invalid on a 500 carrying Token失效', async () => {
    const { server, session } = setup();
    await session.login({ username: 'doctor', password: 'Clinic@2026' });
    server.invalidate();
    await session.refresh();
    expect(session.getSnapshot().expired).toBe('token-invalid');
  });
});
