// Stores and reads uploaded or generated files in sys_file, tenant-scoped, under server-generated keys.
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { fail } from '../core/index.js';
import { newId, rows } from './engine/sql-util.js';

export interface StoredFile {
  fileKey: string;
  fileName: string;
  contentType: string;
  data: Buffer;
}

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
}

/** `biz` is chosen by our code (e.g. 'temp', 'import'), sanitised anyway; the key never contains the client name. */
export async function saveFile(
  db: Db,
  tenantId: string,
  file: {
    fileName: string;
    contentType: string;
    data: Buffer;
    ext: string;
    biz?: string;
    createBy?: string | null;
  },
): Promise<string> {
  const biz = (file.biz ?? 'temp').replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || 'temp';
  // The original name stays readable in the key (a file list shows it when read back), after a random token.
  const stem = file.fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_\-\u4e00-\u9fa5]/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 80);
  const key = `${biz}/${today()}/${randomBytes(6).toString('hex')}${stem ? `_${stem}` : ''}.${file.ext}`;
  await saveFileAt(db, tenantId, key, file);
  return key;
}

/** Stores under a given key (direct uploads name theirs); a taken key is refused rather than overwritten. */
export async function saveFileAt(
  db: Db,
  tenantId: string,
  key: string,
  file: { fileName: string; contentType: string; data: Buffer; createBy?: string | null },
): Promise<void> {
  const r = await rows(
    db,
    sql`INSERT INTO sys_file (id, tenant_id, file_key, file_name, content_type, size, data, create_by)
        VALUES (${newId()}, ${tenantId}, ${key}, ${file.fileName.slice(0, 200)}, ${file.contentType},
                ${file.data.length}, ${file.data}, ${file.createBy ?? null})
        ON CONFLICT (file_key) DO NOTHING RETURNING id`,
  );
  if (r.length === 0) throw fail.business('文件已存在');
}

export async function loadFile(db: Db, tenantId: string, key: string): Promise<StoredFile | undefined> {
  const r = await rows<{ file_key: string; file_name: string; content_type: string; data: Uint8Array }>(
    db,
    sql`SELECT file_key, file_name, content_type, data FROM sys_file WHERE file_key = ${key} AND tenant_id = ${tenantId}`,
  );
  const f = r[0];
  if (!f) return undefined;
  return {
    fileKey: f.file_key,
    fileName: f.file_name,
    contentType: f.content_type,
    data: Buffer.from(f.data),
  };
}

/** The download path clients use for a stored key (served by the upload handlers' static download). */
export function fileUrl(key: string): string {
  return `/sys/common/static/${key}`;
}
