// Operations of the `im` tag: the messaging-app account of the signed-in user. `sig` is an HMAC of the app id and
// user id under a server-only key (from SERVER_SECRET), so it proves the server issued it without revealing the key.
import { createHmac } from 'node:crypto';
import { requireUser, type HandlerMap } from '../core/index.js';
import { serverKey } from '../security/server-keys.js';

/** From SERVER_SECRET (or IM_SECRET), so every process signs alike; see security/server-keys.ts. */
const imKey = serverKey('im');

export function imSignature(appid: string, userId: string, key: string | Buffer = imKey) {
  return createHmac('sha256', key).update(`${appid}:${userId}`).digest('base64url');
}

export const handlers: HandlerMap = {
  getImAccount: async (_input, ctx) => {
    const user = requireUser(ctx);
    const appid = process.env.IM_APPID || '1400000000';
    return { appid, userId: user.id, sig: imSignature(appid, user.id) };
  },
};
