// Permission matrix (issue 3 §5), generated from the document: for every operation with x-permission, a role-less
// user of the same tenant is refused with code 510, and the admin (whose roles grant every code) is allowed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocument } from '../support/contract-document.js';
import { fillPath } from '../support/minimal-input.js';
import {
  isDestructive,
  planCall,
  planContext,
  type PlanContext,
  type PlannedCall,
} from '../support/operation-plans.js';
import { envelopeOf, startServer, type TestServer } from '../support/test-server.js';

const doc = contractDocument();
const guarded = doc.operations.filter((o) => o.permission);
const ordered = [...guarded.filter((o) => !isDestructive(o)), ...guarded.filter(isDestructive)];
let server: TestServer;
let ctx: PlanContext;
let roleless: string;

beforeAll(async () => {
  server = await startServer();
  ctx = await planContext(server);
  const add = await server.call('POST', '/sys/user/add', {
    token: ctx.admin,
    body: { username: 'no_roles_user', realname: '无角色用户', password: 'Clinic@2026' },
  });
  expect(envelopeOf(add)?.success, add.body).toBe(true);
  const roles = await server.sql(
    `select 1 from sys_user_role ur join sys_user u on u.id = ur.user_id where u.username = 'no_roles_user'`,
  );
  expect(roles).toHaveLength(0);
  roleless = await server.login('no_roles_user');
});
afterAll(async () => {
  await server?.close();
});

describe('the matrix covers the document', () => {
  it('has guarded operations in every CRUD resource', () => {
    expect(guarded.length).toBeGreaterThan(80);
    for (const op of doc.operations.filter((o) => o.resource && o.crud))
      expect(op.permission, op.operationId).toBeTruthy();
  });
});

function send(op: (typeof ordered)[number], plan: PlannedCall, token: string | null) {
  return server.call(op.method, fillPath(op.path, plan.path), {
    token,
    query: plan.query,
    ...(plan.multipart
      ? { rawPayload: plan.multipart.body, headers: { 'content-type': plan.multipart.contentType } }
      : { body: plan.body }),
  });
}

describe.each(ordered.map((o) => [o.operationId, o] as const))('%s', (_id, op) => {
  // One plan for both calls: the refused call must change nothing, so the admin's call still finds its rows.
  let plan: PlannedCall;

  it(`without ${op.permission}: refused with 510, nothing done`, async () => {
    plan = await planCall(ctx, op);
    const res = await send(op, plan, roleless);
    const env = envelopeOf(res);
    expect(env, `${res.statusCode} ${res.body.slice(0, 120)}`).not.toBeNull();
    expect({ status: res.statusCode, success: env?.success, code: env?.code }).toEqual({
      status: 200,
      success: false,
      code: 510,
    });
    expect(env?.message).toMatch(/权限/);
  });

  it(`with ${op.permission} (admin): allowed`, async () => {
    plan ??= await planCall(ctx, op);
    const res = await send(op, plan, plan.token);
    const env = envelopeOf(res);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    if (env) expect(env.code, env.message).not.toBe(510);
  });
});
