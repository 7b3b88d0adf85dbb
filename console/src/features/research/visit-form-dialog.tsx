// A visit form opened from a visitForm message (detailId, or caseId + formId) or from a subject's row: name,
// status, and the recorded fields.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { researchSourceFromClient, type VisitFormKey } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Dialog } from '../../ui/dialog';
import { visitFieldLabel, visitFieldText } from './visit-form-labels';

const STATUS: Record<string, string> = { '0': '未填写', '1': '已填写', '2': '已审核' };

export function VisitFormDialog({ form, onClose }: { form: VisitFormKey | null; onClose: () => void }) {
  const { client } = useClinic();
  const research = useMemo(() => researchSourceFromClient(client), [client]);
  const query = useQuery({
    queryKey: ['visitFormDetail', form],
    enabled: form !== null,
    retry: false,
    queryFn: () => research.visitForm(form ?? {}),
  });
  const data = query.data;
  return (
    <Dialog open={form !== null} onOpenChange={(open) => !open && onClose()} title="访视表单" width={640}>
      {query.isLoading && <p className="text-slate-400">加载中…</p>}
      {query.isError && (
        <p role="alert" className="text-red-500">
          访视表单加载失败
        </p>
      )}
      {data && (
        <div data-testid="visit-form">
          <h3 className="mb-2 font-medium text-slate-900">{data.name}</h3>
          <dl className="grid grid-cols-[96px_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-500">病例号</dt>
            <dd data-testid="visit-form-case">{data.caseId}</dd>
            <dt className="text-slate-500">表单编号</dt>
            <dd data-testid="visit-form-form">{data.formId}</dd>
            <dt className="text-slate-500">状态</dt>
            <dd>{STATUS[data.status] ?? data.status}</dd>
            {Object.entries(data.data ?? {}).map(([key, value]) => (
              <FormValue key={key} name={key} value={value} />
            ))}
          </dl>
        </div>
      )}
    </Dialog>
  );
}

function FormValue({ name, value }: { name: string; value: unknown }) {
  return (
    <>
      <dt className="text-slate-500">{visitFieldLabel(name)}</dt>
      <dd>{visitFieldText(name, value)}</dd>
    </>
  );
}
