// 用户管理's own actions beyond the record form: 冻结 / 解冻 (status 2 / 1, the frozen user's sessions end at once)
// and the administrator's 重置密码 (new password typed twice, 8 to 64 characters); one action at a time, the
// server's refusal as the message, the list reloaded after a change.
import type { ClinicClient } from '@clinic/sdk';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { busyWrite } from '../core/busy-write.js';

/** The buttons' permission codes (x-permission of userFrozenBatch and userResetPassword). */
export const USER_FREEZE_PERMISSION = 'system:user:frozen';
export const USER_RESET_PASSWORD_PERMISSION = 'system:user:resetPassword';

/** Dictionary user_status: 1 normal, 2 frozen. */
export const isFrozen = (status: unknown): boolean => String(status ?? '1') === '2';

export interface UserAdminTransport {
  setStatus(ids: readonly string[], status: 1 | 2): Promise<void>;
  resetPassword(id: string, password: string): Promise<void>;
}

export function userAdminTransportOf(client: Pick<ClinicClient, 'call'>): UserAdminTransport {
  return {
    async setStatus(ids, status) {
      await client.call('userFrozenBatch', { body: { ids: ids.join(','), status } });
    },
    async resetPassword(id, password) {
      await client.call('userResetPassword', { body: { id, password } });
    },
  };
}

/** The 重置密码 form's problem, or null when it may be sent. */
export function passwordProblem(password: string, confirm: string): string | null {
  if (password === '') return '请输入新密码';
  if (password.length < 8 || password.length > 64) return '密码长度为8到64位';
  if (confirm !== password) return '两次输入的密码不一致';
  return null;
}

export interface UserAdminSnapshot {
  busy: boolean;
}

export interface UserAdminModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): UserAdminSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  freeze(ids: readonly string[]): Promise<boolean>;
  unfreeze(ids: readonly string[]): Promise<boolean>;
  /** Checks the two entries first; false (with the problem as an error notice) when not sent or refused. */
  resetPassword(id: string, password: string, confirm: string): Promise<boolean>;
}

export function createUserAdminModel(options: {
  transport: UserAdminTransport;
  onChanged?: () => void;
}): UserAdminModel {
  const store = createObservableStore<UserAdminSnapshot>({ busy: false });
  const run = (work: () => Promise<void>, done: string, failed: string) =>
    busyWrite(store, work, { done, failed }, options.onChanged);
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    freeze: (ids) => run(() => options.transport.setStatus(ids, 2), '冻结成功', '冻结失败'),
    unfreeze: (ids) => run(() => options.transport.setStatus(ids, 1), '解冻成功', '解冻失败'),
    async resetPassword(id, password, confirm) {
      const problem = passwordProblem(password, confirm);
      if (problem) {
        store.notify('error', problem);
        return false;
      }
      return run(() => options.transport.resetPassword(id, password), '密码重置成功', '密码重置失败');
    },
  };
}
