// Uploaded files: bytes kept in the database (works the same on PGlite and PostgreSQL), keyed by a server key.
import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const sysFile = pgTable(
  'sys_file',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    /** path clients send back: `<biz>/<yyyyMMdd>/<random>.<ext>` */
    fileKey: text('file_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createBy: text('create_by'),
    createTime: timestamp('create_time', { mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('sys_file_tenant').on(t.tenantId)],
);
