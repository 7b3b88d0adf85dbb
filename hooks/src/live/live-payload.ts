// Which pushes refresh the message counts (shell-spec 4.5 and 3), and reading a socket frame into a payload.
import type { LivePayload } from './live-types.js';

const COUNT_COMMANDS = new Set(['topic', 'user']);

export function refreshesCounts(payload: LivePayload | null | undefined): boolean {
  if (!payload) return false;
  return (
    (typeof payload.cmd === 'string' && COUNT_COMMANDS.has(payload.cmd)) ||
    payload.pushType === 'message_center'
  );
}

/** The server's answer to a ping: not a push. */
export const isHeartbeatReply = (payload: LivePayload): boolean => payload.cmd === 'heartcheck';

/** A JSON object frame, else null: a frame that is no JSON object is no push. */
export function parseFrame(data: unknown): LivePayload | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as LivePayload)
      : null;
  } catch {
    return null;
  }
}
