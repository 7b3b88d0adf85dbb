// A field's stored value, written or read straight in the database: its column, or for a linked field (a user's
// roles and departments) its rows in the link table of tenant 1000, where the class tests act.
import type { FieldDecl, ResourceDecl } from '../../server/src/resources/engine/types.js';
import type { TestServer } from './test-server.js';

const SQL_NAME = /^[a-z_][a-z0-9_]*$/;
const TENANT = '1000';

function engineField(decl: ResourceDecl, name: string): FieldDecl {
  const f = decl.fields.find((x) => x.name === name);
  if (!f) throw new Error(`${decl.name} has no field ${name}`);
  return f;
}

const columnOf = (f: FieldDecl) => f.column ?? f.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function checked(...names: string[]): void {
  for (const n of names) if (!SQL_NAME.test(n)) throw new Error(`bad SQL name ${n}`);
}

export async function storeValue(
  server: TestServer,
  decl: ResourceDecl,
  name: string,
  id: string,
  value: string,
): Promise<void> {
  const f = engineField(decl, name);
  if (f.linked) {
    const l = f.linked;
    checked(l.table, l.key, l.value, l.tenantColumn);
    await server.sql(`delete from ${l.table} where ${l.key} = $1 and ${l.tenantColumn} = $2`, [id, TENANT]);
    await server.sql(`insert into ${l.table} (${l.key}, ${l.value}, ${l.tenantColumn}) values ($1, $2, $3)`, [
      id,
      value,
      TENANT,
    ]);
    return;
  }
  checked(decl.table, columnOf(f));
  await server.sql(`update ${decl.table} set ${columnOf(f)} = $1 where id = $2`, [value, id]);
}

export async function storedValue(
  server: TestServer,
  decl: ResourceDecl,
  name: string,
  id: string,
): Promise<string | null> {
  const f = engineField(decl, name);
  if (f.linked) {
    const l = f.linked;
    checked(l.table, l.key, l.value, l.tenantColumn);
    const found = await server.sql<{ v: string | null }>(
      `select string_agg(${l.value}, ',' order by ${l.value}) as v from ${l.table}
         where ${l.key} = $1 and ${l.tenantColumn} = $2`,
      [id, TENANT],
    );
    return found[0]?.v ?? null;
  }
  checked(decl.table, columnOf(f));
  const found = await server.sql<{ v: string | null }>(
    `select ${columnOf(f)}::text as v from ${decl.table} where id = $1`,
    [id],
  );
  return found[0]?.v ?? null;
}
