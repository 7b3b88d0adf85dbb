// Every value the demo seed stores in a dictionary field is one its dictionary holds, in every tenant: the server
// refuses any other on a write, so a seeded record must stay editable. Checked over every declared resource.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../db/test-database.js';
import { dictValues } from '../resources/dict-store.js';
import { fieldsOf } from '../resources/engine/fields.js';
import { referencedValues } from '../resources/engine/references.js';
import { rows } from '../resources/engine/sql-util.js';
import { resourceDeclarations } from '../resources/registry.js';
import { seed } from './index.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await testDatabase();
  await seed(database.db, {});
}, 120_000);
afterAll(async () => {
  await database?.close();
});

describe('the demo seed', () => {
  it('stores only dictionary values in dictionary fields', async () => {
    const db = database.db;
    const stray: string[] = [];
    let checked = 0;
    for (const decl of resourceDeclarations) {
      if (decl.source) continue;
      for (const f of fieldsOf(decl).values()) {
        if (!f.dictCode || f.dictTable || f.linked) continue;
        const stored = await rows<{ tenant: string; v: string }>(
          db,
          sql`SELECT DISTINCT tenant_id AS tenant, ${sql.identifier(f.column)}::text AS v
              FROM ${sql.identifier(decl.table)} WHERE ${sql.identifier(f.column)} IS NOT NULL`,
        );
        for (const { tenant, v } of stored) {
          const known = await dictValues(db, tenant, f.dictCode);
          if (known.length > 0) checked += 1;
          for (const value of referencedValues(f, v))
            if (known.length > 0 && !known.includes(value))
              stray.push(`${decl.table}.${f.column} = ${value} (tenant ${tenant}, ${f.dictCode})`);
        }
      }
    }
    expect(stray).toEqual([]);
    // sex, status, disease types, frequencies, message kinds... of several tenants
    expect(checked).toBeGreaterThan(20);
  });
});
