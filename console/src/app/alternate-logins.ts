// Logins besides username/password (shell-spec 4.1): phone, third-party token, single-sign-on ticket.
// The session model only knows the normal login, so these store token and user info where the session
// restores them from, then ask it to restore.
import { BusinessError, browserUserInfoStore, type ClinicClient } from '@clinic/sdk';
import type { SessionModel, UserInfo } from '@clinic/hooks';

interface LoginEnvelopeLike {
  success: boolean;
  code: number | string;
  message: string;
  result: { token: string; userInfo: unknown } | null | undefined;
}

/** Login answers count only with code "200"; ticket validation reads the success flag instead. */
export function acceptLogin(
  envelope: LoginEnvelopeLike,
  rule: 'code' | 'success',
): { token: string; userInfo: UserInfo } {
  const ok = rule === 'code' ? String(envelope.code) === '200' : envelope.success === true;
  const result = envelope.result;
  if (!ok || !result?.token || !result.userInfo) {
    const message = envelope.message || '登录失败';
    throw new BusinessError({
      status: 200,
      code: Number(envelope.code) || 500,
      message,
      userMessage: message,
      result: null,
    });
  }
  return { token: result.token, userInfo: result.userInfo as UserInfo };
}

function install(
  client: ClinicClient,
  session: SessionModel,
  outcome: { token: string; userInfo: UserInfo },
): UserInfo {
  client.setToken(outcome.token);
  browserUserInfoStore<UserInfo>().set(outcome.userInfo);
  session.restore();
  return outcome.userInfo;
}

export async function phoneLogin(
  client: ClinicClient,
  session: SessionModel,
  input: { username: string; password: string },
): Promise<UserInfo> {
  const envelope = await client.callEnvelope('phoneLogin', { body: { ...input, type: 'phone' } });
  return install(client, session, acceptLogin(envelope as LoginEnvelopeLike, 'code'));
}

export async function thirdPartyLogin(
  client: ClinicClient,
  session: SessionModel,
  input: { token: string; thirdType: string },
): Promise<UserInfo> {
  const envelope = await client.callEnvelope('thirdLogin', { path: input });
  return install(client, session, acceptLogin(envelope as LoginEnvelopeLike, 'code'));
}

export async function ticketLogin(
  client: ClinicClient,
  session: SessionModel,
  input: { ticket: string; service: string },
): Promise<UserInfo> {
  const envelope = await client.callEnvelope('casValidateLogin', { query: input });
  return install(client, session, acceptLogin(envelope as LoginEnvelopeLike, 'success'));
}
