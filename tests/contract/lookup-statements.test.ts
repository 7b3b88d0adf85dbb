// A one-row lookup through the app sends one statement once its session, user, dictionaries and referenced names
// (责任医生, 科室) are cached, and a change of those names made with plain SQL, as another process would, is seen.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let token: string;
let patient: { id: string; dept_id: string; doctor_id: string };
const sent: string[] = [];

beforeAll(async () => {
  server = await startServer();
  token = await server.login('admin');
  const found = await server.sql<typeof patient>(
    `select id, dept_id, doctor_id from chronic_patient
      where tenant_id = '1000' and dept_id is not null and doctor_id is not null limit 1`,
  );
  patient = found[0]!;
  const raw = server.database.opened.raw as unknown as { query: (...args: unknown[]) => unknown };
  const query = raw.query.bind(raw);
  raw.query = (...args: unknown[]) => {
    // PGlite is handed the text, pg a query config
    const q = args[0] as string | { text: string };
    sent.push((typeof q === 'string' ? q : q.text).replace(/\s+/g, ' '));
    return query(...args);
  };
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function lookup() {
  sent.length = 0;
  const res = await server.call('GET', `/chronic/patient/queryById?id=${patient.id}`, { token });
  const body = res.json<{ success: boolean; result: Record<string, unknown> }>();
  expect(body.success).toBe(true);
  return { record: body.result, statements: [...sent] };
}

it('the second lookup sends only the row read; the names come from memory', async () => {
  const first = await lookup();
  expect(first.record.deptId_dictText).toEqual(expect.any(String));
  expect(first.record.doctorId_dictText).toEqual(expect.any(String));
  const second = await lookup();
  expect(second.record).toEqual(first.record);
  expect(second.statements, second.statements.join('\n')).toHaveLength(1);
  expect(second.statements[0]).toContain('FROM "chronic_patient"');
});

it('a department renamed with plain SQL moves the identity stamp, and the next lookup shows the new name', async () => {
  const stamp = async () =>
    Number(
      (
        await server.sql<{ stamp: string }>(`select stamp::text from sys_cache_stamp where name = 'identity'`)
      )[0]!.stamp,
    );
  const before = await stamp();
  await server.sql(`update sys_depart set depart_name = depart_name || '（新）' where id = $1`, [
    patient.dept_id,
  ]);
  expect(await stamp()).toBeGreaterThan(before);
  const after = await lookup();
  expect(after.record.deptId_dictText).toMatch(/（新）$/);
  await server.sql(`update sys_depart set depart_name = replace(depart_name, '（新）', '') where id = $1`, [
    patient.dept_id,
  ]);
});
