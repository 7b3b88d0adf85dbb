// Two real server processes on one PostgreSQL database (the architecture's "several stateless processes"): a
// session, a logout, a spent nonce or slider token, a live push, a scheduled job and the login throttle are shared.
// Runs in npm test's PostgreSQL pass (TEST_DATABASE_URL); PGlite is one process by construction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { hmacSha256 } from '@clinic/sdk/signing';
import { scratchDatabase, startServerProcess, type ServerProcess } from '../support/server-process.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const SECRET = 'scale-out-signing-secret-0123456789';
const signer = hmacSha256(SECRET);
const PASSWORD = 'Clinic@2026';
const JOB_PERIOD_MS = 400;

let a: ServerProcess;
let b: ServerProcess;
let drop: (() => Promise<void>) | null = null;

interface Answer {
  status: number;
  body: { success: boolean; code: number; message: string; result: unknown };
}

/** Signed headers for one request (HMAC mode: each carries a fresh nonce). */
async function signedHeaders(method: string, path: string, body?: unknown): Promise<Record<string, string>> {
  const url = `/jeecg-boot${path}`;
  const query: Record<string, string> = {};
  for (const [k, v] of new URL(url, 'http://x').searchParams) query[k] = v;
  const text = body === undefined ? undefined : JSON.stringify(body);
  return signer.sign({ method, url, query, body: text });
}

async function send(
  server: ServerProcess,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    ...(opts.headers ?? (await signedHeaders(method, path, opts.body))),
  };
  if (opts.token) headers['x-access-token'] = opts.token;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

async function login(server: ServerProcess, username: string, password = PASSWORD): Promise<Answer> {
  return send(server, 'POST', '/sys/login', { body: { username, password } });
}

async function token(server: ServerProcess, username: string): Promise<string> {
  const res = await login(server, username);
  expect(res.body).toMatchObject({ success: true });
  return (res.body.result as { token: string }).token;
}

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    const database = await scratchDatabase(serverUrl!);
    drop = database.drop;
    const env = {
      DATABASE_URL: database.url,
      SEED_DEMO: '1',
      SIGN_MODE: 'hmac',
      SIGN_SECRET: SECRET,
      SERVER_SECRET: 'scale-out-server-secret-0123456789',
      JOB_TICK_MS: '50',
      HOUSEKEEPING_INTERVAL_MS: String(JOB_PERIOD_MS),
    };
    // Started together: one migrates and seeds under the start-up lock, the other waits and finds it done.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await drop?.();
  });

  it('a login on A opens B; a logout on A is refused on B at once', async () => {
    const t = await token(a, 'admin');
    const onB = await send(b, 'GET', '/sys/user/getUserInfo', { token: t });
    expect(onB.body).toMatchObject({ success: true });
    // B has now seen (and may cache) this session; the logout on A must still close it on B's next request.
    expect((await send(a, 'POST', '/sys/logout', { token: t })).body).toMatchObject({ success: true });
    const after = await send(b, 'GET', '/sys/user/getUserInfo', { token: t });
    expect(after.status).toBe(401);
    expect(after.body.success).toBe(false);
  });

  it('a signed request (its nonce) spent on A is refused on B', async () => {
    const t = await token(a, 'admin');
    const headers = await signedHeaders('GET', '/sys/user/getUserInfo');
    expect((await send(a, 'GET', '/sys/user/getUserInfo', { token: t, headers })).body).toMatchObject({
      success: true,
    });
    const replay = await send(b, 'GET', '/sys/user/getUserInfo', { token: t, headers });
    expect(replay.body.success).toBe(false);
    expect(replay.body.message).toBe('签名验证失败：请求重复提交');
  });

  it('a slider token issued by A and spent on A is refused on B; one issued by B is accepted on A', async () => {
    const issued = await send(a, 'POST', '/sys/slider/token', { body: { offset: 300, max: 300 } });
    const { token: slider } = issued.body.result as { token: string };
    expect((await send(a, 'POST', '/sys/slider/verify', { body: { token: slider } })).body.success).toBe(
      true,
    );
    const again = await send(b, 'POST', '/sys/slider/verify', { body: { token: slider } });
    expect(again.body).toMatchObject({ success: false, message: '滑块验证已失效，请重新验证' });

    const fromB = await send(b, 'POST', '/sys/slider/token', { body: { offset: 300, max: 300 } });
    const other = (fromB.body.result as { token: string }).token;
    expect((await send(a, 'POST', '/sys/slider/verify', { body: { token: other } })).body.success).toBe(true);
  });

  it('an announcement released through A reaches the socket the recipient holds on B', async () => {
    const admin = await token(a, 'admin');
    const doctor = await token(b, 'doctor');
    const info = await send(b, 'GET', '/sys/user/getUserInfo', { token: doctor });
    const doctorId = (info.body.result as { userInfo: { id: string } }).userInfo.id;
    // The token travels as Sec-WebSocket-Protocol: the server refuses it in the URL.
    const ws = new WebSocket(`${b.wsUrl}/websocket/${doctorId}`, [doctor]);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const title = `跨进程通知 ${Date.now()}`;
    const pushed = new Promise<Record<string, unknown>>((resolve) =>
      ws.on('message', (data) => {
        const msg = JSON.parse(String(data)) as Record<string, unknown>;
        if (msg.msgTxt === title) resolve(msg);
      }),
    );
    const add = await send(a, 'POST', '/sys/annountCement/add', {
      token: admin,
      body: { titile: title, msgContent: '<p>两个进程</p>', msgType: 'ALL' },
    });
    expect(add.body.success).toBe(true);
    const list = await send(a, 'GET', `/sys/annountCement/list?titile=${encodeURIComponent(title)}`, {
      token: admin,
    });
    const id = (list.body.result as { records: { id: string }[] }).records[0]!.id;
    const release = await send(a, 'GET', `/sys/annountCement/doReleaseData?id=${id}`, { token: admin });
    expect(release.body.success).toBe(true);
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no push reached the socket on B')), 10_000),
    );
    expect(await Promise.race([pushed, timeout])).toMatchObject({ cmd: 'topic', msgId: id });
    ws.terminate();
  });

  it('failed logins count across processes: two on A and one on B ask for the slider on both', async () => {
    // Counted per process, neither would reach the three failures after which the account needs the slider.
    for (let i = 0; i < 2; i++) expect((await login(a, 'researcher', 'wrong-1')).body.success).toBe(false);
    expect((await login(b, 'researcher', 'wrong-2')).body.success).toBe(false);
    // The third failure also starts the (account, address) pair's one-second delay: let it pass first.
    await new Promise((r) => setTimeout(r, 1_100));
    for (const server of [a, b]) {
      const res = await login(server, 'researcher');
      expect(res.body).toMatchObject({ success: false, message: '请完成滑块验证' });
    }
  });

  it('a scheduled job runs once per fire time, not once per process', async () => {
    const started = () =>
      [a, b].flatMap((s, i) =>
        s
          .logs()
          .filter((l) => l.msg === '定时任务开始' && l.job === 'housekeeping')
          .map((l) => ({ fireAt: Number(l.fireAt), process: i })),
      );
    const deadline = Date.now() + 20_000;
    while (new Set(started().map((r) => r.fireAt)).size < 5 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const runs = started();
    const fireTimes = new Set(runs.map((r) => r.fireAt));
    expect(fireTimes.size).toBeGreaterThanOrEqual(5);
    // Every fire time started exactly once across both processes, and each is a multiple of the period.
    expect(runs.length).toBe(fireTimes.size);
    for (const t of fireTimes) expect(t % JOB_PERIOD_MS).toBe(0);
  });
});
