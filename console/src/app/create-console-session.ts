// The console's session: the hooks session model over the one SDK client, user info kept 7 days in localStorage,
// the login answer's dictionary items put into the dictionary cache (shell-spec 4.1).
import { browserUserInfoStore } from '@clinic/sdk';
import { createClientSession, seedDictCacheFromLogin, type LoginOutcome, type UserInfo } from '@clinic/hooks';
import type { ClinicClient } from '@clinic/sdk';
import { dictCacheFor } from './dict-cache';

export function createConsoleSession(client: ClinicClient, onLogin?: (outcome: LoginOutcome) => void) {
  return createClientSession(client, {
    userInfoStore: browserUserInfoStore<UserInfo>(),
    onLogin: (outcome) => {
      seedDictCacheFromLogin(dictCacheFor(client), outcome.result);
      onLogin?.(outcome);
    },
  });
}
