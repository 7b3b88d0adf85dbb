// The live socket: token required (as Sec-WebSocket-Protocol, never in the URL), only one's own userId, heartbeat answers,
// pushes delivered, silent sockets dropped. Sessions are real rows made by the platform's session store.
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, revokeSession } from '../auth/session-store.js';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { createNotifier, type LiveNotifier } from './notifier.js';
import { registerLive } from './websocket.js';

let database: TestDatabase;
let app: FastifyInstance;
let notifier: LiveNotifier;
let aliceToken = '';
let revokedToken = '';

function nextMessage(ws: WebSocket): Promise<string> {
  return new Promise((resolve) => ws.once('message', (data) => resolve(String(data))));
}

beforeAll(async () => {
  database = await testDatabase();
  notifier = createNotifier(database.db, database.kind);
  await notifier.ready;
  app = Fastify({ logger: false });
  await registerLive(app, { db: database.db, notifier, heartbeatMs: 60, missedBeats: 3 });
  await app.ready();
  // A socket opens only for an active user: alice and bob exist (the session alone is not enough).
  await database.db.execute(
    sql`INSERT INTO sys_user (id, tenant_id, username, realname, password_hash)
        VALUES ('alice', '1000', 'alice', 'Alice', 'x'), ('bob', '1000', 'bob', 'Bob', 'x')`,
  );
  aliceToken = await createSession(database.db, 'alice', '1000', Date.now());
  revokedToken = await createSession(database.db, 'alice', '1000', Date.now());
  await revokeSession(database.db, revokedToken, Date.now());
});
afterAll(async () => {
  await app?.close();
  await notifier?.close();
  await database?.close();
});

describe('/websocket/{userId}', () => {
  it('refuses a connection without a token (401), and a token in the URL (it would reach logs and histories)', async () => {
    await expect(app.injectWS('/websocket/alice')).rejects.toThrow(/401/);
    await expect(app.injectWS(`/websocket/alice?token=${aliceToken}`)).rejects.toThrow(/401/);
  });

  it('refuses an unknown or revoked token (401)', async () => {
    await expect(
      app.injectWS('/websocket/alice', { headers: { 'sec-websocket-protocol': 'nope' } }),
    ).rejects.toThrow(/401/);
    await expect(
      app.injectWS(`/websocket/alice`, { headers: { 'sec-websocket-protocol': revokedToken } }),
    ).rejects.toThrow(/401/);
  });

  it('refuses listening to another user’s id (403)', async () => {
    await expect(
      app.injectWS(`/websocket/bob`, { headers: { 'sec-websocket-protocol': aliceToken } }),
    ).rejects.toThrow(/403/);
    await expect(
      app.injectWS('/jeecg-boot/websocket/bob', { headers: { 'sec-websocket-protocol': aliceToken } }),
    ).rejects.toThrow(/403/);
  });

  it('accepts the owner, answers heartbeats and delivers pushes', async () => {
    const ws = await app.injectWS(`/websocket/alice`, { headers: { 'sec-websocket-protocol': aliceToken } });
    const beat = nextMessage(ws);
    ws.send('ping');
    expect(JSON.parse(await beat)).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    const pushed = nextMessage(ws);
    await notifier.notifyUser('alice', { cmd: 'user', msgId: '9', msgTxt: '新消息' });
    expect(JSON.parse(await pushed)).toEqual({ cmd: 'user', msgId: '9', msgTxt: '新消息' });
    const center = nextMessage(ws);
    await notifier.notifyUser('alice', { pushType: 'message_center' });
    expect(JSON.parse(await center)).toEqual({ pushType: 'message_center' });
    ws.terminate();
  });

  it('drops a socket that stays silent for three heartbeat periods', async () => {
    const ws = await app.injectWS(`/websocket/alice`, { headers: { 'sec-websocket-protocol': aliceToken } });
    const started = Date.now();
    await new Promise<void>((resolve) => ws.once('close', () => resolve()));
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('a real client on loopback may send the token as Sec-WebSocket-Protocol (JeecgBoot style)', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address.replace('http', 'ws')}/jeecg-boot/websocket/alice`;
    const ws = new WebSocket(url, [aliceToken]);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    expect(ws.protocol).toBe(aliceToken);
    const beat = nextMessage(ws);
    ws.send(JSON.stringify({ cmd: 'heartcheck' }));
    expect(JSON.parse(await beat).cmd).toBe('heartcheck');
    ws.close();
    const refused = new WebSocket(url.replace('/alice', '/bob'), [aliceToken]);
    const status = await new Promise<number>((resolve) =>
      refused.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(403);
  });
});
