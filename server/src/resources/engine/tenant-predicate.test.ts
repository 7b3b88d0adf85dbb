// Distribution by tenant (docs/scaling.md) needs every statement on a tenant-carrying table to name its tenant: this
// records every SQL statement the engine sends while answering each resource's reads and writes, beside each
// declaration, and fails when one touches a table with a tenant_id column without a tenant predicate. The contract
// sweep (tests/contract/every-operation) runs the same check over every operation of the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../db/client.js';
import { seedBusiness } from '../../seed/business.js';
import { patientResource } from '../patient.js';
import { resourceDeclarations } from '../registry.js';
import { openTestDatabase, testContext } from '../test-support.js';
import { answerResource } from './index.js';
import { tenantTables, unscopedTables } from '../../db/tenant-scope.js';
import { recordStatements, type StatementRecorder } from '../../db/statement-recorder.js';

if (!resourceDeclarations.includes(patientResource)) resourceDeclarations.push(patientResource);

let opened: OpenedDatabase;
let tenantTableNames: Set<string>;
let recorder: StatementRecorder;

beforeAll(async () => {
  opened = await openTestDatabase();
  await opened.db.transaction(async (tx) => seedBusiness(tx as never));
  tenantTableNames = await tenantTables(opened.db);
  recorder = recordStatements(opened);
}, 60_000);
afterAll(async () => {
  recorder?.stop();
  await opened?.close();
});

describe('the tenant predicate', () => {
  it('the check itself flags an unscoped statement and passes a scoped one', () => {
    const tables = new Set(['chronic_patient']);
    expect(unscopedTables('select * from "chronic_patient" t where t.id = $1', tables)).toEqual([
      'chronic_patient',
    ]);
    expect(
      unscopedTables('select * from "chronic_patient" t where t.tenant_id = $1 and t.id = $2', tables),
    ).toEqual([]);
  });

  it('every engine statement of every resource names its tenant', async () => {
    const ctx = testContext(opened.db, '1000');
    const input = (query: Record<string, unknown>, body: unknown = null) => ({
      query,
      params: {},
      body,
      headers: {},
      files: [],
    });
    const superQuery = JSON.stringify([{ field: 'createTime', rule: 'ge', val: '2000-01-01', type: 'date' }]);
    const offenders: string[] = [];
    let checked = 0;
    for (const decl of resourceDeclarations) {
      const op = (crud: string) => ({ operationId: `${decl.name}_${crud}`, resource: decl.name, crud });
      const calls: [string, ReturnType<typeof input>][] = [
        ['list', input({})],
        ['list', input({ pageNo: 3, pageSize: 5, column: 'createTime', order: 'asc' })],
        ['list', input({ superQueryParams: superQuery, superQueryMatchType: 'and' })],
        ['queryById', input({ id: '1' })],
        ['exportXls', input({})],
        ['edit', input({}, { id: 'no-such-id' })],
        ['delete', input({ id: 'no-such-id' })],
      ];
      for (const [crud, args] of calls) {
        if (decl.disabled?.includes(crud as never)) continue;
        recorder.take();
        // Refusals (not found, not allowed) are fine: only the statements sent matter here.
        await answerResource(op(crud), args, ctx).catch(() => undefined);
        const seen = recorder.take();
        checked += seen.length;
        for (const statement of seen) {
          const bad = unscopedTables(statement, tenantTableNames);
          if (bad.length) offenders.push(`${decl.name}.${crud}: ${bad.join(',')} in ${statement}`);
        }
      }
    }
    // The recorder really saw the engine's statements (a broken hook would pass vacuously).
    expect(checked).toBeGreaterThan(resourceDeclarations.length * 5);
    expect(offenders).toEqual([]);
  });
});
