// 捐赠申请 (/operation/donationApplication/list, menu component operation/DonationApplicationList): the declaration on
// the generic list page; a 待审核 application offers 通过 (审核意见 optional; the quantity leaves the project's stock,
// refused with 库存不足 when short) and 驳回 (reason required) to holders of their codes, and is the only kind edited
// or deleted.
import { useCallback } from 'react';
import { usePermissions, useRecordActions, type Row } from '@clinic/hooks';
import { resources } from '@clinic/sdk/resources';
import { isDonationPending } from '@clinic/sdk/wire';
import { useClinic } from '../../../app/clinic-context';
import { useNoticeToasts } from '../../../ui/use-notice-toasts';
import { RecordActionDialog } from '../../operations/record-action-dialog';
import { listPageOf } from '../list-page';
import type { PageActions } from '../list-page-types';

const def = resources.donationApplication;

function useAuditActions({ reload }: { reload: () => void }): PageActions {
  const { client } = useClinic();
  const { has } = usePermissions();
  const { model, state } = useRecordActions(client, reload);
  useNoticeToasts(model);
  const mayApprove = has(`${def.permission}:approve`);
  const mayReject = has(`${def.permission}:reject`);
  const open = model.open;
  const row = useCallback(
    (record: Row) => {
      if (!isDonationPending(record.status)) return null;
      const id = String(record.id ?? '');
      const name = String(record.patientId_dictText ?? '');
      return (
        <>
          {mayApprove && (
            <button
              type="button"
              className="text-primary-strong hover:underline"
              onClick={() => open({ id, name, action: 'approveApplication' })}
            >
              通过
            </button>
          )}
          {mayReject && (
            <button
              type="button"
              className="text-red-600 hover:underline"
              onClick={() => open({ id, name, action: 'rejectApplication' })}
            >
              驳回
            </button>
          )}
        </>
      );
    },
    [mayApprove, mayReject, open],
  );
  return { row, dialogs: <RecordActionDialog model={model} state={state} /> };
}

export default listPageOf({
  resource: def,
  columns: {
    reason: { width: 200 },
    auditRemark: { width: 160 },
    createBy: { hidden: true },
  },
  rowWritable: (row) => isDonationPending(row.status),
  usePageActions: useAuditActions,
  actionWidth: 220,
});
