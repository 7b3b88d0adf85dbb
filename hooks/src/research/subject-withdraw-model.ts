// 退出 of a subject (subjectWithdraw): the subject asked about, the required reason, one call at a time, the
// server's refusal as the message; the list reloads after a withdrawal.
import type { ClinicClient } from '@clinic/sdk';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';

export interface SubjectWithdrawTarget {
  id: string;
  name: string;
}

export interface SubjectWithdrawSnapshot {
  subject: SubjectWithdrawTarget | null;
  reason: string;
  /** Under the reason box: 请填写退出原因 or the server's refusal. */
  error: string | null;
  busy: boolean;
}

export interface SubjectWithdrawModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SubjectWithdrawSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  open(subject: SubjectWithdrawTarget): void;
  close(): void;
  setReason(reason: string): void;
  submit(): Promise<boolean>;
}

export type SubjectWithdrawTransport = (id: string, reason: string) => Promise<void>;

export function subjectWithdrawTransportOf(client: Pick<ClinicClient, 'call'>): SubjectWithdrawTransport {
  return async (id, reason) => {
    await client.call('subjectWithdraw', { body: { id, reason } });
  };
}

const IDLE: SubjectWithdrawSnapshot = { subject: null, reason: '', error: null, busy: false };

export function createSubjectWithdrawModel(options: {
  withdraw: SubjectWithdrawTransport;
  onChanged?: () => void;
}): SubjectWithdrawModel {
  const store = createObservableStore<SubjectWithdrawSnapshot>(IDLE);
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    open: (subject) => store.set({ ...IDLE, subject }),
    close: () => store.set(IDLE),
    setReason: (reason) => store.set({ ...store.getSnapshot(), reason, error: null }),
    async submit() {
      const state = store.getSnapshot();
      if (!state.subject || state.busy) return false;
      const reason = state.reason.trim();
      if (!reason) {
        store.set({ ...state, error: '请填写退出原因' });
        return false;
      }
      store.set({ ...state, busy: true, error: null });
      try {
        await options.withdraw(state.subject.id, reason);
        store.set(IDLE);
        store.notify('success', `${state.subject.name} 已退出`);
        options.onChanged?.();
        return true;
      } catch (error) {
        store.set({ ...store.getSnapshot(), busy: false, error: userMessageOf(error, '退出失败') });
        return false;
      }
    },
  };
}
