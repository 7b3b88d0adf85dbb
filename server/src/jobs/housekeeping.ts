// The housekeeping job: drops what has expired (signature nonces, ended sessions, stale login counters, old run logs),
// so these tables stay the size of their time windows whatever the traffic.
import { and, isNull, lt, or } from 'drizzle-orm';
import { loginAttempts, sessions, signNonces } from '../db/schema/identity.js';
import { jobRuns } from '../db/schema/jobs.js';
import { every, type JobDefinition } from './job-runner.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Ended sessions stay a day for the audit trail of a logout. */
const SESSION_KEEP_MS = DAY_MS;
const RUN_LOG_KEEP_MS = 30 * DAY_MS;

export function housekeepingJob(intervalMs: number): JobDefinition {
  return {
    name: 'housekeeping',
    lastFireAt: every(intervalMs),
    async run({ db, fireAt }) {
      const cutoff = new Date(fireAt - SESSION_KEEP_MS);
      const nonces = await db
        .delete(signNonces)
        .where(lt(signNonces.expiresAt, new Date(fireAt)))
        .returning({ n: signNonces.nonce });
      const ended = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)))
        .returning({ n: sessions.tokenHash });
      const counters = await db
        .delete(loginAttempts)
        .where(
          and(
            lt(loginAttempts.updatedAt, cutoff),
            or(isNull(loginAttempts.lockedUntil), lt(loginAttempts.lockedUntil, new Date(fireAt))),
          ),
        )
        .returning({ n: loginAttempts.username });
      await db.delete(jobRuns).where(lt(jobRuns.fireAt, new Date(fireAt - RUN_LOG_KEEP_MS)));
      return `nonces ${nonces.length}, sessions ${ended.length}, login counters ${counters.length}`;
    },
  };
}
