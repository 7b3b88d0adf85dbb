// 通过 / 驳回 of a doctor's licence authentication (doctorAudit): 通过 after a confirmation, 驳回 with a reason that
// must be given (请填写驳回原因); one at a time, the server's refusal as the message, the list reloads after a change.
import type { ClinicClient } from '@clinic/sdk';
import { DOCTOR_AUDIT } from '@clinic/sdk/wire';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';

export interface DoctorAuditTransport {
  audit(id: string, status: '1' | '2', reason: string | null): Promise<void>;
}

export function doctorAuditTransportOf(client: Pick<ClinicClient, 'call'>): DoctorAuditTransport {
  return {
    async audit(id, status, reason) {
      await client.call('doctorAudit', { body: { id, status, reason } });
    },
  };
}

export interface DoctorAuditSnapshot {
  /** The doctor being audited and how; null when nothing is asked. */
  target: { id: string; name: string; kind: 'approve' | 'reject' } | null;
  reason: string;
  /** The message under the reason field. */
  error: string | null;
  saving: boolean;
}

export interface DoctorAuditModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): DoctorAuditSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  open(target: NonNullable<DoctorAuditSnapshot['target']>): void;
  close(): void;
  setReason(reason: string): void;
  submit(): Promise<boolean>;
}

export const DOCTOR_REASON_REQUIRED = '请填写驳回原因';
const CLOSED: DoctorAuditSnapshot = { target: null, reason: '', error: null, saving: false };

export function createDoctorAuditModel(options: {
  transport: DoctorAuditTransport;
  onChanged?: () => void;
}): DoctorAuditModel {
  const store = createObservableStore<DoctorAuditSnapshot>(CLOSED);
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    open: (target) => store.set({ ...CLOSED, target }),
    close: () => store.set(CLOSED),
    setReason: (reason) => store.update({ reason, error: null }),
    async submit() {
      const { target, reason, saving } = store.getSnapshot();
      if (!target || saving) return false;
      const text = reason.trim();
      const rejecting = target.kind === 'reject';
      if (rejecting && text === '') {
        store.update({ error: DOCTOR_REASON_REQUIRED });
        return false;
      }
      store.update({ saving: true });
      try {
        await options.transport.audit(
          target.id,
          rejecting ? DOCTOR_AUDIT.rejected : DOCTOR_AUDIT.approved,
          rejecting ? text : null,
        );
        store.notify('success', rejecting ? '认证已驳回' : '认证已通过');
        store.set(CLOSED);
        options.onChanged?.();
        return true;
      } catch (error) {
        store.update({ saving: false });
        store.notify('error', userMessageOf(error, '审核失败'));
        return false;
      }
    },
  };
}
