// Test databases: a fresh PostgreSQL database per call when TEST_DATABASE_URL is set, else PGlite in memory; migrated.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from './client.js';
import { migrate } from './migrate.js';
import { openMigratedPglite } from './pglite-template.js';

export interface TestDatabase {
  opened: OpenedDatabase;
  db: OpenedDatabase['db'];
  kind: OpenedDatabase['kind'];
  close(): Promise<void>;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function testDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const opened = await openMigratedPglite();
    return { opened, db: opened.db, kind: opened.kind, close: () => opened.close() };
  }
  // The name is ours (random hex), never user text, so interpolating it is safe.
  const name = `clinic_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ url: url.toString() });
  await migrate(opened);
  return {
    opened,
    db: opened.db,
    kind: opened.kind,
    close: async () => {
      await opened.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
