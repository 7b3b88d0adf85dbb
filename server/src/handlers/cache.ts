// Operations of the `cache` tag: the system-cache refresh the user menu offers (`/api/yjy/common/clearCache`).
// The server keeps no per-process business cache (every read goes to the database), so there is nothing stale to drop.
import { EnvelopeReply, requireUser, type HandlerMap } from '../core/index.js';

export const CACHE_CLEARED = '刷新缓存完成！';

export const handlers: HandlerMap = {
  clearCache: async (_input, ctx) => {
    requireUser(ctx);
    return new EnvelopeReply(200, CACHE_CLEARED, null);
  },
};
