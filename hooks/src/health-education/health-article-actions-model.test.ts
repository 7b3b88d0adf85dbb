import { describe, expect, it, vi } from 'vitest';
import {
  canPublishArticle,
  canPushArticle,
  canUnpublishArticle,
  createHealthArticleActionsModel,
  pushNoticeText,
  type HealthArticleActionsTransport,
} from './health-article-actions-model.js';

const transport = (over: Partial<HealthArticleActionsTransport> = {}): HealthArticleActionsTransport => ({
  publish: vi.fn(async () => {}),
  unpublish: vi.fn(async () => {}),
  push: vi.fn(async () => ({ matched: 3, added: 3, pushCount: 3 })),
  ...over,
});

describe('health article actions', () => {
  it('offers 发布 to unpublished and withdrawn articles, 取消发布 and 推送 to published ones', () => {
    expect([canPublishArticle('0'), canPublishArticle('2'), canPublishArticle('1')]).toEqual([
      true,
      true,
      false,
    ]);
    expect([canUnpublishArticle('1'), canUnpublishArticle('0')]).toEqual([true, false]);
    expect([canPushArticle('1'), canPushArticle('2')]).toEqual([true, false]);
  });

  it('says how many patients a push reached', () => {
    expect(pushNoticeText({ matched: 5, added: 5, pushCount: 5 })).toBe('已推送 5 位患者');
    expect(pushNoticeText({ matched: 5, added: 2, pushCount: 7 })).toBe(
      '已推送 5 位患者（其中 3 位此前已收到）',
    );
    expect(pushNoticeText({ matched: 0, added: 0, pushCount: 0 })).toBe('所选病种暂无患者，未推送');
  });

  it('pushes the chosen diseases comma-joined, reloads, and refuses none chosen without a call', async () => {
    const t = transport();
    const changed = vi.fn();
    const model = createHealthArticleActionsModel({ transport: t, onChanged: changed });
    const notices: string[] = [];
    model.onNotice((n) => notices.push(`${n.level}:${n.text}`));
    expect(await model.push('a1', [])).toBeNull();
    expect(t.push).not.toHaveBeenCalled();
    expect(await model.push('a1', ['HBP', 'T2DM'])).toEqual({ matched: 3, added: 3, pushCount: 3 });
    expect(t.push).toHaveBeenCalledWith('a1', 'HBP,T2DM');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(notices).toEqual(['warning:请选择推送病种', 'success:已推送 3 位患者']);
  });

  it("shows the server's refusal and does not reload", async () => {
    const t = transport({
      publish: vi.fn(async () => {
        throw new Error('该文章已发布');
      }),
    });
    const changed = vi.fn();
    const model = createHealthArticleActionsModel({ transport: t, onChanged: changed });
    const notices: string[] = [];
    model.onNotice((n) => notices.push(n.text));
    expect(await model.publish('a1')).toBe(false);
    expect(changed).not.toHaveBeenCalled();
    expect(notices).toHaveLength(1);
    expect(model.getSnapshot().busyId).toBeNull();
  });
});
