import { describe, expect, it, vi } from 'vitest';
import { createFeedbackReplyModel } from './feedback-reply-model.js';

describe('feedback reply model', () => {
  it('an empty reply is refused with 请输入回复内容 and nothing is sent', async () => {
    const save = vi.fn(async () => '');
    const model = createFeedbackReplyModel({ service: { save } });
    model.open({ id: 'f1', content: '太慢' });
    model.setReply('   ');
    expect(await model.submit()).toBe(false);
    expect(model.getSnapshot().error).toBe('请输入回复内容');
    expect(save).not.toHaveBeenCalled();
  });

  it('sends status and trimmed reply by id, closes and reloads', async () => {
    const save = vi.fn(async () => '');
    const onReplied = vi.fn();
    const model = createFeedbackReplyModel({ service: { save }, onReplied });
    const notices: string[] = [];
    model.onNotice((n) => notices.push(n.text));
    model.open({ id: 'f1', content: '太慢', reply: null });
    model.setReply(' 已优化 ');
    expect(await model.submit()).toBe(true);
    expect(save).toHaveBeenCalledWith({ status: '1', reply: '已优化' }, 'f1');
    expect(notices).toEqual(['回复成功']);
    expect(model.getSnapshot().record).toBeNull();
    expect(onReplied).toHaveBeenCalledOnce();
  });
});
