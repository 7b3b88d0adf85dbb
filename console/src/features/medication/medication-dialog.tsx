// 用药记录 on a 患者档案 row: the patient's medications in the editable table (every rule's message under its cell,
// keyboard, spreadsheet paste, undo, drag order into orderNum), saved together and read back from the server.
import { useEffect, useState } from 'react';
import { createChildRowsEditor, editableColumnsOf, useModelState, usePermissions } from '@clinic/hooks';
import { resources } from '@clinic/sdk/resources';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { EditableTable } from '../editable-table/editable-table';
import { useNoticeToasts } from '../../ui/use-notice-toasts';

const PERMISSION = resources.medication.permission;

/** The medication table's columns: the declaration's fields, in the order a prescription reads. */
export const MEDICATION_COLUMNS = editableColumnsOf(
  resources.medication,
  [
    'drugName',
    'spec',
    'dose',
    'doseUnit',
    'frequency',
    'route',
    'startDate',
    'endDate',
    'longTerm',
    'prescriber',
    'remark',
  ],
  {
    drugName: { width: 160 },
    spec: { width: 110 },
    dose: { width: 96 },
  },
);

export function MedicationAction({ patientId, patientName }: { patientId: string; patientName: string }) {
  const { has } = usePermissions();
  const [open, setOpen] = useState(false);
  if (!has(`${PERMISSION}:list`)) return null;
  return (
    <>
      <button type="button" className="text-primary-strong hover:underline" onClick={() => setOpen(true)}>
        用药记录
      </button>
      {open && (
        <MedicationDialog patientId={patientId} patientName={patientName} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function MedicationDialog({
  patientId,
  patientName,
  onClose,
}: {
  patientId: string;
  patientName: string;
  onClose: () => void;
}) {
  const { client } = useClinic();
  const { has } = usePermissions();
  const [editor] = useState(() =>
    createChildRowsEditor({
      client,
      def: resources.medication,
      parentField: 'patientId',
      parentId: patientId,
      columns: MEDICATION_COLUMNS,
    }),
  );
  const { loading, saving, error } = useModelState(editor);
  const canSave = has(`${PERMISSION}:add`) || has(`${PERMISSION}:edit`);
  useNoticeToasts(editor);
  useEffect(() => {
    void editor.load();
  }, [editor]);
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`用药记录：${patientName}`}
      width={1200}
      onEscapeKeyDown={(event) => {
        // Esc inside the grid cancels the cell edit; it does not close the dialog.
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
        <EditableTable model={editor.table} label="用药记录" dragSort authPre={PERMISSION} maxHeight={480} />
      )}
    </Dialog>
  );
}
