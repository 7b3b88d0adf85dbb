// 耗材订单 (/operation/supplyOrder/list, menu component operation/SupplyOrderList): the supplyOrder declaration on the
// generic list page, plus each row's 明细 (the lines in the editable table) and the status moves its status and the
// user's codes allow: 提交 (草稿), 审批 (已提交), 配送 (已审批), 取消 (草稿/已提交); only a 草稿 is edited or deleted.
import { useCallback } from 'react';
import { usePermissions, useRecordActions, type RecordAction, type Row } from '@clinic/hooks';
import { resources } from '@clinic/sdk/resources';
import { isSupplyOrderDraft, maySupplyOrder, type SupplyOrderAction } from '@clinic/sdk/wire';
import { useClinic } from '../../../app/clinic-context';
import { useNoticeToasts } from '../../../ui/use-notice-toasts';
import { RecordActionDialog } from '../../operations/record-action-dialog';
import { SupplyOrderItemsAction } from '../../operations/supply-order-items-dialog';
import { listPageOf } from '../list-page';
import type { PageActions } from '../list-page-types';

const def = resources.supplyOrder;

const MOVES: Array<[SupplyOrderAction, RecordAction, string]> = [
  ['submit', 'submitOrder', '提交'],
  ['approve', 'approveOrder', '审批'],
  ['deliver', 'deliverOrder', '配送'],
  ['cancel', 'cancelOrder', '取消'],
];

function useOrderActions({ reload }: { reload: () => void }): PageActions {
  const { client } = useClinic();
  const { has } = usePermissions();
  const { model, state } = useRecordActions(client, reload);
  useNoticeToasts(model);
  // the moves the user's codes grant, as one string so the row renderer changes only when they do
  const granted = MOVES.filter(([move]) => has(`${def.permission}:${move}`))
    .map(([move]) => move)
    .join(',');
  const open = model.open;

  const row = useCallback(
    (record: Row) => {
      const id = String(record.id ?? '');
      const name = String(record.orderNo ?? '');
      return (
        <>
          <SupplyOrderItemsAction orderId={id} orderNo={name} status={record.status} />
          {MOVES.filter(
            ([move]) => granted.split(',').includes(move) && maySupplyOrder(move, record.status),
          ).map(([, action, label]) => (
            <button
              key={action}
              type="button"
              className={
                action === 'cancelOrder'
                  ? 'text-red-600 hover:underline'
                  : 'text-primary-strong hover:underline'
              }
              onClick={() => open({ id, name, action })}
            >
              {label}
            </button>
          ))}
        </>
      );
    },
    [granted, open],
  );

  return { row, dialogs: <RecordActionDialog model={model} state={state} /> };
}

export default listPageOf({
  resource: def,
  columnOrder: ['orderNo', 'supplier', 'orderDate', 'status', 'deliverTime', 'remark'],
  columns: {
    orderNo: { width: 150 },
    supplier: { width: 200 },
    createBy: { hidden: true },
  },
  rowWritable: (row) => isSupplyOrderDraft(row.status),
  usePageActions: useOrderActions,
  actionWidth: 220,
});
