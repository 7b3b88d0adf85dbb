// The announcement resource (/sys/annountCement): admin CRUD over announcements; HTML is sanitised on every write
// and again on every read, release and revoke are operations of their own (handlers/announcement.ts).
import { resources } from '@clinic/sdk/resources';
import { sanitizeHtml } from './announcement-html.js';
import { serverResource } from './engine/from-declaration.js';

function cleanContent(values: Record<string, unknown>): void {
  if ('msgContent' in values) values.msgContent = sanitizeHtml(values.msgContent);
}

export const announcementResource = serverResource(resources.announcement, {
  hooks: {
    beforeAdd: (values) => {
      cleanContent(values);
      if (values.msgType !== 'USER') values.msgType = 'ALL';
    },
    beforeEdit: (values) => cleanContent(values),
    afterRead: (records) => {
      for (const r of records) {
        if ('msgContent' in r) r.msgContent = sanitizeHtml(r.msgContent);
        r.title = r.titile;
      }
    },
  },
});
