// 新增 / 编辑 on a list page: the declaration's form fields in a dialog, read through queryById for an edit, saved through
// the resource's add / edit, with the server's message; the list reloads after a save.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formFieldsOf, fromRecordValues, recordBodyOf, userMessageOf, withRecordLabels } from '@clinic/hooks';
import type { ResourceDef } from '@clinic/sdk/resources';
import { useClinic } from '../../app/clinic-context';
import { Dialog } from '../../ui/dialog';
import { toast } from '../../ui/toast';
import { FormRenderer } from '../form/form-renderer';

export type RecordFormTarget = { mode: 'add' } | { mode: 'edit'; id: string };

export interface RecordFormDialogProps {
  resource: ResourceDef;
  target: RecordFormTarget | null;
  onClose: () => void;
  onSaved: () => void;
}

export function RecordFormDialog({ resource: def, target, onClose, onSaved }: RecordFormDialogProps) {
  const { client } = useClinic();
  const mode = target?.mode ?? 'add';
  const fields = useMemo(() => formFieldsOf(def, mode), [def, mode]);
  const base = def.base;
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
    const values = recordBodyOf(def, formValues);
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
      title={`${editId ? '编辑' : '新增'}${def.title}`}
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
          fields={record.data ? withRecordLabels(fields, record.data) : fields}
          {...(record.data ? { defaultValues: fromRecordValues(fields, record.data) } : {})}
          onSubmit={(values) => save(values)}
          submitText="保存"
        />
      )}
    </Dialog>
  );
}
