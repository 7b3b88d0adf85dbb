// The console's session: the hooks session model over the SDK client, user info kept 7 days in localStorage.
import {
  createExpiringSlot,
  createSessionModel,
  sessionGatewayFromClient,
  type UserInfo,
} from '@clinic/hooks';
import type { ClinicClient } from './clinic-client';

/** Storage key of the logged-in user info (shell-spec 3, local storage keys). */
export const USER_INFO_KEY = 'Login_Userinfo';

export function createConsoleSession(client: ClinicClient) {
  const gateway = sessionGatewayFromClient(client);
  return createSessionModel({
    gateway,
    tokenStore: gateway.tokenStore,
    userInfoStore: createExpiringSlot<UserInfo>(window.localStorage, USER_INFO_KEY),
  });
}
