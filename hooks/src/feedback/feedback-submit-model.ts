// 提交反馈 on 我的反馈: the user's own feedback (类型, 反馈内容, 联系方式) sent with submitFeedback; content is required.
import type { ClinicClient } from '@clinic/sdk';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { t } from '../i18n/index.js';
import { userMessageOf } from '../core/user-message.js';

/** feedback_type: 1 功能建议, 2 问题反馈, 3 其他. */
export type FeedbackType = '1' | '2' | '3';
export const FEEDBACK_TYPES: Readonly<Record<FeedbackType, string>> = {
  '1': '功能建议',
  '2': '问题反馈',
  '3': '其他',
};

export interface FeedbackSubmitSnapshot {
  type: FeedbackType;
  content: string;
  contact: string;
  /** The message under 反馈内容 (empty content). */
  error: string | null;
  busy: boolean;
}

export interface FeedbackSubmitModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): FeedbackSubmitSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  set(patch: Partial<Pick<FeedbackSubmitSnapshot, 'type' | 'content' | 'contact'>>): void;
  submit(): Promise<boolean>;
}

const EMPTY: FeedbackSubmitSnapshot = { type: '1', content: '', contact: '', error: null, busy: false };

export function createFeedbackSubmitModel(options: {
  client: Pick<ClinicClient, 'call'>;
  onSubmitted?: () => void | Promise<void>;
}): FeedbackSubmitModel {
  const store = createObservableStore<FeedbackSubmitSnapshot>(EMPTY);
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    set: (patch) => store.update(patch),
    async submit() {
      const { type, content, contact, busy } = store.getSnapshot();
      if (busy) return false;
      if (!content.trim()) {
        store.update({ error: t('feedback.contentRequired') });
        return false;
      }
      store.update({ busy: true });
      try {
        await options.client.call('submitFeedback', {
          body: { content: content.trim(), contact: contact.trim() || null, type },
        });
        store.notify('success', t('feedback.submitted'));
        // The type stays as chosen: a second note of the same kind needs no new choice.
        store.set({ ...EMPTY, type });
        await options.onSubmitted?.();
        return true;
      } catch (error) {
        store.update({ busy: false });
        store.notify('error', userMessageOf(error, t('feedback.submitFailed')));
        return false;
      }
    },
  };
}
