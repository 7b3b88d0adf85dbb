// Rows only their members see (issue 11: non-members saw research projects), generated from the declarations with
// `memberVia`: a user of the same tenant holding every permission code but not listed as a member finds a member
// row on no path — list, by id, export, general export, the project's own list and detail — cannot edit or delete
// it, and cannot name it in a write of any resource that refers to its table; a member reaches it on the same paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocument, DOCUMENT_PATH } from '../support/contract-document.js';
import { addBody, planContext, type PlanContext } from '../support/operation-plans.js';
import { userWithCodes } from '../support/partial-users.js';
import {
  loadDocument,
  permissionCodes,
  readSheet,
  referenceOf,
  resourceDeclarations,
} from '../support/server-internals.js';
import {
  envelopeOf,
  startServer,
  type LightMyRequestResponse,
  type TestServer,
} from '../support/test-server.js';

const doc = contractDocument();
const allCodes = permissionCodes(loadDocument(DOCUMENT_PATH));
const membersOnly = resourceDeclarations.filter((d) => d.memberVia);

let server: TestServer;
let plan: PlanContext;
let outsider: string;
beforeAll(async () => {
  server = await startServer();
  plan = await planContext(server);
  outsider = await userWithCodes(server, plan.admin, 'outsider', allCodes);
});
afterAll(async () => {
  await server?.close();
});

/** Whether an answer is a workbook with a cell reading `label` (an empty sheet holds nothing). */
function sheetHolds(res: LightMyRequestResponse, label: string): boolean {
  if (res.statusCode !== 200 || envelopeOf(res)) return false;
  try {
    return readSheet(res.rawPayload).rows.some((r) => Object.values(r).includes(label));
  } catch {
    return false;
  }
}

interface Seen {
  what: string;
  sees: boolean;
}

/** Whether `token` reaches row `id` (whose first text field reads `label`) on each read path of `name`. */
async function readPaths(name: string, id: string, label: string, token: string): Promise<Seen[]> {
  const ops = doc.operations.filter((o) => o.resource === name);
  const path = (crud: string) => ops.find((o) => o.crud === crud)?.path;
  const seen: Seen[] = [];
  const list = path('list');
  if (list) {
    const res = await server.call('GET', list, { token, query: { pageSize: '1000' } });
    const records = (envelopeOf(res)?.result as { records?: { id: string }[] } | null)?.records ?? [];
    seen.push({ what: 'list', sees: records.some((r) => r.id === id) });
  }
  const byId = path('queryById');
  if (byId) {
    const res = await server.call('GET', byId, { token, query: { id } });
    seen.push({ what: 'queryById', sees: envelopeOf(res)?.success === true });
  }
  const exportXls = path('exportXls');
  if (exportXls) {
    const res = await server.call('GET', exportXls, { token, query: { selections: id } });
    seen.push({ what: 'exportXls', sees: sheetHolds(res, label) });
    // The general export stores the workbook and answers its path; the file is then fetched as the console does.
    const general = await server.call('POST', '/api/sys/export/generalExport', {
      token,
      body: { bizCode: name, param: '{}' },
    });
    const stored = envelopeOf(general)?.result;
    const file =
      typeof stored === 'string' ? await server.call('GET', `/sys/common/static/${stored}`, { token }) : null;
    seen.push({ what: 'generalExport', sees: file !== null && sheetHolds(file, label) });
  }
  if (name === 'project') {
    // The research shell's own ways to a project: the member list and the detail by projectId.
    const mine = await server.call('GET', '/api/rws/project/myProject', {
      token,
      query: { pageSize: '999' },
    });
    const records = (envelopeOf(mine)?.result as { records?: { id: string }[] } | null)?.records ?? [];
    seen.push({ what: 'myProject', sees: records.some((r) => r.id === id) });
    const detail = await server.call('GET', '/api/rws/project/get', { token, query: { projectId: id } });
    seen.push({ what: 'getProject', sees: envelopeOf(detail)?.success === true });
  }
  return seen;
}

describe.each(membersOnly.map((d) => [d.name, d] as const))('%s', (name, decl) => {
  const m = decl.memberVia!;
  const labelField = decl.fields.find((f) => f.type === 'string' && f.required)!;
  const labelColumn = labelField.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  let id: string;
  let label: string;
  beforeAll(async () => {
    const [row] = await server.sql<{ id: string; label: string }>(
      `select t.id, t.${labelColumn} as label from ${decl.table} t
         join ${m.table} m on m.${m.key} = t.id and m.${m.tenantColumn} = t.tenant_id
         join sys_user u on u.id = m.${m.userColumn} and u.username = 'admin'
        where t.tenant_id = '1000' order by t.id limit 1`,
    );
    id = row!.id;
    label = row!.label;
  });

  it('a member reaches the row on every read path (so the refusals below are about membership)', async () => {
    const seen = await readPaths(name, id, label, plan.admin);
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen.filter((s) => !s.sees).map((s) => s.what)).toEqual([]);
  });

  it('a non-member of the same tenant holding every code reaches it on no read path', async () => {
    const seen = await readPaths(name, id, label, outsider);
    expect(seen.filter((s) => s.sees).map((s) => s.what)).toEqual([]);
  });

  it('a non-member can neither edit nor delete it, and it stays as it was', async () => {
    const ops = doc.operations.filter((o) => o.resource === name);
    const wrong: string[] = [];
    for (const op of ops.filter((o) => ['edit', 'delete', 'deleteBatch'].includes(o.crud ?? ''))) {
      const res =
        op.crud === 'edit'
          ? await server.call(op.method, op.path, {
              token: outsider,
              body: { id, [labelField.name]: 'changed by a non-member' },
            })
          : await server.call(op.method, op.path, {
              token: outsider,
              query: op.crud === 'delete' ? { id } : { ids: id },
            });
      if (envelopeOf(res)?.success !== false) wrong.push(`${op.operationId}: ${res.body.slice(0, 100)}`);
    }
    expect(wrong).toEqual([]);
    const [after] = await server.sql<{ label: string }>(
      `select ${labelColumn} as label from ${decl.table} where id = $1`,
      [id],
    );
    expect(after?.label).toBe(label);
  });

  it('a non-member cannot name it in a write of any resource that refers to its table', async () => {
    const referring = resourceDeclarations.flatMap((d) =>
      d.fields
        .filter((f) => referenceOf(f)?.table === decl.table)
        .map((f) => ({ resource: d.name, field: f.name })),
    );
    expect(referring.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const { resource, field } of referring) {
      const add = doc.operations.find((o) => o.resource === resource && o.crud === 'add');
      if (!add) continue;
      const body = { ...(await addBody(plan, resource)), [field]: id };
      const refused = await server.call('POST', add.path, { token: outsider, body });
      if (envelopeOf(refused)?.success !== false)
        wrong.push(`${resource}.${field}: ${refused.body.slice(0, 100)}`);
      // The same body from a member goes through: the refusal is the membership, not the body.
      const accepted = await server.call('POST', add.path, { token: plan.admin, body: { ...body } });
      if (envelopeOf(accepted)?.success !== true)
        wrong.push(`${resource}.${field} by a member: ${accepted.body.slice(0, 100)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the sweep covers the declarations', () => {
  it('research projects are members-only', () => {
    expect(membersOnly.map((d) => d.name)).toContain('project');
  });
});
