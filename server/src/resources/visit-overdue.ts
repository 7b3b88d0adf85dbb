// When a chronic patient's follow-up is overdue: no visit for OVERDUE_DAYS clinic days (or never). The 仁和医院 home
// counts these patients and the 逾期随访提醒 job tells their responsible doctors; both read this one rule.
import { sql, type SQL } from 'drizzle-orm';
import { clinicDate } from '../db/clinic-clock.js';

/** A patient without a visit for this many days is overdue. */
export const OVERDUE_DAYS = 90;

/** The condition on a chronic_patient row (its `last_visit` column) that its follow-up is overdue at `now`. */
export function followupOverdue(now: number): SQL {
  const since = clinicDate(now - OVERDUE_DAYS * 86_400_000);
  return sql`(last_visit IS NULL OR last_visit < ${since}::date)`;
}
