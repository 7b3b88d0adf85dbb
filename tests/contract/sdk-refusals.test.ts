// Refusals through the real SDK on a loopback port: each one arrives as its own class, told apart by the
// server's X-Error-Reason header as the contract documents it, and only a lost session fires onSessionExpired.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ERROR_REASONS,
  ERROR_REASON_HEADER,
  InvalidCredentialsError,
  LoginRefusedError,
  PermissionError,
  SessionExpiredError,
  SignatureError,
  createClient,
  type ClinicClient,
} from '@clinic/sdk';
import { hmacSha256, jeecgMd5, type Signer } from '@clinic/sdk/signing';
import { loadDocument } from '../support/server-internals.js';
import { DOCUMENT_PATH } from '../support/contract-document.js';
import { PASSWORD, startServer, type TestServer } from '../support/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ signMode: 'md5', listen: true });
});
afterAll(async () => {
  await server?.close();
});

function clientSigningWith(signer: Signer | null): ClinicClient {
  return createClient({ baseUrl: server.baseUrl, signer, retry: false });
}

async function signedIn(username: string, signer?: Signer | null): Promise<ClinicClient> {
  const client = signer === undefined ? server.client() : clientSigningWith(signer);
  client.setToken(await server.login(username));
  return client;
}

const rejection = <E>(p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e as E,
  );

describe('refused signatures', () => {
  it.each<[string, () => Signer | null]>([
    ['skew', () => jeecgMd5(server.config.signSecret, { now: () => server.config.now() + 400_000 })],
    ['mismatch', () => jeecgMd5('not-the-server-secret', { now: () => server.config.now() })],
    ['mismatch', () => hmacSha256(server.config.signSecret, { now: () => server.config.now() })],
    ['missing', () => null],
  ])('%s → SignatureError with that reason; the session stays', async (reason, signer) => {
    const client = await signedIn('admin', signer());
    const expired = vi.fn();
    client.onSessionExpired(expired);
    const err = await rejection<SignatureError>(client.permission.getUserPermissionByToken());
    expect(err).toBeInstanceOf(SignatureError);
    expect(err.reason).toBe(reason);
    expect(err.status).toBe(401);
    expect(err.headers?.get(ERROR_REASON_HEADER)).toBe(`signature-${reason}`);
    expect(err.userMessage).toMatch(/签名/);
    // Nothing secret: neither the key nor the signature the server expected.
    expect(err.message).not.toContain(server.config.signSecret);
    expect(expired).not.toHaveBeenCalled();
    expect(client.getToken()).not.toBeNull();
  });

  it('replay (hmac mode) → signature-replay on the second use of a nonce', async () => {
    const hmac = await server.variant({ signMode: 'hmac', signSecret: 'replay-key-0123456789' });
    const signer = hmacSha256('replay-key-0123456789', { now: hmac.config.now });
    const body = { username: 'admin', password: PASSWORD };
    const headers = await signer.sign({
      method: 'POST',
      url: '/jeecg-boot/sys/login',
      query: {},
      body: JSON.stringify(body),
    });
    const first = await hmac.call('POST', '/sys/login', { body, headers, unsigned: true });
    expect(first.statusCode).toBe(200);
    const again = await hmac.call('POST', '/sys/login', { body, headers, unsigned: true });
    expect(again.statusCode).toBe(401);
    expect(again.headers[ERROR_REASON_HEADER.toLowerCase()]).toBe('signature-replay');
  });

  it('a revoked token is still the lost session, without a reason header', async () => {
    const client = await signedIn('admin');
    const expired = vi.fn();
    client.onSessionExpired(expired);
    await client.auth.logout();
    client.setToken(client.getToken() ?? 'revoked');
    const err = await rejection<SessionExpiredError>(client.permission.getUserPermissionByToken());
    expect(err).toBeInstanceOf(SessionExpiredError);
    expect(err.headers?.has(ERROR_REASON_HEADER)).toBe(false);
    expect(expired).toHaveBeenCalledTimes(1);
  });
});

describe('refused logins and permissions', () => {
  it('a wrong password → InvalidCredentialsError, the same for an unknown user', async () => {
    for (const username of ['doctor', 'nobody-here']) {
      const client = server.client();
      const err = await rejection<InvalidCredentialsError>(
        client.auth.login({ body: { username, password: 'Wrong@2026' } }),
      );
      expect(err).toBeInstanceOf(InvalidCredentialsError);
      expect(err.reason).toBe('invalid-credentials');
      expect(err.userMessage).toBe('用户名或密码错误');
      expect(client.getToken()).toBeNull();
    }
  });

  it('a frozen account → LoginRefusedError(account-disabled), not wrong credentials', async () => {
    await server.sql(`update sys_user set status = 2 where username = 'nurse'`);
    try {
      const err = await rejection<LoginRefusedError>(
        server.client().auth.login({ body: { username: 'nurse', password: PASSWORD } }),
      );
      expect(err).toBeInstanceOf(LoginRefusedError);
      expect(err).not.toBeInstanceOf(InvalidCredentialsError);
      expect(err.reason).toBe('account-disabled');
    } finally {
      await server.sql(`update sys_user set status = 1 where username = 'nurse'`);
    }
  });

  it('an operation the user may not call → PermissionError (code 510)', async () => {
    const client = await signedIn('doctor');
    const err = await rejection<PermissionError>(client.user.userList({ query: { pageNo: 1 } }));
    expect(err).toBeInstanceOf(PermissionError);
    expect(err.code).toBe(510);
    expect(err.requestId).toMatch(/[0-9a-f-]{36}/);
  });
});

it('the contract lists exactly the reasons the SDK knows', () => {
  const doc = loadDocument(DOCUMENT_PATH) as unknown as {
    components: { headers: { ErrorReason: { schema: { enum: string[] } } } };
  };
  expect([...doc.components.headers.ErrorReason.schema.enum].sort()).toEqual([...ERROR_REASONS].sort());
});
