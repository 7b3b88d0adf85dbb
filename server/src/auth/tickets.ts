// Single-use login tickets (CAS, third-party, messaging app): issued server-side, valid 5 minutes, stored hashed.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginTickets } from '../db/schema/identity.js';
import { hashToken, newToken } from './tokens.js';

export const TICKET_TTL_MS = 5 * 60 * 1000;

/** `kind` binds the ticket to one use: 'cas:<service>', 'third:<type>', 'feishu'. */
export async function issueTicket(
  db: Db,
  userId: string,
  tenantId: string,
  kind: string,
  now: number,
  ttlMs = TICKET_TTL_MS,
): Promise<string> {
  const ticket = `ST-${newToken()}`;
  await db.insert(loginTickets).values({
    ticketHash: hashToken(ticket),
    userId,
    tenantId,
    kind,
    expiresAt: new Date(now + ttlMs),
  });
  return ticket;
}

/** Marks the ticket used and returns its user, in one statement so two racing redemptions cannot both win. */
export async function redeemTicket(
  db: Db,
  ticket: string,
  kind: string,
  now: number,
): Promise<{ userId: string; tenantId: string } | null> {
  const [row] = await db
    .update(loginTickets)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(loginTickets.ticketHash, hashToken(ticket)),
        eq(loginTickets.kind, kind),
        isNull(loginTickets.usedAt),
        gt(loginTickets.expiresAt, new Date(now)),
      ),
    )
    .returning({ userId: loginTickets.userId, tenantId: loginTickets.tenantId });
  return row ?? null;
}
