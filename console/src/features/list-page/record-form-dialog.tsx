// 新增 / 编辑 on a list page: the record-form model's fields in a dialog (the record read for an edit, saved through
// the resource's add / edit with the server's message); the model reloads the list after a save.
import type { RecordFormModel, RecordFormSnapshot } from '@clinic/hooks';
import type { ResourceDef } from '@clinic/sdk/resources';
import { Dialog } from '../../ui/dialog';
import { FormRenderer } from '../form/form-renderer';
import { useNoticeToasts } from '../../ui/use-notice-toasts';

export interface RecordFormDialogProps {
  resource: ResourceDef;
  form: { model: RecordFormModel; state: RecordFormSnapshot };
}

export function RecordFormDialog({ resource: def, form: { model, state } }: RecordFormDialogProps) {
  useNoticeToasts(model);
  const editId = state.target?.mode === 'edit' ? state.target.id : null;
  const ready = state.target !== null && !state.loading && state.error === null;
  return (
    <Dialog
      open={state.target !== null}
      onOpenChange={(open) => !open && model.close()}
      title={`${editId ? '编辑' : '新增'}${def.title}`}
      width={800}
    >
      {state.loading && <p className="text-slate-400">加载中…</p>}
      {state.error && (
        <p role="alert" className="text-red-600">
          {state.error}
        </p>
      )}
      {ready && (
        <FormRenderer
          key={editId ?? 'add'}
          fields={state.fields}
          {...(state.values ? { defaultValues: state.values } : {})}
          onSubmit={async (values) => {
            await model.save(values);
          }}
          submitText="保存"
        />
      )}
    </Dialog>
  );
}
