// Mobile merge requests: applyMergeList (pick the record to keep, then its duplicate) and applyMerge (field by field,
// which record's value stays). Nothing changes until an auditor approves.
import { useEffect, useState } from 'react';
import {
  differingFields,
  displayValue,
  mergeValues,
  recordSummary,
  recordTitle,
  useDynData,
  type MergeChoice,
} from '@clinic/hooks';
import { useClinic } from '../../../app/clinic-context';
import { MobileEmpty, MobileRow, MobileShell, mobilePrimary, useMobileSearch } from './mobile-shell';
import { ReasonBox, useRequestPage } from './mobile-request-parts';

export function MobileApplyMergeListPage() {
  const { client } = useClinic();
  const { formId, keep } = useMobileSearch();
  const data = useDynData(client, 50);
  useEffect(() => {
    if (formId) void data.model.open(formId);
  }, [formId, data.model]);
  const form = data.state.form;
  const kept = data.state.records.find((r) => r.id === keep);
  // Once the kept record is chosen, the ones with its title (the likely duplicates) come first.
  const keptTitle = form && kept ? recordTitle(form.fields, kept.data) : null;
  const others = data.state.records.filter((r) => r.id !== keep);
  const candidates =
    form && keptTitle
      ? [
          ...others.filter((r) => recordTitle(form.fields, r.data) === keptTitle),
          ...others.filter((r) => recordTitle(form.fields, r.data) !== keptTitle),
        ]
      : others;
  return (
    <MobileShell title="合并重复数据">
      {!form ? (
        <MobileEmpty>{data.state.loading ? '加载中…' : (data.state.error ?? '请先选择表单')}</MobileEmpty>
      ) : (
        <>
          <ol className="mb-3 flex gap-2 text-xs" aria-label="合并步骤">
            <li
              className={`rounded-full px-3 py-1 ${keep ? 'bg-slate-200' : 'bg-primary-strong text-white'}`}
            >
              1 选择保留的数据
            </li>
            <li
              className={`rounded-full px-3 py-1 ${keep ? 'bg-primary-strong text-white' : 'bg-slate-200'}`}
            >
              2 选择重复的数据
            </li>
          </ol>
          {kept && (
            <p className="mb-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-800">
              保留：
              {[recordTitle(form.fields, kept.data), recordSummary(form.fields, kept.data)]
                .filter(Boolean)
                .join(' · ')}
              （{kept.createTime}）
            </p>
          )}
          <ul className="grid gap-2" aria-label={keep ? '选择重复的数据' : '选择保留的数据'}>
            {candidates.map((r) => (
              <MobileRow
                key={r.id}
                to={
                  keep
                    ? `/dynamicForm/applyMerge?keep=${keep}&other=${r.id}`
                    : `/dynamicForm/applyMergeList?formId=${form.id}&keep=${r.id}`
                }
                title={recordTitle(form.fields, r.data)}
                detail={form ? recordSummary(form.fields, r.data) : ''}
                meta={`${r.createByName ?? ''} · ${r.createTime ?? ''}`}
              />
            ))}
          </ul>
          {data.state.records.length < 2 && <MobileEmpty>至少需要两条数据才能合并</MobileEmpty>}
        </>
      )}
    </MobileShell>
  );
}

/** applyMerge: per differing field, the value kept; the duplicate is removed once approved. */
export function MobileApplyMergePage() {
  const { client } = useClinic();
  const { keep, other } = useMobileSearch();
  const { data, apply, goTo } = useRequestPage(client);
  const [choice, setChoice] = useState<MergeChoice>({});
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (keep && other) void data.model.openRecords([keep, other]);
  }, [keep, other, data.model]);
  const form = data.state.form;
  const [a, b] = data.state.picked;
  const differing = form && a && b ? differingFields(form.fields, a.data, b.data) : [];
  return (
    <MobileShell
      title="合并数据"
      footer={
        form && a && b ? (
          <button
            type="button"
            className={mobilePrimary}
            disabled={apply.state.busy}
            onClick={async () => {
              const sent = await apply.model.submit({
                formId: form.id,
                kind: 'merge',
                dataId: a.id,
                otherId: b.id,
                data: mergeValues(form.fields, a.data, b.data, choice),
                reason,
              });
              if (sent) goTo(sent.id);
            }}
          >
            提交合并申请
          </button>
        ) : undefined
      }
    >
      {!form || !a || !b ? (
        <MobileEmpty>
          {data.state.loading ? '加载中…' : (data.state.error ?? '请选择要合并的两条数据')}
        </MobileEmpty>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">
            逐项选择保留的值；审核通过后保留第一条数据，删除重复的一条。
          </p>
          {differing.length === 0 && <MobileEmpty>两条数据完全相同，合并后删除重复的一条</MobileEmpty>}
          <div className="grid gap-2">
            {differing.map((f) => (
              <fieldset key={f.name} className="rounded-lg bg-white p-3 shadow-xs">
                <legend className="float-left mb-1 w-full text-sm font-medium text-slate-700">
                  {f.label}
                </legend>
                {(['keep', 'other'] as const).map((side) => {
                  const rec = side === 'keep' ? a : b;
                  const checked = (choice[f.name] ?? 'keep') === side;
                  return (
                    <label
                      key={side}
                      className={`mt-1 clear-left flex min-h-11 items-center gap-2 rounded-lg border px-3 text-[15px] ${
                        checked ? 'border-primary bg-sky-50' : 'border-slate-200'
                      }`}
                    >
                      <input
                        type="radio"
                        name={`merge-${f.name}`}
                        className="h-5 w-5"
                        checked={checked}
                        onChange={() => setChoice({ ...choice, [f.name]: side })}
                      />
                      <span className="min-w-0 flex-1 break-words">{displayValue(f, rec.data[f.name])}</span>
                      <span className="text-xs text-slate-600">
                        {side === 'keep' ? '保留数据' : '重复数据'}
                      </span>
                    </label>
                  );
                })}
              </fieldset>
            ))}
          </div>
          <ReasonBox label="合并说明（选填）" value={reason} onChange={setReason} />
        </>
      )}
    </MobileShell>
  );
}
