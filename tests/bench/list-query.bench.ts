// Server list cost on the seeded patients (PGlite): a plain page, a page under a 4-rule advanced query, and a
// 1000-row page, side by side, so the super-query and page-size overheads read as ratios.
import { bench, describe } from 'vitest';
import { migrate, openDatabase, seed } from '@clinic/server';
import { answerResource } from '../support/server-internals.js';
import { testContext } from '../../server/src/resources/test-support.js';

const opened = await openDatabase({ memory: true });
await migrate(opened);
await seed(opened.db, {});
const ctx = testContext(opened.db, '1000');
const op = { operationId: 'patientList', resource: 'patient', crud: 'list' } as const;
const list = (query: Record<string, unknown>) =>
  answerResource(op as never, { query, params: {}, body: null, headers: {}, files: [] }, ctx);
const superQuery = encodeURIComponent(
  JSON.stringify([
    { field: 'sex', rule: 'eq', val: '1', type: 'dict' },
    { field: 'diseaseType', rule: 'in', val: 'hypertension,diabetes', type: 'dict' },
    { field: 'birthday', rule: 'ge', val: '1950-01-01', type: 'date' },
    { field: 'name', rule: 'like', val: '王', type: 'string' },
  ]),
);

describe('patient list (tenant 1000)', () => {
  bench('page of 30', async () => {
    await list({ pageNo: 1, pageSize: 30 });
  });
  bench('page of 30 under a 4-rule advanced query (or)', async () => {
    await list({ pageNo: 1, pageSize: 30, superQueryParams: superQuery, superQueryMatchType: 'or' });
  });
  bench('page of 1000', async () => {
    await list({ pageNo: 1, pageSize: 1000 });
  });
});
