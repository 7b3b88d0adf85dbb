// Operations of the `im` tag: the messaging-app account of the signed-in user. `sig` is an HMAC of the app id and
// user id under a server-only key (IM_SECRET), so it proves the server issued it without revealing the key.
import { createHmac, randomBytes } from 'node:crypto';
import { requireUser, type HandlerMap } from '../core/index.js';

/** Without IM_SECRET each process draws its own key: signatures then differ between processes, never leak. */
const fallbackKey = randomBytes(32);

export function imSignature(
  appid: string,
  userId: string,
  key: string | Buffer = process.env.IM_SECRET || fallbackKey,
) {
  return createHmac('sha256', key).update(`${appid}:${userId}`).digest('base64url');
}

export const handlers: HandlerMap = {
  getImAccount: async (_input, ctx) => {
    const user = requireUser(ctx);
    const appid = process.env.IM_APPID || '1400000000';
    return { appid, userId: user.id, sig: imSignature(appid, user.id) };
  },
};
