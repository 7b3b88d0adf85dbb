// 字典配置 on a 字典管理 row: the dictionary's items in the editable table (keyboard, paste, undo, drag order), saved
// together; the dictionary cache is dropped afterwards so selects show the new items.
import { useEffect, useState } from 'react';
import { createDictItemsEditor, useModelState } from '@clinic/hooks';
import { useClinic } from '../../../app/clinic-context';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { EditableTable } from '../../editable-table/editable-table';
import { useNoticeToasts } from '../../../ui/use-notice-toasts';

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
  const { loading, saving, error } = useModelState(editor);
  useNoticeToasts(editor);
  useEffect(() => {
    void editor.load();
  }, [editor]);
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`字典配置：${dictName}`}
      width={1000}
      onEscapeKeyDown={(event) => {
        // Esc inside the grid cancels the cell edit; it does not close the dialog.
        if (event.target instanceof Element && event.target.closest('[role="grid"]')) event.preventDefault();
      }}
      footer={
        <>
          <Button onClick={onClose}>关闭</Button>
          <Button
            variant="primary"
            loading={saving}
            disabled={loading || Boolean(error)}
            onClick={() => void editor.save()}
          >
            保存
          </Button>
        </>
      }
    >
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : loading && editor.table.getSnapshot().rowKeys.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-400">加载中…</p>
      ) : (
        <EditableTable model={editor.table} label="字典项" dragSort />
      )}
    </Dialog>
  );
}
