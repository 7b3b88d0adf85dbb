// Small SQL helpers shared by the engine: row extraction across drivers, column references, id generation.
import { sql, type SQL } from 'drizzle-orm';
import { randomInt } from 'node:crypto';

// Lives in db/ so that layers below resources (auth's session cache) read rows without reaching up.
export { rows } from '../../db/rows.js';

export function col(column: string, alias = 't'): SQL {
  return sql`${sql.identifier(alias)}.${sql.identifier(column)}`;
}

let last = 0n;
/** 19-digit numeric string ids like JeecgBoot's (strings on the wire, they exceed 2^53); monotonic per process. */
export function newId(): string {
  let id = BigInt(Date.now()) * 1_000_000n + BigInt(randomInt(0, 1_000_000));
  if (id <= last) id = last + 1n;
  last = id;
  return id.toString();
}

export function nowText(): string {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** Escapes LIKE metacharacters so a user's `%`, `_` or `\` match themselves (ESCAPE '\' is written beside it). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
