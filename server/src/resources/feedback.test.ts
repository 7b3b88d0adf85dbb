// 反馈记录 answered through the resource's edit: the answer marks it replied and the server stamps 回复时间.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/client.js';
import { feedback } from '../db/schema/index.js';
import { answerResource } from './engine/index.js';
import { resourceDeclarations } from './registry.js';
import { feedbackResource } from './feedback.js';
import { openTestDatabase, testContext } from './test-support.js';

type Rec = Record<string, unknown>;
let opened: OpenedDatabase;

if (!resourceDeclarations.includes(feedbackResource)) resourceDeclarations.push(feedbackResource);

const input = (query: Rec = {}, body: unknown = null) => ({
  query,
  params: {},
  body,
  headers: {},
  files: [],
});
const op = (crud: string) => ({ operationId: `feedback_${crud}`, resource: 'feedback', crud });

beforeAll(async () => {
  opened = await openTestDatabase();
  await opened.db.insert(feedback).values([
    { id: 'fb-1', tenantId: '1000', userId: 'u-bob', content: '列表太慢' },
    { id: 'fb-2', tenantId: '1000', userId: 'u-bob', content: '希望增加导出' },
  ]);
}, 60_000);
afterAll(async () => opened?.close());

describe('feedback reply', () => {
  it('an edit with a reply marks it replied and sets 回复时间; the submitter and content stay', async () => {
    const ctx = testContext(opened.db, '1000');
    const answered = (await answerResource(
      op('edit'),
      input({}, { id: 'fb-1', reply: '已优化，请刷新后再试', content: '改掉', userId: 'u-eve' }),
      ctx,
    )) as Rec;
    const read = (await answerResource(op('queryById'), input({ id: 'fb-1' }), ctx)) as Rec;
    for (const r of [answered, read].filter((x) => typeof x === 'object' && x && 'id' in x)) {
      expect(r).toMatchObject({
        status: '1',
        reply: '已优化，请刷新后再试',
        content: '列表太慢',
        userId: 'u-bob',
      });
    }
    expect(String(read.replyTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
  it('an edit without a reply text leaves 回复时间 empty', async () => {
    const ctx = testContext(opened.db, '1000');
    await answerResource(op('edit'), input({}, { id: 'fb-2', contact: '13800138000' }), ctx);
    const read = (await answerResource(op('queryById'), input({ id: 'fb-2' }), ctx)) as Rec;
    expect(read.replyTime ?? null).toBeNull();
    expect(read.status).toBe('0');
  });
});
