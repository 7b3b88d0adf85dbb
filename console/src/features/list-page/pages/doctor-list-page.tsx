// 医生管理 (/system/doctor, menu component system/DoctorList): the doctor declaration on the generic list page, plus
// the licence authentication audit for users granted system:doctor:audit: 通过 (confirmed) on a doctor not yet
// approved, 驳回 (a reason is required, shown in the list's 驳回原因) on one not yet rejected.
import { useCallback, useId } from 'react';
import { useDoctorAudit, usePermissions, type Row } from '@clinic/hooks';
import { resources } from '@clinic/sdk/resources';
import { mayApproveDoctor, mayRejectDoctor } from '@clinic/sdk/wire';
import { useClinic } from '../../../app/clinic-context';
import { Button } from '../../../ui/button';
import { ConfirmAction } from '../../../ui/confirm-action';
import { Dialog } from '../../../ui/dialog';
import { useNoticeToasts } from '../../../ui/use-notice-toasts';
import { listPageOf } from '../list-page';
import type { PageActions } from '../list-page-types';

const def = resources.doctor;
const AUDIT = `${def.permission}:audit`;

function useAuditActions({ reload }: { reload: () => void }): PageActions {
  const { client } = useClinic();
  const { has } = usePermissions();
  const { model, state } = useDoctorAudit(client, reload);
  useNoticeToasts(model);
  const reasonId = useId();
  const mayAudit = has(AUDIT);
  const open = model.open;

  const row = useCallback(
    (record: Row) => {
      if (!mayAudit) return null;
      const id = String(record.id ?? '');
      const name = String(record.userId_dictText ?? '');
      const link = 'text-primary-strong hover:underline';
      return (
        <>
          {mayApproveDoctor(record.auditStatus) && (
            <button type="button" className={link} onClick={() => open({ id, name, kind: 'approve' })}>
              通过
            </button>
          )}
          {mayRejectDoctor(record.auditStatus) && (
            <button type="button" className={link} onClick={() => open({ id, name, kind: 'reject' })}>
              驳回
            </button>
          )}
        </>
      );
    },
    [mayAudit, open],
  );

  const target = state.target;
  return {
    row,
    dialogs: (
      <>
        <ConfirmAction
          open={target?.kind === 'approve'}
          title="认证审核"
          text={`确定通过「${target?.name ?? ''}」的执业资格认证吗？`}
          busy={state.saving}
          onConfirm={async () => {
            await model.submit();
          }}
          onCancel={() => model.close()}
        />
        <Dialog
          open={target?.kind === 'reject'}
          onOpenChange={(next) => !next && model.close()}
          title="驳回认证"
          width={520}
          footer={
            <>
              <Button onClick={() => model.close()} disabled={state.saving}>
                取消
              </Button>
              <Button variant="primary" loading={state.saving} onClick={() => void model.submit()}>
                确定驳回
              </Button>
            </>
          }
        >
          <p className="mb-3 text-sm text-slate-600">
            驳回「{target?.name ?? ''}」的执业资格认证，驳回原因将显示在医生列表中。
          </p>
          <label htmlFor={reasonId} className="mb-1 block text-sm text-slate-700">
            <span className="mr-0.5 text-red-500" aria-hidden>
              *
            </span>
            驳回原因
          </label>
          <textarea
            id={reasonId}
            rows={4}
            maxLength={500}
            value={state.reason}
            aria-invalid={state.error !== null}
            aria-describedby={state.error ? `${reasonId}-error` : undefined}
            onChange={(event) => model.setReason(event.target.value)}
            placeholder="请填写驳回原因，如：执业证书照片不清晰"
            className="block w-full rounded border border-slate-300 px-2 py-1.5 text-sm text-slate-900 outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
          />
          {state.error && (
            <p id={`${reasonId}-error`} role="alert" className="mt-1 text-xs text-red-600">
              {state.error}
            </p>
          )}
        </Dialog>
      </>
    ),
  };
}

export default listPageOf({
  resource: def,
  columnOrder: ['userId', 'orgId', 'departId', 'title', 'licenceNo', 'auditStatus', 'auditReason'],
  // 执业证书编号 and 所属机构 keep their full width; 专业擅长 and 创建时间 are read in the form and the export.
  columns: {
    specialty: { hidden: true },
    createTime: { hidden: true },
    licenceNo: { width: 170 },
    orgId: { width: 150 },
  },
  usePageActions: useAuditActions,
  actionWidth: 170,
});
