// Records the text of every SQL statement an app sends to its database, inside transactions too: on PGlite from the
// wire messages every query passes through, on PostgreSQL from every pooled client's query. For tests: the engine's
// tenant-predicate test and the contract sweep over every operation.
import pg from 'pg';
import type { OpenedDatabase } from './client.js';

export interface StatementRecorder {
  /** The statements since the last take, oldest first. */
  take(): string[];
  stop(): void;
}

const decoder = new TextDecoder();

/** The SQL of a frontend message: Query ('Q': text) or Parse ('P': statement name, then text). */
function sqlOfMessage(message: Uint8Array): string | null {
  const kind = message[0];
  if (kind !== 0x51 && kind !== 0x50) return null;
  let at = 5;
  if (kind === 0x50) {
    while (at < message.length && message[at] !== 0) at++;
    at++;
  }
  let end = at;
  while (end < message.length && message[end] !== 0) end++;
  return decoder.decode(message.subarray(at, end));
}

/** Starts recording on `opened` (a test database's connection); `stop` puts the engine's own functions back. */
export function recordStatements(opened: OpenedDatabase): StatementRecorder {
  let seen: string[] = [];
  const take = () => {
    const out = seen;
    seen = [];
    return out;
  };
  if (opened.kind === 'pglite') {
    const target = opened.raw as unknown as {
      execProtocolStream: (message: Uint8Array, ...rest: unknown[]) => unknown;
    };
    const original = target.execProtocolStream;
    target.execProtocolStream = function (this: unknown, message: Uint8Array, ...rest: unknown[]) {
      const text = sqlOfMessage(message);
      if (text) seen.push(text);
      return original.call(this, message, ...rest);
    };
    return { take, stop: () => void (target.execProtocolStream = original) };
  }
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (text) seen.push(text);
    return original.apply(this, args);
  };
  return { take, stop: () => void (proto.query = original) };
}
