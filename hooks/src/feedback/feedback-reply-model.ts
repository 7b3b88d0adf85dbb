// 回复 on 反馈记录: the administrator's answer (处理状态 and 回复) to one feedback, saved through the feedback
// resource's edit; the server keeps who wrote it and what, and stamps 回复时间.
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { t } from '../i18n/index.js';
import type { RecordService } from '../resource/record-service.js';
import { userMessageOf } from '../core/user-message.js';

/** feedback_status: 0 submitted (未处理), 1 replied (已回复). */
export type FeedbackStatus = '0' | '1';

export interface FeedbackReplySnapshot {
  /** The feedback being answered; null when the dialog is closed. */
  record: Readonly<Record<string, unknown>> | null;
  status: FeedbackStatus;
  reply: string;
  /** The message under the reply field (empty reply). */
  error: string | null;
  saving: boolean;
}

export interface FeedbackReplyModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): FeedbackReplySnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  open(record: Readonly<Record<string, unknown>>): void;
  close(): void;
  setStatus(status: FeedbackStatus): void;
  setReply(reply: string): void;
  submit(): Promise<boolean>;
}

const CLOSED: FeedbackReplySnapshot = { record: null, status: '1', reply: '', error: null, saving: false };

export function createFeedbackReplyModel(options: {
  service: Pick<RecordService, 'save'>;
  onReplied?: () => void;
}): FeedbackReplyModel {
  const store = createObservableStore<FeedbackReplySnapshot>(CLOSED);
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    open(record) {
      const reply = typeof record.reply === 'string' ? record.reply : '';
      // Answering sets 已回复 by default; an earlier answer is shown for correction.
      store.set({ ...CLOSED, record, reply, status: '1' });
    },
    close: () => store.set(CLOSED),
    setStatus: (status) => store.update({ status }),
    setReply: (reply) => store.update({ reply, error: null }),
    async submit() {
      const { record, reply, status, saving } = store.getSnapshot();
      if (!record || saving) return false;
      const text = reply.trim();
      if (status === '1' && text === '') {
        store.update({ error: t('feedback.replyRequired') });
        return false;
      }
      store.update({ saving: true });
      try {
        await options.service.save({ status, reply: text === '' ? null : text }, String(record.id));
        store.notify('success', t('feedback.replied'));
        store.set(CLOSED);
        options.onReplied?.();
        return true;
      } catch (error) {
        store.update({ saving: false });
        store.notify('error', userMessageOf(error, t('record.saveFailed')));
        return false;
      }
    },
  };
}
