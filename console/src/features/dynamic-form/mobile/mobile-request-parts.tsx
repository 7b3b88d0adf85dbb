// The pieces every mobile request page shares: the reason box, the page's models with the way to the sent request,
// and a record shown as a card of its form's fields.
import { displayValue, useDynApply, useDynData } from '@clinic/hooks';
import type { useClinic } from '../../../app/clinic-context';
import { useShell } from '../../../app/shell-context';
import { useNoticeToasts } from '../../../ui/use-notice-toasts';

export function ReasonBox({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
}) {
  return (
    <label className="mt-3 grid gap-1 text-sm text-slate-700">
      {label}
      <textarea
        rows={3}
        maxLength={500}
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={`rounded-lg border bg-white px-3 py-2 text-[15px] ${error ? 'border-red-500' : 'border-slate-300'}`}
      />
      {error && (
        <span role="alert" className="text-xs text-red-600">
          {error}
        </span>
      )}
    </label>
  );
}

/** What every page sending a request holds: the form data, the request model with its notices, and the way to the
 * sent request's details page. */
export function useRequestPage(client: ReturnType<typeof useClinic>['client']) {
  const data = useDynData(client);
  const apply = useDynApply(client);
  useNoticeToasts(apply.model);
  const { router } = useShell();
  const goTo = (id: string) => router.navigate(`/dynamicForm/applyDetails?id=${id}`, { replace: true });
  return { data, apply, goTo };
}

export function RecordCard({
  title,
  form,
  record,
}: {
  title: string;
  form: NonNullable<ReturnType<typeof useDynData>['state']['form']>;
  record: ReturnType<typeof useDynData>['state']['picked'][number];
}) {
  return (
    <section aria-label={title} className="rounded-lg bg-white p-3 shadow-xs">
      <h2 className="mb-1 text-sm font-medium text-slate-600">{title}</h2>
      <dl className="divide-y divide-slate-100">
        {form.fields.map((f) => (
          <div key={f.name} className="flex gap-3 py-2 text-[15px]">
            <dt className="w-24 shrink-0 text-slate-500">{f.label}</dt>
            <dd className="min-w-0 flex-1 break-words">{displayValue(f, record.data[f.name])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
