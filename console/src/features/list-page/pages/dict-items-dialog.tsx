// 字典配置 on a 字典管理 row: the dictionary's items in the editable table (keyboard, paste, undo, drag order), saved
// together; the dictionary cache is dropped afterwards so selects show the new items.
import { useState } from 'react';
import { createDictItemsEditor } from '@clinic/hooks';
import { useClinic } from '../../../app/clinic-context';
import { EditableRowsDialog } from '../../editable-table/editable-rows-dialog';

export function DictItemsAction({
  dictId,
  dictName,
  readOnly = false,
}: {
  dictId: string;
  dictName: string;
  /** A platform dictionary: its items are shown, not saved. */
  readOnly?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="text-primary-strong hover:underline" onClick={() => setOpen(true)}>
        字典配置
      </button>
      {open && (
        <DictItemsDialog
          dictId={dictId}
          dictName={dictName}
          readOnly={readOnly}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function DictItemsDialog({
  dictId,
  dictName,
  readOnly,
  onClose,
}: {
  dictId: string;
  dictName: string;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { client } = useClinic();
  const [editor] = useState(() => createDictItemsEditor(client, dictId, { readOnly }));
  return (
    <EditableRowsDialog
      editor={editor}
      title={readOnly ? `字典配置：${dictName}（平台字典，只读）` : `字典配置：${dictName}`}
      canSave={!readOnly}
      width={1000}
      table={
        readOnly
          ? { label: '字典项', disabledActions: ['add', 'batch_delete'] }
          : { label: '字典项', dragSort: true }
      }
      onClose={onClose}
    />
  );
}
