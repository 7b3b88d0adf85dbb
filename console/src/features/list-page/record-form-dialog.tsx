// 新增 / 编辑 on a list page: the page's form fields in a dialog, read through queryById for an edit, saved through
// the resource's add / edit, with the server's message; the list reloads after a save.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fromRecordValues, userMessageOf, type FormField } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Dialog } from '../../ui/dialog';
import { toast } from '../../ui/toast';
import { FormRenderer } from '../form/form-renderer';
import type { RecordFormConfig } from './list-page-types';

export type RecordFormTarget = { mode: 'add' } | { mode: 'edit'; id: string };

export interface RecordFormDialogProps {
  base: string;
  form: RecordFormConfig;
  target: RecordFormTarget | null;
  onClose: () => void;
  onSaved: () => void;
}

export function RecordFormDialog({ base, form, target, onClose, onSaved }: RecordFormDialogProps) {
  const { client } = useClinic();
  const mode = target?.mode ?? 'add';
  const fields = useMemo<readonly FormField[]>(
    () => (typeof form.fields === 'function' ? form.fields(mode) : form.fields),
    [form, mode],
  );
  const resource = client.resource<Record<string, unknown>>(base);
  const editId = target?.mode === 'edit' ? target.id : null;
  const record = useQuery({
    queryKey: ['record', base, editId],
    enabled: editId !== null,
    retry: false,
    gcTime: 0,
    queryFn: () => resource.queryById(editId as string),
  });

  const save = async (formValues: Record<string, unknown>) => {
    const values = form.toBody ? form.toBody(formValues) : formValues;
    try {
      const answer = editId ? await resource.edit({ ...values, id: editId }) : await resource.add(values);
      // The resource answers its text as `result` (添加成功！), other services as `message`.
      const text = answer.message || (typeof answer.result === 'string' ? answer.result : '');
      toast.success(text || (editId ? '编辑成功!' : '添加成功！'));
      onSaved();
      onClose();
    } catch (error) {
      toast.error(userMessageOf(error, '保存失败'));
    }
  };

  const ready = editId === null || record.data !== undefined;
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`${editId ? '编辑' : '新增'}${form.title}`}
      width={800}
    >
      {editId && record.isLoading && <p className="text-slate-400">加载中…</p>}
      {editId && record.isError && (
        <p role="alert" className="text-red-600">
          {userMessageOf(record.error, '数据加载失败')}
        </p>
      )}
      {target && ready && (
        <FormRenderer
          key={editId ?? 'add'}
          fields={fields}
          {...(record.data ? { defaultValues: fromRecordValues(fields, record.data) } : {})}
          onSubmit={(values) => save(values)}
          submitText="保存"
        />
      )}
    </Dialog>
  );
}
