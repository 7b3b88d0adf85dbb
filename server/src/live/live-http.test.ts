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
    await expect(app.injectWS(`/websocket/${doctorId}?token=${admin}`)).rejects.toThrow(/403/);
    const ws = await app.injectWS(`/jeecg-boot/websocket/${doctorId}?token=${doctor}`);

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
});
