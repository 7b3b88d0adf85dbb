// The demo's 健康档案 shows every record tab for some patient whatever the seeding day: bookings are laid on weekdays,
// so which patients got one used to shift with the weekday, and on a Sunday or Monday none of the patients with
// follow-ups, interventions and questionnaire results had one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabase } from '../db/test-database.js';
import { seed } from './index.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('the demo health file', () => {
  for (const day of ['2026-11-29T02:00:00Z', '2026-11-30T02:00:00Z']) {
    it(`has a patient with rows in every record tab when seeded on ${day.slice(0, 10)}`, async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(day));
      const database = await testDatabase();
      try {
        await seed(database.db, {});
        const found = (await database.db.execute(
          sql`SELECT count(*)::int AS n FROM chronic_patient p
               WHERE p.tenant_id = '1000'
                 AND EXISTS (SELECT 1 FROM chronic_followup x WHERE x.patient_id = p.id)
                 AND EXISTS (SELECT 1 FROM chronic_intervention x WHERE x.patient_id = p.id)
                 AND EXISTS (SELECT 1 FROM chronic_questionnaire_result x WHERE x.patient_id = p.id)
                 AND EXISTS (SELECT 1 FROM chronic_appointment x WHERE x.patient_id = p.id)`,
        )) as unknown as { rows: { n: number }[] };
        expect(found.rows[0]?.n).toBeGreaterThan(0);
      } finally {
        await database.close();
      }
    }, 120_000);
  }
});
