// 健康宣教 over HTTP: the article's HTML sanitised, 发布 / 取消发布 with the publish time, the push reaching only the
// acting tenant's patients of the chosen diseases (once each, counted), refused while unpublished or for unknown
// diseases; another tenant neither reads nor pushes ours; the doctor reads but does not publish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../http/testing/test-app.js';
import { seedDicts } from '../seed/domain.js';
import { rows } from '../resources/engine/sql-util.js';

let t: TestApp;
let admin: string;
let doctor: string;
let other: string;
beforeAll(async () => {
  t = await startTestApp();
  await seedDicts(t.database.db);
  admin = await t.login('admin');
  doctor = await t.login('doctor');
  other = await t.login('tenant2admin');
});
afterAll(async () => {
  await t?.close();
});

type Rec = Record<string, unknown>;
const get = (token: string, url: string) => t.call('GET', `/jeecg-boot${url}`, { token });
const send = (token: string, method: string, url: string, payload: unknown) =>
  t.call(method, `/jeecg-boot${url}`, { token, payload });
const ok = async (res: Promise<{ json(): Rec }>) => {
  const body = (await res).json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.result as Rec;
};
const refused = async (res: Promise<{ json(): Rec }>) => {
  const body = (await res).json();
  expect(body.success, JSON.stringify(body)).toBe(false);
  return String(body.message);
};

let articleId = '';

describe('health articles', () => {
  it('are written with sanitised HTML and start unpublished', async () => {
    for (const [token, name, diseaseType] of [
      [admin, '宣教甲', 'HBP'],
      [admin, '宣教乙', 'T2DM,HBP'],
      [admin, '宣教丙', 'T2DM'],
      [admin, '宣教丁', null],
      [other, '他院患者', 'HBP'],
    ] as const)
      await ok(send(token, 'POST', '/chronic/patient/add', { name, diseaseType }));
    await ok(
      send(admin, 'POST', '/chronic/healthArticle/add', {
        title: '高血压饮食',
        category: '3',
        content: '<p>少盐<script>alert(1)</script></p><img src="x" onerror="alert(2)">',
        cover: 'temp/cover.png',
      }),
    );
    const list = await ok(get(admin, '/chronic/healthArticle/list?title=高血压饮食'));
    const row = (list.records as Rec[])[0]!;
    articleId = String(row.id);
    expect(row).toMatchObject({
      status: '0',
      status_dictText: '未发布',
      pushCount: 0,
      category_dictText: '饮食运动',
    });
    const full = await ok(get(admin, `/chronic/healthArticle/queryById?id=${articleId}`));
    expect(String(full.content)).toContain('<p>少盐</p>');
    expect(String(full.content)).not.toMatch(/script|onerror/);
  });

  it('an unpublished article is not pushed; 发布 sets the publish time, 取消发布 withdraws it', async () => {
    expect(
      await refused(send(admin, 'POST', '/chronic/healthArticle/push', { id: articleId, diseases: 'HBP' })),
    ).toBe('文章未发布，请先发布后再推送');
    expect(await refused(get(admin, `/chronic/healthArticle/unpublish?id=${articleId}`))).toBe(
      '该文章未发布，无法取消发布',
    );
    const published = await ok(get(admin, `/chronic/healthArticle/publish?id=${articleId}`));
    expect(published).toMatchObject({ status: '1' });
    expect(String(published.publishTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await refused(get(admin, `/chronic/healthArticle/publish?id=${articleId}`))).toBe('该文章已发布');
    expect(await ok(get(admin, `/chronic/healthArticle/unpublish?id=${articleId}`))).toMatchObject({
      status: '2',
    });
    await ok(get(admin, `/chronic/healthArticle/publish?id=${articleId}`));
  });

  it("the push reaches only this tenant's patients of the chosen diseases, each once", async () => {
    expect(
      await refused(send(admin, 'POST', '/chronic/healthArticle/push', { id: articleId, diseases: 'XYZ' })),
    ).toBe('推送病种不正确');
    const first = await ok(
      send(admin, 'POST', '/chronic/healthArticle/push', { id: articleId, diseases: 'HBP' }),
    );
    expect(first).toEqual({ matched: 2, added: 2, pushCount: 2 });
    const second = await ok(
      send(admin, 'POST', '/chronic/healthArticle/push', { id: articleId, diseases: 'HBP,T2DM' }),
    );
    expect(second).toEqual({ matched: 3, added: 1, pushCount: 3 });
    const reached = await rows<{ name: string; tenant_id: string }>(
      t.database.db,
      sql`SELECT p.name, p.tenant_id FROM chronic_article_push s JOIN chronic_patient p ON p.id = s.patient_id
          WHERE s.article_id = ${articleId} ORDER BY p.name`,
    );
    expect(reached.map((r) => r.name).sort()).toEqual(['宣教丙', '宣教乙', '宣教甲'].sort());
    expect(new Set(reached.map((r) => r.tenant_id))).toEqual(new Set(['1000']));
    const row = await ok(get(admin, `/chronic/healthArticle/queryById?id=${articleId}`));
    expect(row).toMatchObject({ pushCount: 3, diseases: 'HBP,T2DM' });
  });

  it('another tenant neither reads nor publishes nor pushes it; the doctor reads but does not publish', async () => {
    expect((await ok(get(other, '/chronic/healthArticle/list'))).total).toBe(0);
    const foreign = (
      await send(other, 'POST', '/chronic/healthArticle/push', { id: articleId, diseases: 'HBP' })
    ).json();
    expect(foreign.success).toBe(false);
    expect((await get(other, `/chronic/healthArticle/unpublish?id=${articleId}`)).json().success).toBe(false);
    expect((await ok(get(doctor, '/chronic/healthArticle/list'))).total).toBe(1);
    for (const res of [
      await get(doctor, `/chronic/healthArticle/unpublish?id=${articleId}`),
      await send(doctor, 'POST', '/chronic/healthArticle/push', { id: articleId, diseases: 'HBP' }),
    ])
      expect(res.json().success).toBe(false);
    const still = await ok(get(admin, `/chronic/healthArticle/queryById?id=${articleId}`));
    expect(still).toMatchObject({ status: '1', pushCount: 3 });
  });
});
