// Operations of the `healthArticle` tag beyond generic CRUD: 发布, 取消发布 and 推送 (one push record per patient of
// the acting tenant whose 病种 includes a chosen disease); each finds the article in the acting tenant.
import { sql } from 'drizzle-orm';
import { fail, requireUser, type HandlerMap, type RequestContext } from '../core/index.js';
import type { Db } from '../db/client.js';
import { readOne } from '../resources/engine/write.js';
import { healthArticleResource } from '../resources/health-article.js';
import { rows } from '../resources/engine/sql-util.js';
import { text } from './domain-kit.js';

const PUBLISHED = '1';
const WITHDRAWN = '2';

async function findArticle(db: Db, ctx: RequestContext, id: string | undefined) {
  if (!id) throw fail.badRequest('缺少参数 id');
  const [row] = await rows<{ id: string; title: string; status: string }>(
    db,
    sql`SELECT id, title, status FROM chronic_health_article WHERE id = ${id} AND tenant_id = ${ctx.tenantId}`,
  );
  if (!row) throw fail.notFound();
  return row;
}

async function setStatus(input: { query: Record<string, unknown> }, ctx: RequestContext, to: string) {
  const user = requireUser(ctx);
  const row = await findArticle(ctx.db, ctx, text(input.query.id));
  if (to === PUBLISHED && row.status === PUBLISHED) throw fail.business('该文章已发布');
  if (to === WITHDRAWN && row.status !== PUBLISHED) throw fail.business('该文章未发布，无法取消发布');
  await ctx.db.execute(
    sql`UPDATE chronic_health_article
        SET status = ${to}, ${to === PUBLISHED ? sql`publish_time = localtimestamp(0),` : sql``}
            update_by = ${user.username}, update_time = localtimestamp
        WHERE id = ${row.id} AND tenant_id = ${ctx.tenantId}`,
  );
  return readOne(healthArticleResource, row.id, ctx);
}

/** The chosen codes, each a value of the 慢病病种 dictionary (the tenant's own items or the shared ones). */
async function diseaseCodes(db: Db, tenantId: string, value: unknown): Promise<string[]> {
  const codes = [
    ...new Set(
      String(value ?? '')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ];
  if (codes.length === 0) throw fail.business('请选择推送病种');
  const known = await rows<{ v: string }>(
    db,
    sql`SELECT i.item_value AS v FROM sys_dict_item i JOIN sys_dict d ON d.id = i.dict_id
        WHERE d.dict_code = 'disease_type' AND d.tenant_id IN ('0', ${tenantId})`,
  );
  const valid = new Set(known.map((k) => k.v));
  if (codes.some((c) => !valid.has(c))) throw fail.business('推送病种不正确');
  return codes;
}

async function pushArticle(input: { body: unknown }, ctx: RequestContext) {
  const user = requireUser(ctx);
  const body = (input.body ?? {}) as Record<string, unknown>;
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const article = await findArticle(db, ctx, text(body.id));
    if (article.status !== PUBLISHED) throw fail.business('文章未发布，请先发布后再推送');
    const codes = await diseaseCodes(db, ctx.tenantId, body.diseases);
    const anyDisease = sql.join(
      codes.map((c) => sql`',' || p.disease_type || ',' LIKE ${`%,${c},%`}`),
      sql` OR `,
    );
    const [matched] = await rows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM chronic_patient p WHERE p.tenant_id = ${ctx.tenantId} AND (${anyDisease})`,
    );
    const [added] = await rows<{ n: number | string }>(
      db,
      sql`WITH ins AS (
            INSERT INTO chronic_article_push (id, tenant_id, article_id, patient_id, push_by)
            SELECT ${article.id}::text || '-' || p.id, p.tenant_id, ${article.id}::text, p.id, ${user.username}::text
            FROM chronic_patient p WHERE p.tenant_id = ${ctx.tenantId} AND (${anyDisease})
            ON CONFLICT DO NOTHING RETURNING 1)
          SELECT count(*) AS n FROM ins`,
    );
    const [total] = await rows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM chronic_article_push WHERE tenant_id = ${ctx.tenantId} AND article_id = ${article.id}`,
    );
    const pushCount = Number(total?.n ?? 0);
    await db.execute(
      sql`UPDATE chronic_health_article
          SET push_count = ${pushCount}, push_time = localtimestamp(0), diseases = ${codes.join(',')},
              update_by = ${user.username}, update_time = localtimestamp
          WHERE id = ${article.id} AND tenant_id = ${ctx.tenantId}`,
    );
    return { matched: Number(matched?.n ?? 0), added: Number(added?.n ?? 0), pushCount };
  });
}

export const handlers: HandlerMap = {
  publishHealthArticle: (input, ctx) => setStatus(input, ctx, PUBLISHED),
  unpublishHealthArticle: (input, ctx) => setStatus(input, ctx, WITHDRAWN),
  pushHealthArticle: (input, ctx) => pushArticle(input, ctx),
};
