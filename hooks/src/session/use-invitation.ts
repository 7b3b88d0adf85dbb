// React binding of invitations: issue a one-time code for a new colleague and keep its registration link.
import { useCallback, useState } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import type { Invitation } from './invitation.js';
import { userMessageOf } from '../core/user-message.js';

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
