// Sessions through the real SDK on a loopback port: login, permissions, logout and password change revoke tokens,
// expired and missing tokens answer 401, which the SDK turns into SessionExpiredError (fired once per session).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionExpiredError, type ClinicClient } from '@clinic/sdk';
import { startServer, type TestServer } from '../support/test-server.js';

const WEEK_MS = 7 * 24 * 3600 * 1000;
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ listen: true, signMode: 'md5' });
});
afterAll(async () => {
  await server?.close();
});

async function signedIn(username: string, password = 'Clinic@2026'): Promise<ClinicClient> {
  const client = server.client();
  const result = await client.auth.login({ body: { username, password } });
  expect(result.token).toEqual(expect.any(String));
  client.setToken(result.token);
  return client;
}

describe('login and permissions through the SDK', () => {
  it('logs in and reads the user and their menu, auth and allAuth', async () => {
    const client = await signedIn('admin');
    const info = await client.auth.getUserInfo();
    expect(JSON.stringify(info)).toContain('管理员');
    const perms = await client.permission.getUserPermissionByToken();
    expect(Array.isArray(perms.menu)).toBe(true);
    expect(perms.menu.length).toBeGreaterThan(0);
    const codes = perms.auth.map((a) => a.action);
    expect(codes).toContain('system:user:list');
    expect(perms.allAuth.length).toBeGreaterThanOrEqual(perms.auth.length);
  });

  it('gives a doctor fewer permissions than the admin', async () => {
    const admin = await (await signedIn('admin')).permission.getUserPermissionByToken();
    const doctor = await (await signedIn('doctor')).permission.getUserPermissionByToken();
    expect(doctor.auth.length).toBeLessThan(admin.auth.length);
    expect(doctor.auth.map((a) => a.action)).not.toContain('system:user:delete');
  });

  it('refuses a wrong password with the server message and no token', async () => {
    const client = server.client();
    await expect(
      client.auth.login({ body: { username: 'doctor', password: 'wrong-Password1' } }),
    ).rejects.toMatchObject({ message: expect.stringMatching(/\S/) });
    expect(client.getToken()).toBeNull();
  });
});

describe('tokens end', () => {
  it('401 on a missing token becomes SessionExpiredError', async () => {
    const client = server.client();
    const error = await client.auth.getUserInfo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect((error as SessionExpiredError).status).toBe(401);
  });

  it('logout revokes the token: the next call is 401 and fires the session-expired event once', async () => {
    const client = await signedIn('doctor');
    const token = client.getToken() as string;
    await client.auth.logout();
    client.setToken(token);
    let fired = 0;
    client.onSessionExpired(() => {
      fired += 1;
    });
    const results = await Promise.allSettled([client.auth.getUserInfo(), client.auth.getUserInfo()]);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(SessionExpiredError);
    }
    expect(fired).toBe(1);
    const raw = await server.call('GET', '/sys/user/getUserInfo', { token });
    expect(raw.statusCode).toBe(401);
  });

  it('a password change revokes the user other tokens and the new password logs in', async () => {
    const first = await signedIn('nurse');
    const second = await signedIn('nurse');
    await first.auth.changePassword({ body: { oldPassword: 'Clinic@2026', newPassword: 'Clinic@2027x' } });
    await expect(second.auth.getUserInfo()).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(server.login('nurse', 'Clinic@2026')).rejects.toThrow();
    const again = await signedIn('nurse', 'Clinic@2027x');
    expect(JSON.stringify(await again.auth.getUserInfo())).toContain('nurse');
  });

  it('a token older than 7 days is 401, a token just under 7 days still works', async () => {
    const client = await signedIn('researcher');
    server.advance(WEEK_MS - 60_000);
    await expect(client.auth.getUserInfo()).resolves.toBeTruthy();
    server.advance(2 * 60_000);
    try {
      await expect(client.auth.getUserInfo()).rejects.toBeInstanceOf(SessionExpiredError);
    } finally {
      server.advance(-(WEEK_MS + 60_000));
    }
  });

  it('a made-up token is 401', async () => {
    const client = server.client();
    client.setToken('not-a-real-token-0000000000000000');
    await expect(client.permission.getUserPermissionByToken()).rejects.toBeInstanceOf(SessionExpiredError);
  });
});
