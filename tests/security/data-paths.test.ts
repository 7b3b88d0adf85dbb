// Every path to a resource's data asks the resource's own permission (issue 11 item 1), generated from the resource
// declarations: for each resource, a user holding every code of the document EXCEPT that resource's own (and the
// add/edit codes of the forms whose pickers read it) is refused on every path — CRUD reads, the general export by
// bizCode, reports over its rows, table dictionaries over its table, the duplicate check of its unique fields — and a
// user holding only the resource's read/export codes (plus the general export and report codes) is let through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractDocument } from '../support/contract-document.js';
import { userWithCodes } from '../support/partial-users.js';
import {
  loadDocument,
  permissionCodes,
  referenceOf,
  REPORTS,
  resourceDeclarations,
  resourcePermission,
  TREE_SOURCES,
} from '../support/server-internals.js';
import { DOCUMENT_PATH } from '../support/contract-document.js';
import { envelopeOf, startServer, type TestServer } from '../support/test-server.js';

const doc = contractDocument();
const allCodes = permissionCodes(loadDocument(DOCUMENT_PATH));
const guarded = resourceDeclarations.filter((d) => resourcePermission(d.name, 'list') !== null);

interface PathCall {
  what: string;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

/** The ways to read resource `name`'s rows; a new report, tree source or unique field joins automatically. */
function pathsTo(name: string): PathCall[] {
  const decl = resourceDeclarations.find((d) => d.name === name)!;
  const calls: PathCall[] = [];
  for (const op of doc.operations.filter((o) => o.resource === name)) {
    if (op.crud === 'list' || op.crud === 'exportXls')
      calls.push({ what: op.operationId, method: 'GET', path: op.path, query: { pageSize: '5' } });
    if (op.crud === 'queryById')
      calls.push({ what: op.operationId, method: 'GET', path: op.path, query: { id: 'x' } });
    if (op.crud === 'exportXls' && !decl.disabled?.includes('exportXls'))
      calls.push({
        what: `generalExport ${name}`,
        method: 'POST',
        path: '/api/sys/export/generalExport',
        body: { bizCode: name, param: '{}' },
      });
  }
  for (const r of REPORTS.filter((r) => (r.resource.readAs ?? r.resource.name) === name))
    calls.push({ what: `report ${r.code}`, method: 'GET', path: `/online/cgreport/api/getData/${r.id}` });
  for (const t of TREE_SOURCES.filter((t) => t.tableName === decl.table))
    calls.push({
      what: `tree dictionary ${t.tableName}`,
      method: 'GET',
      path: '/sys/dict/loadTreeData',
      query: { tableName: t.tableName, text: t.text, code: t.code, pidField: t.pidField },
    });
  const tableDicts = new Set(
    resourceDeclarations.flatMap((d) =>
      d.fields.flatMap((f) =>
        f.dictTable?.table === decl.table
          ? [`${f.dictTable.table},${f.dictTable.text},${f.dictTable.code}`]
          : [],
      ),
    ),
  );
  for (const code of tableDicts) {
    calls.push({
      what: `table dictionary ${code}`,
      method: 'GET',
      path: `/sys/dict/loadDict/${code}`,
      query: { keyword: 'x' },
    });
    calls.push({
      what: `table dictionary labels ${code}`,
      method: 'GET',
      path: `/sys/dict/loadDictItem/${code}`,
      query: { key: 'x' },
    });
  }
  for (const f of decl.fields.filter((f) => f.unique))
    calls.push({
      what: `duplicate check ${f.name}`,
      method: 'GET',
      path: '/sys/duplicate/check',
      query: { tableName: decl.table, fieldName: f.name, fieldVal: 'x' },
    });
  return calls;
}

/** The codes whose holder may read `name`: its own, and add/edit of forms with a picker over its table. */
function readersCodes(name: string): Set<string> {
  const decl = resourceDeclarations.find((d) => d.name === name)!;
  const codes = new Set(
    allCodes.filter((c) => c.startsWith(`${resourcePermission(name, 'list')!.replace(/:list$/, '')}:`)),
  );
  for (const d of resourceDeclarations)
    if (d.fields.some((f) => referenceOf(f)?.table === decl.table))
      for (const op of ['add', 'edit'] as const) {
        const c = resourcePermission(d.name, op);
        if (c) codes.add(c);
      }
  return codes;
}

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
});
afterAll(async () => {
  await server?.close();
});

describe('the paths cover the declarations', () => {
  it('finds the general export, a report, a tree dictionary and a duplicate check among the paths', () => {
    const whats = guarded.flatMap((d) => pathsTo(d.name).map((c) => c.what));
    for (const kind of ['generalExport', 'report', 'tree dictionary', 'table dictionary', 'duplicate check'])
      expect(
        whats.some((w) => w.startsWith(kind)),
        kind,
      ).toBe(true);
    expect(guarded.length).toBeGreaterThanOrEqual(10);
  });
});

describe.each(guarded.map((d) => [d.name] as const))('%s', (name) => {
  it('every path refuses a user holding every other code (510)', async () => {
    const denied = readersCodes(name);
    const token = await userWithCodes(
      server,
      admin,
      `no${name}`,
      allCodes.filter((c) => !denied.has(c)),
    );
    const wrong: string[] = [];
    for (const c of pathsTo(name)) {
      const res = await server.call(c.method, c.path, { token, query: c.query, body: c.body });
      const env = envelopeOf(res);
      if (res.statusCode !== 200 || env?.code !== 510)
        wrong.push(`${c.what}: ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("every path lets a user holding only the resource's own codes through", async () => {
    const own = [
      ...allCodes.filter((c) => c.startsWith(`${resourcePermission(name, 'list')!.replace(/:list$/, '')}:`)),
      'system:export:general',
      'online:cgreport:query',
    ];
    const token = await userWithCodes(server, admin, `only${name}`, own);
    const wrong: string[] = [];
    for (const c of pathsTo(name)) {
      const res = await server.call(c.method, c.path, { token, query: c.query, body: c.body });
      const env = envelopeOf(res);
      if (res.statusCode >= 500 || env?.code === 510)
        wrong.push(`${c.what}: ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    expect(wrong).toEqual([]);
  });
});
