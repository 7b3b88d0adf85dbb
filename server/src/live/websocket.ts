// The per-user live socket `/websocket/{userId}` (JeecgBoot's path, also under /jeecg-boot): token check before the
// upgrade, heartbeat answers, idle drop, and delivery of the notifier's pushes to the user's sockets.
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../db/client.js';
import type { LiveNotifier } from './notifier.js';
import { findSession } from '../auth/session-store.js';

export const LIVE_PATHS = ['/websocket/:userId', '/jeecg-boot/websocket/:userId'] as const;

export interface LiveOptions {
  db: Db;
  notifier: LiveNotifier;
  /** Token → the user id it signs in, or null. Defaults to the platform's session lookup (live, unrevoked). */
  authenticate?: (token: string) => Promise<string | null>;
  /** Heartbeat period; a socket silent for `heartbeatMs * missedBeats` is dropped (20 s x 3). */
  heartbeatMs?: number;
  missedBeats?: number;
}

const HEARTBEAT_REPLY = JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' });

/** The token as JeecgBoot clients send it: `?token=` or the offered Sec-WebSocket-Protocol. */
export function tokenOf(req: FastifyRequest): string | null {
  const query = req.query as Record<string, unknown> | undefined;
  const q = query?.token;
  if (typeof q === 'string' && q) return q;
  const proto = req.headers['sec-websocket-protocol'];
  const first = typeof proto === 'string' ? proto.split(',')[0]?.trim() : undefined;
  return first || null;
}

function isHeartbeat(text: string): boolean {
  const t = text.trim();
  if (t === 'ping' || t === 'heartcheck') return true;
  if (!t.startsWith('{')) return false;
  try {
    const cmd = (JSON.parse(t) as { cmd?: unknown }).cmd;
    return cmd === 'heartcheck' || cmd === 'ping';
  } catch {
    return false;
  }
}

/** Registers @fastify/websocket (unless already there) and the live routes. Await it before `app.ready()`. */
export async function registerLive(app: FastifyInstance, opts: LiveOptions): Promise<void> {
  const authenticate =
    opts.authenticate ??
    (async (token: string) => (await findSession(opts.db, token, Date.now()))?.userId ?? null);
  const beat = opts.heartbeatMs ?? 20_000;
  const idleLimit = beat * (opts.missedBeats ?? 3);
  if (!app.hasDecorator('websocketServer')) {
    await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  }

  const refuse = (reply: FastifyReply, status: 401 | 403, message: string) =>
    reply.code(status).send({ success: false, code: status, message, result: null, timestamp: Date.now() });

  const preValidation = async (req: FastifyRequest, reply: FastifyReply) => {
    const userId = (req.params as { userId?: string }).userId ?? '';
    const token = tokenOf(req);
    if (!token) return refuse(reply, 401, 'Token失效，请重新登录!');
    let owner: string | null = null;
    try {
      owner = await authenticate(token);
    } catch {
      owner = null;
    }
    if (!owner) return refuse(reply, 401, 'Token失效，请重新登录!');
    // A client may only listen to its own pushes.
    if (owner !== userId) return refuse(reply, 403, '拒绝访问');
  };

  const handler = (socket: WebSocket, req: FastifyRequest) => {
    const userId = (req.params as { userId: string }).userId;
    let lastSeen = Date.now();
    const unsubscribe = opts.notifier.subscribe(userId, (payload) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload));
    });
    const timer = setInterval(() => {
      if (Date.now() - lastSeen >= idleLimit) socket.terminate();
    }, beat);
    timer.unref();
    socket.on('message', (data) => {
      lastSeen = Date.now();
      const text = Array.isArray(data) ? Buffer.concat(data).toString() : data.toString();
      if (isHeartbeat(text)) socket.send(HEARTBEAT_REPLY);
    });
    socket.on('pong', () => {
      lastSeen = Date.now();
    });
    socket.on('close', () => {
      clearInterval(timer);
      unsubscribe();
    });
    socket.on('error', () => undefined);
  };

  for (const url of LIVE_PATHS) {
    app.get(url, { websocket: true, preValidation }, handler);
  }
}
