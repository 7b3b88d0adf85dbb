// No token in any log line (issue 11 item 8): the real app at debug level, real sign-ins, every GET operation of the
// document called with the session token, the live socket opened with it, a token pushed into a URL by a careless
// client, and logout. Every captured line is searched for every token issued.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loadConfig, testDatabase, type Db, type TestDatabase } from '@clinic/server';
import { createNotifier, type LiveNotifier } from '../../server/src/live/notifier.js';
import { contractDocument, DOCUMENT_PATH } from '../support/contract-document.js';
import { fillPath } from '../support/minimal-input.js';
import { loadDocument, permissionCodes, seedIdentity } from '../support/server-internals.js';

type FastifyInstance = Awaited<ReturnType<typeof buildApp>>;

const doc = contractDocument();
const lines: string[] = [];
let database: TestDatabase;
let notifier: LiveNotifier;
let app: FastifyInstance;

beforeAll(async () => {
  const config = loadConfig(
    {},
    { signMode: 'off', logLevel: 'debug', openapiPath: DOCUMENT_PATH, consoleDir: null },
  );
  const document = loadDocument(DOCUMENT_PATH);
  database = await testDatabase();
  await database.db.transaction((tx) => seedIdentity(tx as unknown as Db, permissionCodes(document)));
  notifier = createNotifier(database.db, database.kind);
  await notifier.ready;
  app = await buildApp({
    db: database.db,
    config,
    document,
    notifier,
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await notifier?.close();
  await database?.close();
});

async function login(username: string): Promise<{ token: string; id: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    payload: { username, password: 'Clinic@2026' },
  });
  const result = (res.json() as { result: { token: string; userInfo: { id: string } } }).result;
  return { token: result.token, id: result.userInfo.id };
}

describe('log lines', () => {
  it('never hold a session token, whatever the request did with it', async () => {
    const admin = await login('admin');
    const doctor = await login('doctor');
    for (const op of doc.operations.filter((o) => o.method === 'GET')) {
      const path = fillPath(
        op.path,
        Object.fromEntries(op.params.filter((p) => p.in === 'path').map((p) => [p.name, '1'])),
      );
      await app.inject({ url: `/jeecg-boot${path}?id=x`, headers: { 'x-access-token': admin.token } });
    }
    const ws = await app.injectWS(`/jeecg-boot/websocket/${doctor.id}`, {
      headers: { 'sec-websocket-protocol': doctor.token },
    });
    ws.terminate();
    await app.injectWS(`/websocket/${doctor.id}?token=${doctor.token}`).catch(() => undefined);
    await app.inject({ url: `/jeecg-boot/sys/user/list?token=${admin.token}&X-Access-Token=${admin.token}` });
    await app.inject({
      method: 'POST',
      url: '/jeecg-boot/sys/logout',
      headers: { 'x-access-token': admin.token },
    });
    await app.inject({ url: '/jeecg-boot/sys/user/list', headers: { 'x-access-token': admin.token } });
    // The server logged the requests (one GET per operation was sent), so the sweep below has lines to look at.
    expect(lines.length).toBeGreaterThan(doc.operations.filter((o) => o.method === 'GET').length / 2);
    const leaking = lines.filter((l) => l.includes(admin.token) || l.includes(doctor.token));
    expect(leaking.map((l) => l.slice(0, 200))).toEqual([]);
  });
});
