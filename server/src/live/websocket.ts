// The per-user live socket `/websocket/{userId}` (JeecgBoot's path, also under /jeecg-boot): token check before the
// upgrade, heartbeat answers, idle drop, and delivery of the notifier's pushes to the user's sockets.
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../db/client.js';
import type { LiveNotifier } from './notifier.js';
import { and, eq } from 'drizzle-orm';
import { findSession } from '../auth/session-store.js';
import { users } from '../db/schema/identity.js';

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

/** Close code for a socket whose session ended (4000-4999 are the application's own). */
export const SESSION_ENDED = 4401;

const HEARTBEAT_REPLY = JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' });

/**
 * The token as the offered Sec-WebSocket-Protocol (JeecgBoot's way). Never `?token=`: a URL ends up in access logs,
 * proxies and browser histories, so a token there is refused like a missing one.
 */
export function tokenOf(req: FastifyRequest): string | null {
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

/** The user a token signs in while its session lives and the user is neither frozen nor deleted, else null. */
export async function liveSessionUser(db: Db, token: string): Promise<string | null> {
  const session = await findSession(db, token, Date.now());
  if (!session) return null;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, session.userId), eq(users.status, 1), eq(users.delFlag, 0)))
    .limit(1);
  return user?.id ?? null;
}

/** Registers @fastify/websocket (unless already there) and the live routes. Await it before `app.ready()`. */
export async function registerLive(app: FastifyInstance, opts: LiveOptions): Promise<void> {
  const authenticate = opts.authenticate ?? ((token: string) => liveSessionUser(opts.db, token));
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
    const token = tokenOf(req) ?? '';
    let lastSeen = Date.now();
    // The socket lives only as long as its session: logout, a password change, a freeze or a forced logout revoke
    // the session, and the next push or heartbeat finds it gone and closes the socket without delivering.
    let checks: Promise<unknown> = Promise.resolve();
    const whileSessionLives = (then: () => void) => {
      checks = checks
        .then(async () => {
          if (socket.readyState !== socket.OPEN) return;
          const owner = await authenticate(token).catch(() => null);
          if (owner === userId) then();
          else socket.close(SESSION_ENDED, 'session ended');
        })
        .catch(() => undefined);
    };
    const unsubscribe = opts.notifier.subscribe(userId, (payload) => {
      whileSessionLives(() => socket.send(JSON.stringify(payload)));
    });
    const timer = setInterval(() => {
      if (Date.now() - lastSeen >= idleLimit) socket.terminate();
      else whileSessionLives(() => undefined);
    }, beat);
    timer.unref();
    socket.on('message', (data) => {
      lastSeen = Date.now();
      const text = Array.isArray(data) ? Buffer.concat(data).toString() : data.toString();
      if (isHeartbeat(text)) whileSessionLives(() => socket.send(HEARTBEAT_REPLY));
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
