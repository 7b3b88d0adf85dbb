// A migrated PGlite data directory dumped once per migration set and shared by every test process through a temp file.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type OpenedDatabase } from './client.js';
import { migrate, migrationsFolder } from './migrate.js';

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder());
  return hash.digest('hex').slice(0, 16);
}

/**
 * Opens an in-memory PGlite that is already migrated. Creating a PGlite cluster costs seconds (tens of seconds
 * on a loaded machine) while loading a dump costs about one, so the first caller dumps and later ones load.
 */
export async function openMigratedPglite(): Promise<OpenedDatabase> {
  const file = join(tmpdir(), `clinic-pglite-template-${migrationsHash()}.tar.gz`);
  if (existsSync(file)) {
    try {
      return await openDatabase({ memory: true, loadDataDir: new Blob([readFileSync(file)]) });
    } catch {
      // A damaged template falls through to a fresh cluster, which rewrites it.
    }
  }
  const opened = await openDatabase({ memory: true });
  await migrate(opened);
  const dump = await (opened.raw as PGlite).dumpDataDir('gzip');
  // Written aside and renamed, so a process reading the template never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return opened;
}
