// The announcement resource (/sys/annountCement): admin CRUD over announcements; HTML is sanitised on every write
// and again on every read; the audience (通告对象) is checked against the tenant on every write; release and revoke
// are operations of their own (handlers/announcement.ts).
import { and, eq } from 'drizzle-orm';
import { resources } from '@clinic/sdk/resources';
import { announcements } from '../db/schema/domain.js';
import { checkAudience } from './announcement-audience.js';
import { sanitizeHtml } from './announcement-html.js';
import { serverResource } from './engine/from-declaration.js';

function cleanContent(values: Record<string, unknown>): void {
  if ('msgContent' in values) values.msgContent = sanitizeHtml(values.msgContent);
}

export const announcementResource = serverResource(resources.announcement, {
  hooks: {
    beforeAdd: async (values, ctx, db) => {
      cleanContent(values);
      if (!('msgType' in values)) values.msgType = 'ALL';
      await checkAudience(db, ctx.tenantId, values);
    },
    beforeEdit: async (values, id, ctx, db) => {
      cleanContent(values);
      const [current] = await db
        .select({
          msgType: announcements.msgType,
          userIds: announcements.userIds,
          departIds: announcements.departIds,
          roleIds: announcements.roleIds,
        })
        .from(announcements)
        .where(and(eq(announcements.tenantId, ctx.tenantId), eq(announcements.id, id)))
        .limit(1);
      await checkAudience(db, ctx.tenantId, values, current);
    },
    afterRead: (records) => {
      for (const r of records) {
        if ('msgContent' in r) r.msgContent = sanitizeHtml(r.msgContent);
        r.title = r.titile;
      }
    },
  },
});
