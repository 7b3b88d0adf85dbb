// The session model wired to an @clinic/sdk client: login/logout operations, its token store and expiry event.
import { memoryUserInfoStore, type ClinicClient } from '@clinic/sdk';
import { createSessionModel, type SessionModel } from './session-model.js';
import type { LoginOutcome, SessionGateway, UserInfo, ValueSlot } from './session-types.js';

export function sessionGatewayFromClient(client: ClinicClient): SessionGateway {
  return {
    async login({ username, password, sliderToken }) {
      const body = { username, password, ...(sliderToken ? { sliderToken } : {}) };
      const result = await client.call('login', { body });
      return { token: result.token, userInfo: result.userInfo as UserInfo, result } satisfies LoginOutcome;
    },
    // The spec's logout endpoint (shell-spec 7.2); it revokes the token the request carries.
    logout: () => client.call('staffLogout'),
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
