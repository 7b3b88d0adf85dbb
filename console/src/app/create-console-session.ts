// The console's session: the hooks session model over the one SDK client, user info kept 7 days in localStorage.
import { browserUserInfoStore } from '@clinic/sdk';
import { createClientSession, type UserInfo } from '@clinic/hooks';
import type { ClinicClient } from '@clinic/sdk';

export function createConsoleSession(client: ClinicClient) {
  return createClientSession(client, { userInfoStore: browserUserInfoStore<UserInfo>() });
}
