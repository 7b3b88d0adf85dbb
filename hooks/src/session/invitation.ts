// Invitations into the tenant (issue 11): an administrator holding system:user:add asks for a one-time code; the
// registration address carrying it is what the new colleague opens, and registering with it.
import { useCallback, useState } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import { userMessageOf } from './user-message.js';

/** The contract's x-permission of userInvite. */
export const INVITE_PERMISSION = 'system:user:add';

export interface Invitation {
  code: string;
  expiresAt: number;
  /** Absolute address of the registration page with the code. */
  link: string;
}

export function useInvitation(client: Pick<ClinicClient, 'call'>, origin: string) {
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const issue = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await client.call('userInvite');
      setInvitation({ code: r.code, expiresAt: r.expiresAt, link: `${origin}${r.registerPath}` });
    } catch (e) {
      setError(userMessageOf(e, '邀请码生成失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  }, [client, origin]);
  const clear = useCallback(() => setInvitation(null), []);
  return { invitation, error, busy, issue, clear };
}

/** 注册 with an invitation code: the account joins the inviting tenant; an empty email is not sent. */
export async function registerAccount(
  client: Pick<ClinicClient, 'call'>,
  input: { inviteCode: string; username: string; password: string; phone: string; email?: string },
): Promise<void> {
  const { email, ...rest } = input;
  await client.call('register', { body: { ...rest, ...(email ? { email } : {}) } });
}
