// Applies the drizzle migrations in server/drizzle to either engine; the folder is found from src and from dist alike.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { OpenedDatabase } from './client.js';

/** server/drizzle, two levels above this file both in src/db and dist/db. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const folder = resolve(here, '..', '..', 'drizzle');
  if (!existsSync(folder)) throw new Error(`migrations folder missing: ${folder}`);
  return folder;
}

export async function migrate(opened: OpenedDatabase): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  try {
    if (opened.kind === 'pglite') await migratePglite(opened.db as unknown as PgliteDatabase, config);
    else await migratePg(opened.db as unknown as NodePgDatabase, config);
  } catch (error) {
    // A database made before the initial migration was last recreated (early development did that) looks
    // unmigrated and its tables collide. Say so instead of surfacing the SQL error.
    const text = String((error as { cause?: unknown }).cause ?? error);
    if (/already exists/.test(text)) {
      throw new Error(
        '数据库由旧版本的初始迁移创建（迁移已重新生成）：请删除数据目录（DATA_DIR）或重建数据库后重启',
        { cause: error },
      );
    }
    throw error;
  }
}
