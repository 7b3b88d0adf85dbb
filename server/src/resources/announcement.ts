// The announcement resource (/sys/annountCement): admin CRUD over announcements; HTML is sanitised on every write
// and again on every read; the audience (通告对象) is checked against the tenant on every write; release and revoke
// are operations of their own (handlers/announcement.ts).
import { and, eq } from 'drizzle-orm';
import { resources } from '@clinic/sdk/resources';
import { fail } from '../core/index.js';
import { announcements } from '../db/schema/domain.js';
import { checkAudience, sameAudience } from './announcement-audience.js';
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
          sendStatus: announcements.sendStatus,
        })
        .from(announcements)
        .where(and(eq(announcements.tenantId, ctx.tenantId), eq(announcements.id, id)))
        .limit(1);
      await checkAudience(db, ctx.tenantId, values, current);
      // Who it was released to is fixed by its send records: a new audience needs 撤销 and 发布 again.
      if (current?.sendStatus === '1' && !sameAudience(values, current))
        throw fail.business('已发布的公告不能修改通告对象，请先撤销后再修改');
    },
    afterRead: (records) => {
      for (const r of records) {
        if ('msgContent' in r) r.msgContent = sanitizeHtml(r.msgContent);
        r.title = r.titile;
      }
    },
  },
});
