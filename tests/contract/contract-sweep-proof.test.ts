// The sweep can fail: a handler that answers outside the document is caught by the server's own check (recorded drift,
// which the drift guard turns into a failed test) and, with that check off, by the off-the-shelf validator.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileReply, takeResponseDrift } from '@clinic/server';
import { contractDocument, type ContractOperation } from '../support/contract-document.js';
import { undocumented } from '../support/document-validator.js';
import { startServer, type TestServer } from '../support/test-server.js';

const doc = contractDocument();
const op = (id: string) => doc.byId.get(id) as ContractOperation;
let server: TestServer;
let unchecked: Awaited<ReturnType<TestServer['variant']>>;
let admin: string;

beforeAll(async () => {
  server = await startServer({
    handlers: {
      // A result of the wrong type, and a workbook under the media type the document used to name.
      getUserPermissionByToken: async () => 'drift',
      userExportXls: async () => new FileReply(Buffer.from('x'), 'users.xls', 'application/vnd.ms-excel'),
    },
  });
  unchecked = await server.variant({ validateResponses: false });
  admin = await server.login('admin');
});
afterAll(async () => {
  await server?.close();
});

describe('a deliberate mismatch', () => {
  for (const [id, path] of [
    ['getUserPermissionByToken', '/sys/permission/getUserPermissionByToken'],
    ['userExportXls', '/sys/user/exportXls'],
  ] as const) {
    it(`${id}: recorded by the server's check, so the sweep's test fails`, async () => {
      const res = await server.call('GET', path, { token: admin });
      expect(res.statusCode).toBe(500);
      expect(res.json<{ message: string }>().message).toContain(id);
      expect(takeResponseDrift()).toEqual([expect.objectContaining({ operationId: id })]);
    });

    it(`${id}: refused by the off-the-shelf validator with the server's check off`, async () => {
      const res = await unchecked.call('GET', path, { token: admin });
      expect(res.statusCode).toBe(200);
      expect(await undocumented(op(id), res)).toMatch(/^HTTP 200 /);
      expect(takeResponseDrift()).toEqual([]);
    });
  }

  it('while the honest answers of the same operations pass both', async () => {
    const res = await server.call('GET', '/sys/user/queryById', { token: admin, query: { id: '1' } });
    expect(await undocumented(op('userQueryById'), res)).toBeNull();
  });
});
