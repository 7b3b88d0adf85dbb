// 用药记录 on a 患者档案 row: the patient's medications in the editable table (every rule's message under its cell,
// keyboard, spreadsheet paste, undo, drag order into orderNum, 处方照片 uploaded in its cell), saved together and read
// back from the server.
import { useState } from 'react';
import { createChildRowsEditor, editableColumnsOf, usePermissions } from '@clinic/hooks';
import { resources } from '@clinic/sdk/resources';
import { useClinic } from '../../app/clinic-context';
import { EditableRowsDialog } from '../editable-table/editable-rows-dialog';

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
    'takeTime',
    'prescriber',
    'prescribedAt',
    'deptId',
    'prescriptionPhoto',
    'guideFiles',
    'remark',
  ],
  {
    drugName: { width: 300 },
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
  return (
    <EditableRowsDialog
      editor={editor}
      title={`用药记录：${patientName}`}
      width={1200}
      canSave={has(`${PERMISSION}:add`) || has(`${PERMISSION}:edit`)}
      table={{ label: '用药记录', dragSort: true, authPre: PERMISSION, maxHeight: 480 }}
      onClose={onClose}
    />
  );
}
