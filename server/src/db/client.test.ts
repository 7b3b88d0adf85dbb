// Every database session, on either engine and on every pooled connection, reads and writes the clinic's clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CLINIC_TIME_ZONE, clinicDate, clinicDateTime, clinicHour } from './clinic-clock.js';
import { rows } from './rows.js';
import { testDatabase, type TestDatabase } from './test-database.js';

const seconds = (wire: string) => Date.parse(`${wire.replace(' ', 'T')}Z`) / 1000;

describe('the clinic clock', () => {
  it('is UTC+8 whatever the machine zone', () => {
    const instant = Date.UTC(2026, 10, 30, 17, 5, 9);
    expect(clinicDateTime(instant)).toBe('2026-12-01 01:05:09');
    expect(clinicDate(instant)).toBe('2026-12-01');
    expect(clinicHour(instant)).toBe(1);
  });
});

describe('database sessions', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await testDatabase();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('run on the clinic clock on every connection (zone-less stamps and formatted instants)', async () => {
    // More at once than the pool holds, so every pooled client answers at least once.
    const answers = await Promise.all(
      Array.from({ length: 14 }, () =>
        rows<{ zone: string; stamp: string; formatted: string }>(
          t.db,
          sql`SELECT current_setting('TimeZone') AS zone, localtimestamp(0)::text AS stamp,
                     to_char(now(), 'YYYY-MM-DD HH24:MI:SS') AS formatted, pg_sleep(0.05)::text`,
        ),
      ),
    );
    const expected = seconds(clinicDateTime(Date.now()));
    for (const [a] of answers) {
      expect(a!.zone).toBe(CLINIC_TIME_ZONE);
      expect(Math.abs(seconds(a!.stamp) - expected)).toBeLessThan(30);
      expect(Math.abs(seconds(a!.formatted) - expected)).toBeLessThan(30);
    }
  });
});
