// The operation generator: rows read from a document (refs, files, x-no-timestamp) and the committed table not stale.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  collectOperations,
  compactOperations,
  extraOf,
  groupName,
  render,
  renderGroupsMarkdown,
  withGroups,
  type OperationRow,
} from '../../scripts/generate-operations.mjs';
import { operationTable } from '../generated/operations.js';

const doc = {
  paths: {
    '/sys/dict/getDictItems/{dictCode}': {
      get: {
        operationId: 'getDictItems',
        tags: ['dict'],
        'x-no-timestamp': true,
        responses: { 200: { $ref: '#/components/responses/Ok' } },
      },
    },
    '/sys/user/exportXls': {
      get: {
        operationId: 'userExportXls',
        tags: ['user'],
        responses: { 200: { $ref: '#/components/responses/Export' } },
      },
    },
    '/sys/user/importExcel': {
      post: {
        operationId: 'userImportExcel',
        tags: ['import-export'],
        requestBody: { content: { 'multipart/form-data': { schema: {} } } },
        responses: { 200: { $ref: '#/components/responses/Ok' } },
      },
    },
  },
  components: {
    responses: {
      Ok: { content: { 'application/json': {} } },
      Export: { content: { 'application/vnd.ms-excel': {}, 'application/json': {} } },
    },
  },
};

describe('generate-operations', () => {
  it('reads method, path, tag group, x-no-timestamp, file answers and multipart bodies', () => {
    expect(collectOperations(doc)).toEqual([
      {
        id: 'getDictItems',
        method: 'GET',
        path: '/sys/dict/getDictItems/{dictCode}',
        tag: 'dict',
        group: 'dict',
        noTimestamp: true,
        response: 'json',
        multipart: false,
      },
      {
        id: 'userExportXls',
        method: 'GET',
        path: '/sys/user/exportXls',
        tag: 'user',
        group: 'user',
        noTimestamp: false,
        response: 'blob',
        multipart: false,
      },
      {
        id: 'userImportExcel',
        method: 'POST',
        path: '/sys/user/importExcel',
        tag: 'import-export',
        group: 'importExport',
        noTimestamp: false,
        response: 'json',
        multipart: true,
      },
    ]);
  });

  it('refuses a document it cannot turn into a table', () => {
    const noId = { paths: { '/a': { get: { tags: ['x'], responses: {} } } } };
    expect(() => collectOperations(noId)).toThrow('GET /a has no operationId');
    const dup = {
      paths: {
        '/a': { get: { operationId: 'x', tags: ['t'], responses: {} } },
        '/b': { get: { operationId: 'x', tags: ['t'], responses: {} } },
      },
    };
    expect(() => collectOperations(dup)).toThrow('duplicate operationId x');
    expect(() =>
      collectOperations({
        paths: { '/a': { get: { operationId: 'a', tags: ['t'], responses: { 200: { $ref: '#/nope' } } } } },
      }),
    ).toThrow('unresolved $ref');
  });

  it('camelCases tags into property names', () => {
    expect(groupName('import-export')).toBe('importExport');
    expect(groupName('super-query')).toBe('superQuery');
    expect(() => groupName('9lives')).toThrow();
  });

  it('the committed operations.ts matches openapi/dist/openapi.json', () => {
    const root = new URL('../../../', import.meta.url);
    const bundled = JSON.parse(readFileSync(new URL('openapi/dist/openapi.json', root), 'utf8'));
    const committed = readFileSync(new URL('sdk/src/generated/operations.ts', root), 'utf8');
    expect(committed).toBe(render(collectOperations(bundled)));
  });

  it('the compact table rebuilds every operation of the contract exactly, in id order', () => {
    const root = new URL('../../../', import.meta.url);
    const rows = collectOperations(
      JSON.parse(readFileSync(new URL('openapi/dist/openapi.json', root), 'utf8')),
    );
    const expected = Object.fromEntries(
      rows.map((r) => [r.id, { method: r.method, path: r.path, group: r.group, ...extraOf(r) }]),
    );
    expect(operationTable).toStrictEqual(expected);
    expect(Object.keys(operationTable)).toEqual(rows.map((r) => r.id));
    for (const id of Object.keys(expected))
      expect(Object.keys(operationTable[id as keyof typeof operationTable])).toEqual(
        Object.keys(expected[id]!),
      );
    // Most operations are a resource's standard ones: the table names those resources once each.
    const { resources, others } = compactOperations(rows);
    expect(others.length).toBeLessThan(rows.length / 2);
    expect(resources.get('user')).toEqual({ base: '/sys/user', group: 'user', mask: 511 });
  });

  it('only an exact standard operation is compacted; anything unusual stays a row of its own', () => {
    const row = (
      id: string,
      method: string,
      path: string,
      more: Partial<OperationRow> = {},
    ): OperationRow => ({
      id,
      method,
      path,
      tag: 'x',
      group: 'x',
      noTimestamp: false,
      response: 'json',
      multipart: false,
      ...more,
    });
    const { resources, others } = compactOperations([
      row('xList', 'GET', '/a/x/list'),
      row('xExportXls', 'GET', '/a/x/exportXls', { response: 'blob' }),
      row('xAdd', 'PUT', '/a/x/add'), // not the standard method
      row('xEdit', 'PUT', '/a/x/edit', { noTimestamp: true }), // a fact the pattern does not carry
      row('xDelete', 'DELETE', '/b/x/delete'), // a second base under the same prefix
      row('addX', 'POST', '/a/x/add'), // id not prefix + segment
      row('xImportExcel', 'POST', '/a/x/importExcel'), // not multipart
    ]);
    expect([...resources]).toEqual([['x', { base: '/a/x', group: 'x', mask: 1 | (1 << 6) }]]);
    expect(others.map((r) => r.id)).toEqual(['xAdd', 'xEdit', 'xDelete', 'addX', 'xImportExcel']);
  });

  it('a new resource adds a few bytes to the runtime table, not a row per operation', () => {
    const root = new URL('../../../', import.meta.url);
    const rows = collectOperations(
      JSON.parse(readFileSync(new URL('openapi/dist/openapi.json', root), 'utf8')),
    );
    const kinds = [
      ['List', 'GET', 'list', {}],
      ['QueryById', 'GET', 'queryById', {}],
      ['Add', 'POST', 'add', {}],
      ['Edit', 'PUT', 'edit', {}],
      ['Delete', 'DELETE', 'delete', {}],
      ['DeleteBatch', 'DELETE', 'deleteBatch', {}],
      ['ExportXls', 'GET', 'exportXls', { response: 'blob' }],
      ['ImportExcel', 'POST', 'importExcel', { multipart: true }],
      ['ImportTemplate', 'GET', 'importTemplate', { response: 'blob' }],
    ] as const;
    const resource = (name: string) =>
      kinds.map(([suffix, method, segment, more]): OperationRow => ({
        id: `${name}${suffix}`,
        method,
        path: `/chronic/${name}/${segment}`,
        tag: name,
        group: name,
        noTimestamp: false,
        response: 'json',
        multipart: false,
        ...more,
      }));
    // What the browser gets: the expandOperations(...) call, gzip.
    const runtime = (rs: OperationRow[]) => {
      const text = render(rs);
      return gzipSync(text.slice(text.indexOf('export const operationTable'), text.indexOf('\n);\n')), {
        level: 9,
      }).length;
    };
    const before = runtime(rows);
    const tenMore = runtime([
      ...rows,
      ...[
        'alpha',
        'bravo',
        'charlie',
        'delta',
        'echo',
        'foxtrot',
        'golf',
        'hotel',
        'india',
        'juliet',
      ].flatMap((n) => resource(`${n}Record`)),
    ]);
    // Ten resources of nine operations each: ~20 bytes gzip apiece (a row per operation cost ~130 bytes a resource).
    expect(tenMore - before).toBeLessThan(10 * 40);
  });

  it('the README lists every group with every operation, between its markers', () => {
    const root = new URL('../../../', import.meta.url);
    const bundled = JSON.parse(readFileSync(new URL('openapi/dist/openapi.json', root), 'utf8'));
    const readme = readFileSync(new URL('sdk/README.md', root), 'utf8');
    const rows = collectOperations(bundled);
    expect(readme).toBe(withGroups(readme, renderGroupsMarkdown(rows, bundled.tags)));
    for (const row of rows) expect(readme).toContain(`\`${row.id}\``);
    const md = renderGroupsMarkdown(collectOperations(doc), [{ name: 'dict', description: 'Dictionaries.' }]);
    expect(md).toContain('- `client.dict` (Dictionaries): `getDictItems`');
    expect(md).toContain('3 operations in 3 groups.');
    expect(() => withGroups('no markers', md)).toThrow('markers');
  });
});
