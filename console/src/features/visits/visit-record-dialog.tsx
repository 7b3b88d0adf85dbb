// 记录随访 on a due or overdue visit: the form its plan's 随访项目 ask for (date and way; blood pressure, glucose, the
// patient's medications in the editable table (用药调整) and advice as the plan says; the doctor), from the form
// renderer. 保存 writes the medications, then the visit; the server refuses a visit without the plan's required
// items, marks it 已完成, schedules the next one and raises 患者异常 on a high pressure.
import { useEffect, useMemo, useState } from 'react';
import { createChildRowsEditor, useModelState, usePermissions, useRecordForm, type Row } from '@clinic/hooks';
import { permissionOf, resources } from '@clinic/sdk/resources';
import { visitFormOf } from '@clinic/sdk/wire';
import { useClinic } from '../../app/clinic-context';
import { Dialog } from '../../ui/dialog';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { EditableTable } from '../editable-table/editable-table';
import { FormRenderer } from '../form/form-renderer';
import { MEDICATION_COLUMNS } from '../medication/medication-dialog';

const VISIT = resources.followup;
const MEDICATION = resources.medication;

export interface VisitToRecord {
  id: string;
  patientId: string;
  patientName: string;
}

export function VisitRecordDialog({
  visit,
  onClose,
  onSaved,
}: {
  visit: VisitToRecord;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { client } = useClinic();
  const { has } = usePermissions();
  const form = useRecordForm(client, VISIT, onSaved);
  const { model, state } = form;
  const [editor] = useState(() =>
    createChildRowsEditor({
      client,
      def: MEDICATION,
      parentField: 'patientId',
      parentId: visit.patientId,
      columns: MEDICATION_COLUMNS,
    }),
  );
  const rows = useModelState(editor);
  const planned = state.record?.planItems as string | null | undefined;
  const plan = useMemo(() => visitFormOf(planned), [planned]);
  const adjusts =
    plan.medication && (has(permissionOf(MEDICATION, 'edit')) || has(permissionOf(MEDICATION, 'add')));
  useNoticeToasts(model);
  useNoticeToasts(editor);
  useEffect(() => {
    model.open({ mode: 'edit', id: visit.id });
    void editor.load();
  }, [model, editor, visit.id]);
  // Kept by identity between renders: the form renderer builds its schema from them, and a new field list on every
  // keystroke of the grid beside it made the form check values against a schema that had not seen them.
  const fields = useMemo(
    () =>
      plan.fields.flatMap((name) => {
        const field = state.fields.find((f) => f.name === name);
        return field ? [plan.required.includes(name) ? { ...field, required: true } : field] : [];
      }),
    [plan, state.fields],
  );
  const planName = state.record?.planId_dictText as string | undefined;
  const planItems = state.record?.planItems_dictText as string | undefined;
  const ready = state.target !== null && !state.loading && state.error === null && fields.length > 0;
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const start: Row = { ...(state.values ?? {}) };
  if (!start.visitDate) start.visitDate = today;
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`记录随访：${visit.patientName}`}
      width={1100}
      onEscapeKeyDown={(event) => {
        if (event.target instanceof Element && event.target.closest('[role="grid"]')) event.preventDefault();
      }}
    >
      {state.loading && <p className="text-slate-400">加载中…</p>}
      {state.error && (
        <p role="alert" className="text-red-600">
          {state.error}
        </p>
      )}
      {ready && planName && (
        <p className="mb-3 rounded bg-sky-50 px-3 py-2 text-sm text-sky-900">
          随访计划：{planName}
          {planItems ? `（${planItems.split(',').join('、')}）` : ''}
        </p>
      )}
      {ready && (
        <FormRenderer
          fields={fields}
          defaultValues={start}
          submitText="保存"
          beforeSubmit={
            adjusts ? (
              <section aria-label="用药调整" className="space-y-2">
                <h3 className="text-sm font-medium text-slate-700">用药调整</h3>
                {rows.error ? (
                  <p role="alert" className="text-sm text-red-600">
                    {rows.error}
                  </p>
                ) : (
                  <EditableTable
                    model={editor.table}
                    label="用药调整"
                    authPre={MEDICATION.permission}
                    maxHeight={260}
                  />
                )}
              </section>
            ) : null
          }
          onSubmit={async (values) => {
            if (adjusts && !rows.error && !(await editor.save())) return;
            if (await model.save(values)) onClose();
          }}
        />
      )}
    </Dialog>
  );
}
