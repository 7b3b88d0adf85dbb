// Logins besides username/password (shell-spec 4.1): phone, third-party token, single-sign-on ticket, through the session model.
import { BusinessError, type ClinicClient } from '@clinic/sdk';
import type { SessionModel } from './session-model.js';
import type { LoginOutcome, UserInfo } from './session-types.js';

interface LoginEnvelopeLike {
  success: boolean;
  code: number | string;
  message: string;
  result: { token: string; userInfo: unknown } | null | undefined;
}

/** Login answers count only with code "200"; ticket validation reads the success flag instead. */
export function acceptLogin(envelope: LoginEnvelopeLike, rule: 'code' | 'success'): LoginOutcome {
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
  return { token: result.token, userInfo: result.userInfo as UserInfo, result };
}

type Client = Pick<ClinicClient, 'callEnvelope'>;

export function phoneLogin(
  client: Client,
  session: SessionModel,
  input: { username: string; password: string; sliderToken?: string },
): Promise<UserInfo> {
  return session.adopt(async () => {
    const { sliderToken, ...rest } = input;
    const body = { ...rest, ...(sliderToken ? { sliderToken } : {}), type: 'phone' as const };
    const envelope = await client.callEnvelope('phoneLogin', { body });
    return acceptLogin(envelope as LoginEnvelopeLike, 'code');
  });
}

export function thirdPartyLogin(
  client: Client,
  session: SessionModel,
  input: { token: string; thirdType: string },
): Promise<UserInfo> {
  return session.adopt(async () => {
    const envelope = await client.callEnvelope('thirdLogin', { path: input });
    return acceptLogin(envelope as LoginEnvelopeLike, 'code');
  });
}

export function ticketLogin(
  client: Client,
  session: SessionModel,
  input: { ticket: string; service: string },
): Promise<UserInfo> {
  return session.adopt(async () => {
    const envelope = await client.callEnvelope('casValidateLogin', { query: input });
    return acceptLogin(envelope as LoginEnvelopeLike, 'success');
  });
}
