// 健康宣教 on the server: an article's HTML is sanitised on every write and read (the announcements' rules);
// 发布 / 取消发布 and the push to patients are operations of their own (handlers/health-article.ts).
import { resources } from '@clinic/sdk/resources';
import { sanitizeHtml } from './announcement-html.js';
import { serverResource } from './engine/from-declaration.js';

function cleanContent(values: Record<string, unknown>): void {
  if ('content' in values) values.content = sanitizeHtml(values.content);
}

export const healthArticleResource = serverResource(resources.healthArticle, {
  hooks: {
    beforeAdd: (values) => cleanContent(values),
    beforeEdit: (values) => cleanContent(values),
    afterRead: (records) => {
      for (const r of records) if ('content' in r) r.content = sanitizeHtml(r.content);
    },
  },
});
