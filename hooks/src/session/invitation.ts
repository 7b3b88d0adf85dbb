// Invitations into the tenant (issue 11): an administrator holding system:user:add asks for a one-time code; the
// registration address carrying it is what the new colleague opens, and registering with it.
import type { ClinicClient } from '@clinic/sdk';

/** The contract's x-permission of userInvite. */
export const INVITE_PERMISSION = 'system:user:add';

export interface Invitation {
  code: string;
  expiresAt: number;
  /** Absolute address of the registration page with the code. */
  link: string;
}

/** 注册 with an invitation code: the account joins the inviting tenant; an empty email is not sent. */
export async function registerAccount(
  client: Pick<ClinicClient, 'call'>,
  input: { inviteCode: string; username: string; password: string; phone: string; email?: string },
): Promise<void> {
  const { email, ...rest } = input;
  await client.call('register', { body: { ...rest, ...(email ? { email } : {}) } });
}
