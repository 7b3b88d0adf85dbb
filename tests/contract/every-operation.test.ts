// The contract sweep (issues 3 and 19): every operation of the document has a route; invalid calls (no token, wrong id,
// missing parameter, wrong type) and then one valid call each answer what the document describes, judged both by the
// server's own check (validateResponses: drift fails the test through the drift guard) and by an off-the-shelf
// OpenAPI 3.1 validator (support/document-validator.ts), and every SQL statement those calls sent is checked for its
// tenant predicate. Iterates the document, so new operations are swept unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocument, type ContractOperation } from '../support/contract-document.js';
import { fillPath } from '../support/minimal-input.js';
import { invalidCalls, sendCall } from '../support/contract-sweep.js';
import { undocumented } from '../support/document-validator.js';
import { recordStatements, type StatementRecorder } from '@clinic/server';
import { tenantTables, unscopedTables } from '../support/server-internals.js';
import { envelopeOf, PREFIX, startServer, type TestServer } from '../support/test-server.js';
import {
  CANNOT_BUILD,
  CANNOT_BUILD_LIMIT,
  isDestructive,
  planCall,
  planContext,
  type PlanContext,
} from '../support/operation-plans.js';

const doc = contractDocument();
let server: TestServer;
let ctx: PlanContext;
let recorder: StatementRecorder;
let tables: Set<string>;
let statementsChecked = 0;
const unscoped: string[] = [];

/** Every statement the call sent names its tenant where its table carries one (distribution by tenant_id). */
function checkStatements(operationId: string): void {
  for (const statement of recorder.take()) {
    statementsChecked++;
    const bad = unscopedTables(statement, tables);
    if (bad.length) unscoped.push(`${operationId}: ${bad.join(',')} in ${statement.replace(/\s+/g, ' ')}`);
  }
}

beforeAll(async () => {
  server = await startServer();
  ctx = await planContext(server);
  tables = await tenantTables(server.database.db);
  recorder = recordStatements(server.database.opened);
});
afterAll(async () => {
  recorder?.stop();
  await server?.close();
});

/** The route pattern: `:name`, or `*` for path parameters marked `x-wildcard` (stored paths contain slashes). */
function fastifyUrl(op: ContractOperation): string {
  const wild = new Set(
    op.params
      .filter((p) => p.in === 'path' && (p as { 'x-wildcard'?: boolean })['x-wildcard'])
      .map((p) => p.name),
  );
  return PREFIX + op.path.replace(/\{([^}]+)\}/g, (_, name: string) => (wild.has(name) ? '*' : `:${name}`));
}
const ordered = [...doc.operations.filter((o) => !isDestructive(o)), ...doc.operations.filter(isDestructive)];

describe('the operations this suite cannot build input for', () => {
  it('are listed with a reason, name real operations, and the list does not grow', () => {
    expect(Object.keys(CANNOT_BUILD).length).toBeLessThanOrEqual(CANNOT_BUILD_LIMIT);
    for (const [id, reason] of Object.entries(CANNOT_BUILD)) {
      expect(doc.byId.has(id), id).toBe(true);
      expect(reason.length).toBeGreaterThan(10);
    }
  });
  it('still have a route', () => {
    for (const id of Object.keys(CANNOT_BUILD)) {
      const op = doc.byId.get(id) as ContractOperation;
      expect(server.app.hasRoute({ method: op.method, url: fastifyUrl(op) }), id).toBe(true);
    }
  });
});

describe('every operation answers invalid calls as the document says (before any session ends)', () => {
  for (const op of doc.operations) {
    it(`${op.operationId} (${op.method} ${op.path})`, async () => {
      for (const call of invalidCalls(op, ctx.admin)) {
        recorder.take();
        const res = await sendCall(server, op, call);
        checkStatements(op.operationId);
        const where = `${call.label}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(await undocumented(op, res), where).toBeNull();
        // Bad input gets a clear refusal, never the generic 500.
        expect(res.statusCode, where).not.toBe(500);
        if (call.refused) expect(envelopeOf(res)?.success ?? false, where).toBe(false);
      }
    });
  }
});

describe('every operation answers a valid envelope to a minimal valid call', () => {
  it('the document has operations', () => {
    expect(doc.operations.length).toBeGreaterThan(100);
  });
  for (const op of ordered.filter((o) => !(o.operationId in CANNOT_BUILD))) {
    it(`${op.operationId} (${op.method} ${op.path})`, async () => {
      expect(server.app.hasRoute({ method: op.method, url: fastifyUrl(op) })).toBe(true);
      const plan = await planCall(ctx, op);
      recorder.take();
      const res = await server.call(op.method, fillPath(op.path, plan.path), {
        token: plan.token,
        query: plan.query,
        ...(plan.multipart
          ? { rawPayload: plan.multipart.body, headers: { 'content-type': plan.multipart.contentType } }
          : { body: plan.body }),
      });
      checkStatements(op.operationId);
      expect(await undocumented(op, res), `${res.statusCode} ${res.body.slice(0, 200)}`).toBeNull();
      const envelope = envelopeOf(res);
      if (op.fileAnswer && res.statusCode === 200 && !envelope) {
        expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
        expect(res.rawPayload.length).toBeGreaterThan(0);
        return;
      }
      expect(envelope, `${res.statusCode} ${res.body.slice(0, 200)}`).not.toBeNull();
      expect({ status: res.statusCode, success: envelope?.success, message: envelope?.message }).toEqual({
        status: 200,
        success: true,
        message: expect.any(String),
      });
      expect([200, 201]).toContain(envelope?.code);
      expect(typeof envelope?.timestamp).toBe('number');
      expect(res.headers['x-request-id']).toBeTruthy();
    });
  }
});

// Last, over what the calls above sent: a statement that ever runs without its tenant fails here, whatever
// operation sent it, so a new operation is covered without a new test. Global tables and the statements that
// cross tenants on purpose are listed, each with why, in server db/tenant-scope.ts.
describe('every statement the operations sent', () => {
  it('names its tenant where its table carries one', () => {
    // The recorder really saw the server's statements (a broken hook would pass vacuously).
    expect(statementsChecked).toBeGreaterThan(doc.operations.length * 3);
    expect(unscoped).toEqual([]);
  });
});
