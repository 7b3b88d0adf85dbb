// The list at volume (6,000 patients in one tenant): totals exact up to the bound and estimated past it, every
// sortable order read from a (tenant, column, id) index with no sort step, deep pages identical to the plain order.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../db/client.js';
import { patientResource } from '../patient.js';
import { resourceDeclarations } from '../registry.js';
import { openTestDatabase, testContext } from '../test-support.js';
import { answerResource } from './index.js';
import { DEFERRED_JOIN_OFFSET, EXACT_TOTAL_LIMIT, orderBy } from './list.js';
import { rows } from './sql-util.js';

if (!resourceDeclarations.includes(patientResource)) resourceDeclarations.push(patientResource);

const TENANT = '3000';
const COUNT = 6000;
let opened: OpenedDatabase;

type Page = {
  records: { id: string; name: string }[];
  total: number;
  pages: number;
  totalEstimated?: boolean;
};
const list = async (query: Record<string, unknown>) =>
  (await answerResource(
    { operationId: 'patient_list', resource: 'patient', crud: 'list' },
    { query, params: {}, body: null, headers: {}, files: [] },
    testContext(opened.db, TENANT),
  )) as Page;

beforeAll(async () => {
  opened = await openTestDatabase();
  // Three patients share each creation second, so the id tie-break decides their order.
  await opened.db.execute(sql`
    INSERT INTO chronic_patient (id, tenant_id, name, sex, age, create_time)
    SELECT lpad(i::text, 19, '0'), ${TENANT}, '患者' || lpad((i * 7919 % ${COUNT})::text, 5, '0'),
           (i % 2 + 1)::text, CASE WHEN i % 50 = 0 THEN NULL ELSE i % 97 END,
           timestamp '2026-01-01' + ((i / 3) * interval '1 second')
    FROM generate_series(1, ${COUNT}) AS i`);
  await opened.db.execute(sql`VACUUM ANALYZE chronic_patient`);
}, 120_000);
afterAll(async () => {
  await opened?.close();
});

describe('totals', () => {
  it('past the bound the total is an estimate, flagged; under it, exact', async () => {
    expect(COUNT).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    const all = await list({ pageSize: 20 });
    expect(all.totalEstimated).toBe(true);
    expect(all.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(all.total).toBeLessThan(COUNT * 2);
    expect(all.pages).toBe(Math.ceil(all.total / 20));

    const some = await list({ pageSize: 20, age: 42 });
    const [exact] = await rows<{ n: string | number }>(
      opened.db,
      sql`SELECT count(*) AS n FROM chronic_patient WHERE tenant_id = ${TENANT} AND age = 42`,
    );
    expect(some.totalEstimated).toBeUndefined();
    expect(some.total).toBe(Number(exact!.n));
  });
});

describe('the count rides in the page statement', () => {
  it('a page past the end still carries the exact total; an empty first page says 0', async () => {
    const some = await list({ pageSize: 20, age: 42 });
    const past = await list({ pageSize: 20, age: 42, pageNo: some.pages + 3 });
    expect(past.records).toEqual([]);
    expect(past.total).toBe(some.total);
    expect(past.totalEstimated).toBeUndefined();
    const none = await list({ pageSize: 20, age: 96, name: '没有这个人' });
    expect(none).toMatchObject({ records: [], total: 0 });
  });

  it('a page and its total cost one statement', async () => {
    let statements = 0; // of the patient table
    const counting = new Proxy(opened.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (key !== 'execute' || typeof value !== 'function') return value;
        return (query: unknown) => {
          const text = JSON.stringify(query);
          // the dictionaries of 性别 and 状态 are the session cache's (read here: no session stamps them)
          if (text.includes('chronic_patient')) statements++;
          seen.push(text.slice(0, 300));
          return (value as (q: unknown) => unknown).call(target, query);
        };
      },
    });
    const seen: string[] = [];
    const read = async () =>
      (await answerResource(
        { operationId: 'patient_list', resource: 'patient', crud: 'list' },
        { query: { pageSize: 20, age: 42 }, params: {}, body: null, headers: {}, files: [] },
        testContext(counting, TENANT),
      )) as Page;
    const some = await read();
    expect(some.records.length).toBe(20);
    expect(statements, seen.join('\n')).toBe(1);
  });
});

describe('the estimate is planned once per filter and half minute, not per page', () => {
  it('pages 1..3 of one filter ask the planner once; half a minute later it is asked again', async () => {
    const explains: string[] = [];
    const spied = new Proxy(opened.db, {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
        return (query: Parameters<typeof target.execute>[0]) => {
          const text = JSON.stringify((query as { queryChunks?: unknown }).queryChunks ?? '');
          if (text.includes('EXPLAIN')) explains.push(text);
          return target.execute(query);
        };
      },
    });
    let clock = 1_000_000;
    const at = (tenant: string) => ({ ...testContext(spied, tenant), now: () => clock });
    const listAt = async (tenant: string, pageNo: number) =>
      (await answerResource(
        { operationId: 'patient_list', resource: 'patient', crud: 'list' },
        { query: { pageNo, pageSize: 20, sex: '1' }, params: {}, body: null, headers: {}, files: [] },
        at(tenant),
      )) as Page;
    const first = await listAt(TENANT, 1);
    expect(first.totalEstimated).toBe(true);
    await listAt(TENANT, 2);
    await listAt(TENANT, 3);
    expect(explains).toHaveLength(1);
    clock += 31_000;
    expect((await listAt(TENANT, 1)).total).toBe(first.total);
    expect(explains).toHaveLength(2);
  });
});

describe('order and deep pages', () => {
  const orders: Record<string, unknown>[] = [
    {},
    { column: 'name', order: 'asc' },
    { column: 'name', order: 'desc' },
    { column: 'age', order: 'asc' },
    { column: 'age', order: 'desc' },
  ];

  it.each(orders)('%o is read from an index without a sort step', async (query) => {
    const plan = await rows<Record<string, unknown>>(
      opened.db,
      sql`EXPLAIN (FORMAT JSON) SELECT t.id FROM chronic_patient t WHERE t.tenant_id = ${TENANT}
          ${orderBy(patientResource, query, { user: null })} LIMIT 20 OFFSET 4000`,
    );
    const text = JSON.stringify(plan);
    expect(text).toMatch(/chronic_patient_tenant_(time|name|age)_id/);
    expect(text).not.toMatch(/"Node Type":\s*"Sort"/);
  });

  it.each(orders)('a deep page of %o holds the same rows as the plain ordered query', async (query) => {
    const pageNo = Math.floor(4000 / 20) + 1;
    expect((pageNo - 1) * 20).toBeGreaterThanOrEqual(DEFERRED_JOIN_OFFSET);
    const page = await list({ ...query, pageNo, pageSize: 20 });
    const expected = await rows<{ id: string }>(
      opened.db,
      sql`SELECT t.id FROM chronic_patient t WHERE t.tenant_id = ${TENANT}
          ${orderBy(patientResource, query, { user: null })} LIMIT 20 OFFSET ${(pageNo - 1) * 20}`,
    );
    expect(page.records.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(page.records).toHaveLength(20);
  });

  it('the last rows are reachable and a page past them is empty', async () => {
    const last = await list({ pageNo: COUNT / 20, pageSize: 20 });
    expect(last.records).toHaveLength(20);
    expect(last.records.at(-1)!.id).toBe('1'.padStart(19, '0'));
    expect((await list({ pageNo: COUNT / 20 + 1, pageSize: 20 })).records).toEqual([]);
  });
});
