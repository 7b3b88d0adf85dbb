// 字典配置 on a 字典管理 row: the dictionary's items in the editable table (keyboard, paste, undo, drag order), saved
// together; the dictionary cache is dropped afterwards so selects show the new items.
import { useState } from 'react';
import { createDictItemsEditor } from '@clinic/hooks';
import { useClinic } from '../../../app/clinic-context';
import { EditableRowsDialog } from '../../editable-table/editable-rows-dialog';

export function DictItemsAction({ dictId, dictName }: { dictId: string; dictName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="text-primary-strong hover:underline" onClick={() => setOpen(true)}>
        字典配置
      </button>
      {open && <DictItemsDialog dictId={dictId} dictName={dictName} onClose={() => setOpen(false)} />}
    </>
  );
}

function DictItemsDialog({
  dictId,
  dictName,
  onClose,
}: {
  dictId: string;
  dictName: string;
  onClose: () => void;
}) {
  const { client } = useClinic();
  const [editor] = useState(() => createDictItemsEditor(client, dictId));
  return (
    <EditableRowsDialog
      editor={editor}
      title={`字典配置：${dictName}`}
      width={1000}
      table={{ label: '字典项', dragSort: true }}
      onClose={onClose}
    />
  );
}
