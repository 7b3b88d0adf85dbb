// 耗材库存 (/operation/supply/list, menu component operation/SupplyList): the supply declaration on the generic list
// page; 库存 shows red at or below its 预警库存, and 出库 (for holders of operation:supply:issue) asks the quantity:
// more than is left is refused with what is left (库存不足：…).
import { useCallback } from 'react';
import { usePermissions, useRecordActions, type Row } from '@clinic/hooks';
import { resources } from '@clinic/sdk/resources';
import { useClinic } from '../../../app/clinic-context';
import { useNoticeToasts } from '../../../ui/use-notice-toasts';
import { RecordActionDialog } from '../../operations/record-action-dialog';
import { listPageOf } from '../list-page';
import type { PageActions } from '../list-page-types';

const def = resources.supply;
const ISSUE = `${def.permission}:issue`;

function useIssueAction({ reload }: { reload: () => void }): PageActions {
  const { client } = useClinic();
  const { has } = usePermissions();
  const { model, state } = useRecordActions(client, reload);
  useNoticeToasts(model);
  const mayIssue = has(ISSUE);
  const open = model.open;
  const row = useCallback(
    (record: Row) =>
      mayIssue ? (
        <button
          type="button"
          className="text-primary-strong hover:underline"
          onClick={() =>
            open({ id: String(record.id ?? ''), name: String(record.name ?? ''), action: 'issueSupply' })
          }
        >
          出库
        </button>
      ) : null,
    [mayIssue, open],
  );
  return { row, dialogs: <RecordActionDialog model={model} state={state} /> };
}

const low = (r: Row) =>
  r.warnStock !== null && r.warnStock !== undefined && Number(r.stock) <= Number(r.warnStock);

export default listPageOf({
  resource: def,
  columns: {
    stock: {
      width: 110,
      render: (r) =>
        low(r) ? (
          <span className="font-medium text-red-600" title="已低于预警库存">
            {String(r.stock ?? 0)}
          </span>
        ) : (
          String(r.stock ?? 0)
        ),
    },
    createBy: { hidden: true },
  },
  usePageActions: useIssueAction,
  actionWidth: 200,
});
