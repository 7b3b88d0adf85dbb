// The session model wired to an @clinic/sdk client: login/logout operations, its token store and expiry event.
import { memoryUserInfoStore, type ClinicClient, type Middleware } from '@clinic/sdk';
import { createSessionModel, type SessionModel } from './session-model.js';
import type { LoginOutcome, SessionGateway, UserInfo, ValueSlot } from './session-types.js';

/** What a call other than the logout gets while the logout revokes the token. */
export const SIGNING_OUT_MESSAGE = '正在退出登录';

/**
 * While the logout call is out, calls other than it are answered here and never sent: a badge or message poll that
 * left while the server revoked the token came back 401 (and the browser logged it). Only for that call: the login
 * page the user lands on (captcha, 修改密码 without a session) sends as before.
 */
function holdBackWhileSigningOut(): Middleware {
  return {
    onRequest: ({ operationId }) =>
      operationId === 'staffLogout'
        ? undefined
        : new Response(
            JSON.stringify({
              success: false,
              code: 500,
              message: SIGNING_OUT_MESSAGE,
              result: null,
              timestamp: 0,
            }),
            { headers: { 'content-type': 'application/json' } },
          ),
  };
}

export function sessionGatewayFromClient(client: ClinicClient): SessionGateway {
  const holdBack = holdBackWhileSigningOut();
  return {
    async login({ username, password, sliderToken }) {
      const body = { username, password, ...(sliderToken ? { sliderToken } : {}) };
      const result = await client.call('login', { body });
      return { token: result.token, userInfo: result.userInfo as UserInfo, result } satisfies LoginOutcome;
    },
    // The spec's logout endpoint (shell-spec 7.2); it revokes the token the request carries.
    logout: async () => {
      client.use(holdBack);
      try {
        await client.call('staffLogout');
      } finally {
        client.eject(holdBack);
      }
    },
    onSessionExpired: (listener) => client.onSessionExpired((error) => listener(error.reason)),
    currentUser: async () => (await client.call('getUserInfo')).userInfo as UserInfo,
  };
}

/** The client's token, set through `setToken` so the session-expired event re-arms on each login. */
export function clientTokenSlot(client: ClinicClient): ValueSlot<string> {
  return { get: () => client.getToken(), set: (token) => client.setToken(token) };
}

export interface ClientSessionOptions {
  /** Where user info is kept; the console passes `browserUserInfoStore()` (7 days). Default: memory. */
  userInfoStore?: ValueSlot<UserInfo>;
  onLogin?: (outcome: LoginOutcome) => void;
  logoutWaitMs?: number;
}

export function createClientSession(client: ClinicClient, options: ClientSessionOptions = {}): SessionModel {
  return createSessionModel({
    gateway: sessionGatewayFromClient(client),
    tokenStore: clientTokenSlot(client),
    userInfoStore: options.userInfoStore ?? memoryUserInfoStore<UserInfo>(),
    ...(options.onLogin ? { onLogin: options.onLogin } : {}),
    ...(options.logoutWaitMs !== undefined ? { logoutWaitMs: options.logoutWaitMs } : {}),
  });
}
