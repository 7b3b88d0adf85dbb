// 明细 of a 耗材订单: its lines in the editable table (耗材 chosen from 选择耗材, which fills 编码, 规格 and 单位; 数量;
// keyboard, paste, undo, drag order), saved together. A submitted order's lines are read, not edited: no 保存.
import { useState } from 'react';
import { createChildRowsEditor, editableColumnsOf, usePermissions } from '@clinic/hooks';
import { resources } from '@clinic/sdk/resources';
import { isSupplyOrderDraft } from '@clinic/sdk/wire';
import { useClinic } from '../../app/clinic-context';
import { EditableRowsDialog } from '../editable-table/editable-rows-dialog';

const ITEM = resources.supplyOrderItem;

const COLUMNS = editableColumnsOf(ITEM, ['supplyName', 'supplyCode', 'spec', 'unit', 'quantity', 'remark'], {
  supplyName: { width: 220 },
  supplyCode: { width: 120 },
  spec: { width: 130 },
  unit: { width: 80 },
  quantity: { width: 100 },
});

export function SupplyOrderItemsAction({
  orderId,
  orderNo,
  status,
}: {
  orderId: string;
  orderNo: string;
  status: unknown;
}) {
  const { has } = usePermissions();
  const [open, setOpen] = useState(false);
  if (!has(`${ITEM.permission}:list`)) return null;
  return (
    <>
      <button type="button" className="text-primary-strong hover:underline" onClick={() => setOpen(true)}>
        明细
      </button>
      {open && (
        <ItemsDialog
          orderId={orderId}
          orderNo={orderNo}
          editable={isSupplyOrderDraft(status)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function ItemsDialog({
  orderId,
  orderNo,
  editable,
  onClose,
}: {
  orderId: string;
  orderNo: string;
  editable: boolean;
  onClose: () => void;
}) {
  const { client } = useClinic();
  const { has } = usePermissions();
  const [editor] = useState(() =>
    createChildRowsEditor({
      client,
      def: ITEM,
      parentField: 'orderId',
      parentId: orderId,
      columns: editable ? COLUMNS : COLUMNS.map((c) => ({ ...c, disabled: true })),
    }),
  );
  return (
    <EditableRowsDialog
      editor={editor}
      title={`订单明细：${orderNo}`}
      width={960}
      canSave={editable && (has(`${ITEM.permission}:add`) || has(`${ITEM.permission}:edit`))}
      table={{
        label: '订单明细',
        dragSort: editable,
        maxHeight: 420,
        ...(editable ? { authPre: ITEM.permission } : { disabledActions: ['add', 'batch_delete'] }),
      }}
      onClose={onClose}
    />
  );
}
