// Issue 10 item 1, server side: every declared resource's server declaration takes its fields, allowlists and rules
// from its one declaration in @clinic/sdk/resources. A server file that restated a field list (a title, a queryable or
// sortable allowlist, a rule, a dictionary) fails here, whichever resource it is.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '@clinic/sdk/resources';
import { REPO_ROOT } from '../support/contract-document.js';
import { engineDeclOf, REPORTS, resourceDeclarations } from '../support/server-internals.js';

type Decl = (typeof resourceDeclarations)[number];
type Field = Decl['fields'][number];

/** What the engine enforces of a field; the storage type is the server's own business (identity tables). */
function rulesOf(f: Field) {
  return {
    title: f.title,
    column: f.column ?? null,
    queryable: Boolean(f.queryable),
    listFilter: f.listFilter ?? true,
    sortable: Boolean(f.sortable),
    required: Boolean(f.required),
    unique: Boolean(f.unique),
    uniqueGlobal: Boolean(f.uniqueGlobal),
    format: f.format ?? null,
    minLength: f.minLength ?? null,
    mask: f.mask ?? null,
    min: f.min ?? null,
    max: f.max ?? null,
    dictCode: f.dictCode ?? null,
    dictTable: f.dictTable ?? null,
    labels: f.labels ?? null,
    multiple: Boolean(f.multiple),
    readonly: Boolean(f.readonly),
    hidden: Boolean(f.hidden),
    exportable: f.exportable ?? true,
    importable: f.importable ?? true,
    default: f.default ?? null,
  };
}

const declared = Object.values(resources);

describe('server resources read their fields from their declarations', () => {
  it.each(declared.map((d) => [d.name, d] as const))(
    '%s: fields, allowlists and rules as declared',
    (name, def) => {
      const registered = resourceDeclarations.filter((d) => d.name === name);
      expect(registered).toHaveLength(1);
      const decl = registered[0]!;
      const derived = engineDeclOf(def);
      expect({
        title: decl.title,
        table: decl.table,
        defaultSort: decl.defaultSort,
        disabled: decl.disabled,
      }).toEqual({
        title: derived.title,
        table: derived.table,
        defaultSort: derived.defaultSort,
        disabled: derived.disabled,
      });
      // Columns the wire never sees (password hashes) are the only fields a server file may add.
      const own = decl.fields.filter((f) => !derived.fields.some((d) => d.name === f.name));
      expect(own.filter((f) => !f.hidden).map((f) => f.name)).toEqual([]);
      expect(decl.fields.filter((f) => !own.includes(f)).map((f) => [f.name, rulesOf(f)])).toEqual(
        derived.fields.map((f) => [f.name, rulesOf(f)]),
      );
    },
  );

  it('no server file lists fields of its own (reports over fixed queries of ours excepted, checked below)', () => {
    const dir = join(REPO_ROOT, 'server/src/resources');
    const restating = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'reports.ts')
      .filter((f) => /\bdefineResource\(|\bfields:\s*\[/.test(readFileSync(join(dir, f), 'utf8')));
    expect(restating).toEqual([]);
  });

  it('a report over a declared resource shows its fields as declared', () => {
    for (const report of REPORTS.filter((r) => r.resource.readAs)) {
      const def = declared.find((d) => d.name === report.resource.readAs)!;
      const derived = engineDeclOf(def).fields;
      const shared = report.resource.fields.filter((f) => derived.some((d) => d.name === f.name));
      expect(shared.length).toBeGreaterThan(0);
      for (const f of shared) {
        const d = derived.find((x) => x.name === f.name)!;
        expect([f.name, f.title, f.type, f.dictCode, f.dictTable, f.multiple]).toEqual([
          d.name,
          d.title,
          d.type,
          d.dictCode,
          d.dictTable,
          d.multiple,
        ]);
      }
    }
  });
});
