// A subject's visit forms (visitFormList) in the order of its visit schedule, each by visit and form name with its
// status (未填写, 草稿, 已提交), due date and window; choosing one opens it in the visit form dialog.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  researchSourceFromClient,
  visitFormStatusName,
  visitWindowText,
  type VisitFormKey,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Dialog } from '../../ui/dialog';

export interface SubjectRef {
  id: string;
  name: string;
}

export function SubjectFormsDialog({
  subject,
  onClose,
  onOpen,
}: {
  subject: SubjectRef | null;
  onClose: () => void;
  onOpen: (form: VisitFormKey) => void;
}) {
  const { client } = useClinic();
  const research = useMemo(() => researchSourceFromClient(client), [client]);
  const query = useQuery({
    queryKey: ['visitFormList', subject?.id],
    enabled: subject !== null,
    retry: false,
    queryFn: () => research.visitForms(subject?.id ?? ''),
  });
  return (
    <Dialog
      open={subject !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`访视记录 · ${subject?.name ?? ''}`}
      width={520}
    >
      {query.isLoading && <p className="text-slate-400">加载中…</p>}
      {query.data && query.data.length === 0 && <p className="text-slate-400">暂无访视表单</p>}
      <ul aria-label="访视表单列表">
        {(query.data ?? []).map((form) => (
          <li key={form.id}>
            <button
              type="button"
              onClick={() => onOpen({ detailId: form.detailId })}
              className="flex w-full flex-wrap items-baseline justify-between gap-x-3 rounded px-2 py-1.5 text-left text-sm hover:bg-slate-100"
            >
              <span className="flex items-center gap-2">
                <span data-testid="visit-form-item-name" className="text-slate-800">
                  {form.visitName && form.formName ? (
                    <>
                      <span className="font-medium">{form.visitName}</span>
                      <span className="text-slate-400"> · </span>
                      {form.formName}
                    </>
                  ) : (
                    form.name
                  )}
                </span>
                <span className="rounded bg-slate-100 px-1.5 text-xs text-slate-600">
                  {visitFormStatusName(form.status)}
                </span>
              </span>
              {visitWindowText(form) && (
                <span className="text-xs text-slate-500">{visitWindowText(form)}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
