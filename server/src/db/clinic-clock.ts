// The clinic's clock: China Standard Time (UTC+8, no daylight saving), in which staff read every date and time.
// The database sessions run in the same zone (db/client.ts), so `localtimestamp` and the dates computed here agree.

/** The zone every database session is set to. */
export const CLINIC_TIME_ZONE = 'Asia/Shanghai';
const OFFSET_MS = 8 * 3_600_000;

/** The clinic's wall-clock time of an instant, as the wire writes it: `YYYY-MM-DD HH:mm:ss`. */
export function clinicDateTime(epochMs: number): string {
  return new Date(epochMs + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The clinic's calendar date of an instant, YYYY-MM-DD. */
export function clinicDate(epochMs: number): string {
  return clinicDateTime(epochMs).slice(0, 10);
}

/** The hour (0–23) on the clinic's clock. */
export function clinicHour(epochMs: number): number {
  return new Date(epochMs + OFFSET_MS).getUTCHours();
}
