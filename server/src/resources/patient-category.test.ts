// 疾病分类 on a patient: a category id of the tenant's tree, answered with its name, another tenant's id refused,
// the advanced query filtering by the stored id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OpenedDatabase } from '../db/client.js';
import { rows } from '../db/rows.js';
import { seedBusiness } from '../seed/business.js';
import { answerResource } from './engine/index.js';
import { failureOf, openTestDatabase, testContext } from './test-support.js';

let opened: OpenedDatabase;
const ctx = () => testContext(opened.db, '1000');
const crud = (crud: 'add' | 'list' | 'queryById', input: { query?: object; body?: object }) =>
  answerResource(
    { operationId: `patient${crud}`, resource: 'patient', crud },
    { query: {}, params: {}, body: null, headers: {}, files: [], ...input } as never,
    ctx(),
  );
const categoryId = async (tenantId: string, code: string) =>
  (
    await rows<{ id: string }>(
      opened.db,
      sql`SELECT id FROM sys_category WHERE tenant_id = ${tenantId} AND code = ${code}`,
    )
  )[0]!.id;

beforeAll(async () => {
  opened = await openTestDatabase();
  await opened.db.transaction(async (tx) => seedBusiness(tx as never));
}, 60_000);
afterAll(async () => opened?.close());

describe('a patient 疾病分类', () => {
  it('stores the category id, answers its name, and is found by it in the advanced query', async () => {
    const hypertension = await categoryId('1000', 'B01A01A01');
    const added = (await crud('add', {
      body: { name: '分类测试', sex: '1', diseaseCategory: hypertension },
    })) as { id?: string } | string;
    const id =
      typeof added === 'object' && added?.id
        ? added.id
        : (
            await rows<{ id: string }>(opened.db, sql`SELECT id FROM chronic_patient WHERE name = '分类测试'`)
          )[0]!.id;
    const one = (await crud('queryById', { query: { id } })) as Record<string, unknown>;
    expect(one.diseaseCategory).toBe(hypertension);
    expect(one.diseaseCategory_dictText).toBe('原发性高血压');
    const found = (await crud('list', {
      query: {
        superQueryMatchType: 'and',
        superQueryParams: JSON.stringify([{ field: 'diseaseCategory', rule: 'eq', val: hypertension }]),
      },
    })) as { records: { name: string }[] };
    expect(found.records.map((r) => r.name)).toEqual(['分类测试']);
  });

  it("refuses another tenant's category", async () => {
    const theirs = await categoryId('2000', 'B01A01A01');
    const failure = await failureOf(
      crud('add', { body: { name: '越权分类', sex: '2', diseaseCategory: theirs } }),
    );
    expect(failure.message).toBe('疾病分类不存在');
  });
});
