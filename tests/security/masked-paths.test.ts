// Masked fields (脱敏) on every path to a resource's rows, generated from the declarations: a user holding every code
// of the document but the resource's `:unmask` reads the list, one record, the export, the general export and each
// report over its rows without meeting one whole stored value of a masked field (身份证号 110101********1234,
// 手机号 138****5678); the administrator, who holds `:unmask`, meets them. A new masked field, report or path over the
// resource joins unasked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocument, DOCUMENT_PATH } from '../support/contract-document.js';
import { userWithCodes } from '../support/partial-users.js';
import {
  loadDocument,
  permissionCodes,
  readSheet,
  REPORTS,
  resourceDeclarations,
  resourcePermission,
} from '../support/server-internals.js';
import { envelopeOf, startServer, TENANT_A, type TestServer } from '../support/test-server.js';

const doc = contractDocument();
const allCodes = permissionCodes(loadDocument(DOCUMENT_PATH));
const masked = resourceDeclarations.filter((d) => d.fields.some((f) => f.mask !== undefined));
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
});
afterAll(async () => {
  await server?.close();
});

/** Everything a path answers, as text: the JSON, or a workbook's cells (the general export's stored file too). */
async function read(token: string, what: string, method: 'GET' | 'POST', path: string, opts = {}) {
  const res = await server.call(method, path, { token, ...opts });
  const env = envelopeOf(res);
  if (res.statusCode !== 200 || (env && env.success === false))
    throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 120)}`);
  if (!env) return JSON.stringify(readSheet(res.rawPayload).rows);
  if (what === 'generalExport') {
    const file = await server.call('GET', `/sys/common/static/${String(env.result)}`, { token });
    return JSON.stringify(readSheet(file.rawPayload).rows);
  }
  return res.body;
}

describe('every masked resource has a masked field and an unmask code', () => {
  it('patient is among them', () => {
    expect(masked.map((d) => d.name)).toContain('patient');
  });
});

describe.each(masked.map((d) => [d.name] as const))('%s', (name) => {
  const decl = masked.find((d) => d.name === name)!;
  const fields = decl.fields.filter((f) => f.mask !== undefined);
  const unmask = `${resourcePermission(name, 'list')!.replace(/:list$/, '')}:unmask`;

  /** Every path to the rows, read by `token`, as one text. */
  async function everyPath(token: string, id: string): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const op of doc.operations.filter((o) => o.resource === name)) {
      if (op.crud === 'list' || op.crud === 'exportXls')
        out[op.operationId] = await read(token, op.operationId, 'GET', op.path, {
          query: { pageSize: '100' },
        });
      if (op.crud === 'queryById')
        out[op.operationId] = await read(token, op.operationId, 'GET', op.path, { query: { id } });
    }
    out.generalExport = await read(token, 'generalExport', 'POST', '/api/sys/export/generalExport', {
      body: { bizCode: name, param: JSON.stringify({ pageSize: 100 }) },
    });
    for (const r of REPORTS.filter((r) => (r.resource.readAs ?? r.resource.name) === name))
      out[`report ${r.code}`] = await read(token, r.code, 'GET', `/online/cgreport/api/getData/${r.id}`, {
        query: { pageSize: '100' },
      });
    return out;
  }

  it(`a user holding every code but ${unmask} meets no whole stored value on any path; the administrator does`, async () => {
    expect(allCodes).toContain(unmask);
    const cols = fields.map((f) => `${snake(f.column ?? f.name)}::text AS "${f.name}"`).join(', ');
    const stored = await server.sql<Record<string, string | null> & { id: string }>(
      `SELECT id, ${cols} FROM ${decl.table} WHERE tenant_id = $1 ORDER BY create_time`,
      [TENANT_A],
    );
    const values = stored.flatMap((r) => fields.map((f) => r[f.name]).filter((v): v is string => !!v));
    expect(values.length).toBeGreaterThan(0);
    const withValue = stored.find((r) => fields.every((f) => r[f.name]))!;

    const token = await userWithCodes(
      server,
      admin,
      `mask${name}`,
      allCodes.filter((c) => c !== unmask),
    );
    const seen = await everyPath(token, withValue.id);
    const leaks = Object.entries(seen).flatMap(([what, text]) =>
      values.filter((v) => text.includes(v)).map((v) => `${what}: ${v}`),
    );
    expect(leaks).toEqual([]);
    // and the paths did answer the rows (masked), not nothing
    for (const [what, text] of Object.entries(seen)) expect(text, what).toContain('****');

    const whole = await everyPath(admin, withValue.id);
    for (const [what, text] of Object.entries(whole))
      expect(
        values.some((v) => text.includes(v)),
        what,
      ).toBe(true);
  });
});
