// The operation generator: rows read from a document (refs, files, x-no-timestamp) and the committed table not stale.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  collectOperations,
  groupName,
  render,
  renderGroupsMarkdown,
  withGroups,
} from '../../scripts/generate-operations.mjs';

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
