import { describe, expect, it, vi } from 'vitest';
import { BusinessError, type ClinicClient } from '@clinic/sdk';
import type { Notice } from '../core/observable-store.js';
import { createFeedbackSubmitModel } from './feedback-submit-model.js';

function setup(call: (...args: unknown[]) => Promise<unknown>) {
  const client = { call: vi.fn(call) } as unknown as Pick<ClinicClient, 'call'> & {
    call: ReturnType<typeof vi.fn>;
  };
  const onSubmitted = vi.fn();
  const model = createFeedbackSubmitModel({ client, onSubmitted });
  const notices: Notice[] = [];
  model.onNotice((n) => notices.push(n));
  return { client, model, notices, onSubmitted };
}

describe('feedback submit model (我的反馈)', () => {
  it('refuses empty content with 请输入反馈内容 and sends nothing', async () => {
    const { client, model } = setup(async () => null);
    model.set({ content: '   ' });
    expect(await model.submit()).toBe(false);
    expect(model.getSnapshot().error).toBe('请输入反馈内容');
    expect(client.call).not.toHaveBeenCalled();
  });

  it('sends trimmed content, contact or null, and the type; then clears the text and reloads the list', async () => {
    const { client, model, notices, onSubmitted } = setup(async () => null);
    model.set({ type: '2', content: ' 打印按钮无反应 ', contact: ' ' });
    expect(await model.submit()).toBe(true);
    expect(client.call).toHaveBeenCalledWith('submitFeedback', {
      body: { content: '打印按钮无反应', contact: null, type: '2' },
    });
    expect(model.getSnapshot()).toMatchObject({
      content: '',
      contact: '',
      type: '2',
      busy: false,
      error: null,
    });
    expect(notices).toEqual([{ level: 'success', text: '提交成功，感谢您的反馈' }]);
    expect(onSubmitted).toHaveBeenCalledOnce();
  });

  it("keeps what was typed and shows the server's words when it refuses", async () => {
    const refusal = new BusinessError({
      status: 200,
      code: 500,
      message: '内容过长',
      userMessage: '内容过长',
      result: null,
    });
    const { model, notices, onSubmitted } = setup(async () => Promise.reject(refusal));
    model.set({ content: '很长的反馈' });
    expect(await model.submit()).toBe(false);
    expect(model.getSnapshot()).toMatchObject({ content: '很长的反馈', busy: false });
    expect(notices).toEqual([{ level: 'error', text: '内容过长' }]);
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
