// The dialog around rows edited together in the editable table (字典配置, 用药记录): loads them on open, shows the load
// failure in place of the table, and saves them with 保存; Esc inside the grid cancels the cell edit, not the dialog.
import { useEffect } from 'react';
import { useModelState, type EditableTableModel, type Notice } from '@clinic/hooks';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { EditableTable, type EditableTableProps } from './editable-table';

/** What the dialog needs of a rows editor (the hooks' child-rows and dictionary-items editors). */
export interface RowsEditor {
  readonly table: EditableTableModel;
  subscribe(listener: () => void): () => void;
  getSnapshot(): { loading: boolean; saving: boolean; error: string | null };
  onNotice(listener: (notice: Notice) => void): () => void;
  load(): Promise<void>;
  save(): Promise<boolean>;
}

export interface EditableRowsDialogProps {
  editor: RowsEditor;
  title: string;
  width: number;
  /** 保存 is offered only when the user may write the rows. */
  canSave?: boolean;
  table: Omit<EditableTableProps, 'model'>;
  onClose: () => void;
}

export function EditableRowsDialog({
  editor,
  title,
  width,
  canSave = true,
  table,
  onClose,
}: EditableRowsDialogProps) {
  const { loading, saving, error } = useModelState(editor);
  useNoticeToasts(editor);
  useEffect(() => {
    void editor.load();
  }, [editor]);
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={title}
      width={width}
      onEscapeKeyDown={(event) => {
        if (event.target instanceof Element && event.target.closest('[role="grid"]')) event.preventDefault();
      }}
      footer={
        <>
          <Button onClick={onClose}>关闭</Button>
          {canSave && (
            <Button
              variant="primary"
              loading={saving}
              disabled={loading || Boolean(error)}
              onClick={() => void editor.save()}
            >
              保存
            </Button>
          )}
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
        <EditableTable model={editor.table} {...table} />
      )}
    </Dialog>
  );
}
