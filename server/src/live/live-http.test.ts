// Live push through the real app: buildApp with createNotifier brings /websocket/{userId}; a demo login's token opens
// it, and releasing an announcement over HTTP reaches the socket of every recipient at once.
import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { buildApp } from '../http/app.js';
import { loadDocument, permissionCodes } from '../core/openapi-document.js';
import { seedIdentity, seedIds } from '../seed/identity.js';
import { createNotifier, type LiveNotifier } from './notifier.js';
import { SESSION_ENDED } from './websocket.js';
import { sql } from 'drizzle-orm';

let database: TestDatabase;
let app: FastifyInstance;
let notifier: LiveNotifier;

async function login(username: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    payload: { username, password: 'Clinic@2026' },
  });
  return (res.json() as { result: { token: string } }).result.token;
}

function nextMessage(ws: WebSocket): Promise<Record<string, unknown>> {
  return new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));
}

beforeAll(async () => {
  const config = loadConfig({}, { logLevel: 'silent', signMode: 'off', validateResponses: true });
  const document = loadDocument(config.openapiPath);
  database = await testDatabase();
  await database.db.transaction((tx) => seedIdentity(tx, permissionCodes(document)));
  notifier = createNotifier(database.db, database.kind);
  await notifier.ready;
  app = await buildApp({ db: database.db, config, document, notifier });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await notifier?.close();
  await database?.close();
});

describe('live push through the app', () => {
  it('a released announcement reaches the recipient’s socket; another user’s socket is refused', async () => {
    const admin = await login('admin');
    const doctor = await login('doctor');
    const doctorId = seedIds.users.doctor!;
    await expect(
      app.injectWS(`/websocket/${doctorId}`, { headers: { 'sec-websocket-protocol': admin } }),
    ).rejects.toThrow(/403/);
    const ws = await app.injectWS(`/jeecg-boot/websocket/${doctorId}`, {
      headers: { 'sec-websocket-protocol': doctor },
    });

    const add = await app.inject({
      method: 'POST',
      url: '/jeecg-boot/sys/annountCement/add',
      headers: { 'x-access-token': admin },
      payload: {
        titile: '随访系统升级',
        msgContent: '<p>今晚升级</p><script>alert(1)</script>',
        msgType: 'ALL',
      },
    });
    expect(add.json()).toMatchObject({ success: true });
    const list = await app.inject({
      url: '/jeecg-boot/sys/annountCement/list?titile=随访系统升级',
      headers: { 'x-access-token': admin },
    });
    const id = (list.json() as { result: { records: { id: string; msgContent: string }[] } }).result
      .records[0]!.id;
    const pushed = nextMessage(ws);
    const release = await app.inject({
      url: `/jeecg-boot/sys/annountCement/doReleaseData?id=${id}`,
      headers: { 'x-access-token': admin },
    });
    expect(release.json()).toMatchObject({ success: true, result: { sendStatus: '1' } });
    expect(await pushed).toEqual({ cmd: 'topic', msgId: id, msgTxt: '随访系统升级' });

    const mine = await app.inject({
      url: '/jeecg-boot/sys/annountCement/listByUser?readFlag=0',
      headers: { 'x-access-token': doctor },
    });
    const rec = (
      mine.json() as { result: { records: { id: string; msgContent: string }[] } }
    ).result.records.find((r) => r.id === id);
    expect(rec?.msgContent).toBe('<p>今晚升级</p>');
    ws.terminate();
  });

  it('closes a socket when its session ends (logout, a password change elsewhere, a freeze), delivering nothing', async () => {
    const doctorId = seedIds.users.doctor!;
    const ends: Array<[string, (token: string) => Promise<void>]> = [
      [
        'logout',
        async (token) => {
          await app.inject({
            method: 'POST',
            url: '/jeecg-boot/sys/logout',
            headers: { 'x-access-token': token },
          });
        },
      ],
      [
        'password change in another session',
        async () => {
          const other = await login('doctor');
          const res = await app.inject({
            method: 'POST',
            url: '/jeecg-boot/api/sys/staff/user/reset_password',
            headers: { 'x-access-token': other },
            payload: { oldPassword: 'Clinic@2026', newPassword: 'Clinic@2027' },
          });
          expect(res.json()).toMatchObject({ success: true });
          await database.db.execute(
            sql`UPDATE sys_user SET password_hash = (SELECT password_hash FROM sys_user WHERE username = 'admin') WHERE id = ${doctorId}`,
          );
        },
      ],
      [
        'freeze',
        async () => {
          await database.db.execute(sql`UPDATE sys_user SET status = 2 WHERE id = ${doctorId}`);
        },
      ],
    ];
    for (const [what, end] of ends) {
      await database.db.execute(sql`UPDATE sys_user SET status = 1 WHERE id = ${doctorId}`);
      const token = await login('doctor');
      const ws = await app.injectWS(`/jeecg-boot/websocket/${doctorId}`, {
        headers: { 'sec-websocket-protocol': token },
      });
      const received: string[] = [];
      ws.on('message', (data) => received.push(String(data)));
      const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
      await end(token);
      await notifier.notifyUser(doctorId, { cmd: 'user', msgId: '1', msgTxt: '会话结束后的推送' });
      expect(await closed, what).toBe(SESSION_ENDED);
      expect(received, what).toEqual([]);
    }
    await database.db.execute(sql`UPDATE sys_user SET status = 1 WHERE id = ${doctorId}`);
  });
});
