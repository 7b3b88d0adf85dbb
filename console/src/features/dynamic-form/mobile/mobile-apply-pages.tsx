// Mobile requests: applyAdd (a new record, filled with the form renderer), dataHandleApply (pick a record to change),
// dataApply (the changed values), applyDel (delete one, with the reason), applyMergeList (pick the duplicate) and
// applyMerge (field by field, which record's value stays). Nothing changes until an auditor approves.
import { useEffect, useMemo, useState } from 'react';
import {
  differingFields,
  displayValue,
  mergeValues,
  recordTitle,
  toFormFields,
  toFormValues,
  toStoredValues,
  useDynApply,
  useDynData,
  useDynFormList,
  type MergeChoice,
} from '@clinic/hooks';
import { useClinic } from '../../../app/clinic-context';
import { useShell } from '../../../app/shell-context';
import { useNoticeToasts } from '../../../ui/use-notice-toasts';
import { FormRenderer } from '../../form/form-renderer';
import {
  MobileEmpty,
  MobileRow,
  MobileShell,
  mobileDanger,
  mobilePrimary,
  useMobileSearch,
} from './mobile-shell';

function ReasonBox({
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

/** After a request is sent: its details page. */
function useGoToRequest() {
  const { router } = useShell();
  return (id: string) => router.navigate(`/dynamicForm/applyDetails?id=${id}`, { replace: true });
}

export function MobileApplyAddPage() {
  const { client } = useClinic();
  const { formId } = useMobileSearch();
  const data = useDynData(client);
  const apply = useDynApply(client);
  useNoticeToasts(apply.model);
  const goTo = useGoToRequest();
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (formId) void data.model.open(formId);
  }, [formId, data.model]);
  const form = data.state.form;
  const fields = useMemo(() => (form ? toFormFields(form.fields) : []), [form]);
  return (
    <MobileShell title={form ? `填写${form.name}` : '新增申请'}>
      {!form ? (
        <MobileEmpty>
          {data.state.loading ? '加载中…' : (data.state.error ?? '请从首页选择要填写的表单')}
        </MobileEmpty>
      ) : (
        <section aria-label="填写表单" className="rounded-lg bg-white p-3 shadow-xs">
          <p className="mb-3 text-xs text-slate-500">提交后由审核人审核，通过后数据才会加入表单数据</p>
          <FormRenderer
            fields={fields}
            submitText="提交申请"
            beforeSubmit={<ReasonBox label="申请说明（选填）" value={reason} onChange={setReason} />}
            onSubmit={async (values) => {
              const sent = await apply.model.submit({
                formId: form.id,
                kind: 'add',
                data: toStoredValues(form.fields, values),
                reason,
              });
              if (sent) goTo(sent.id);
            }}
          />
        </section>
      )}
    </MobileShell>
  );
}

/** dataHandleApply: the forms, then a form's records, each opening dataApply (change) or applyDel. */
export function MobileDataHandleApplyPage() {
  const { client } = useClinic();
  const { formId } = useMobileSearch();
  const forms = useDynFormList(client, { publishedOnly: true, pageSize: 50 });
  const data = useDynData(client, 50);
  useEffect(() => {
    if (formId) void data.model.open(formId);
    else void forms.model.load(1);
  }, [formId, data.model, forms.model]);
  const form = data.state.form;
  return (
    <MobileShell title="数据变更" back={!!formId}>
      {!formId ? (
        <>
          <h2 className="mb-2 text-sm font-medium text-slate-600">选择要变更数据的表单</h2>
          {forms.state.records.length === 0 ? (
            <MobileEmpty>{forms.state.loading ? '加载中…' : '暂无已发布的表单'}</MobileEmpty>
          ) : (
            <ul className="grid gap-2" aria-label="选择表单">
              {forms.state.records.map((f) => (
                <MobileRow
                  key={f.id}
                  to={`/dynamicForm/dataHandleApply?formId=${f.id}`}
                  title={f.name}
                  meta={`${f.dataCount ?? 0} 条数据`}
                />
              ))}
            </ul>
          )}
        </>
      ) : (
        <>
          <h2 className="mb-2 text-sm font-medium text-slate-600">选择要修改的数据</h2>
          {data.state.records.length === 0 || !form ? (
            <MobileEmpty>{data.state.loading ? '加载中…' : (data.state.error ?? '暂无数据')}</MobileEmpty>
          ) : (
            <ul className="grid gap-2" aria-label="数据列表">
              {data.state.records.map((r) => (
                <MobileRow
                  key={r.id}
                  to={`/dynamicForm/dataApply?id=${r.id}`}
                  title={recordTitle(form.fields, r.data)}
                  meta={`${r.createByName ?? ''} · ${r.createTime ?? ''}`}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </MobileShell>
  );
}

/** dataApply: the record's values in the form renderer; submitting asks for the change. */
export function MobileDataApplyPage() {
  const { client } = useClinic();
  const { id } = useMobileSearch();
  const data = useDynData(client);
  const apply = useDynApply(client);
  useNoticeToasts(apply.model);
  const goTo = useGoToRequest();
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (id) void data.model.openRecords([id]);
  }, [id, data.model]);
  const form = data.state.form;
  const record = data.state.picked[0];
  const fields = useMemo(() => (form ? toFormFields(form.fields) : []), [form]);
  return (
    <MobileShell title="申请修改">
      {!form || !record ? (
        <MobileEmpty>{data.state.loading ? '加载中…' : (data.state.error ?? '数据不存在')}</MobileEmpty>
      ) : (
        <section aria-label="修改数据" className="rounded-lg bg-white p-3 shadow-xs">
          <p className="mb-3 text-xs text-slate-500">修改后的数据经审核通过才会生效</p>
          <FormRenderer
            fields={fields}
            defaultValues={toFormValues(form.fields, record.data)}
            submitText="提交修改申请"
            beforeSubmit={<ReasonBox label="修改原因（选填）" value={reason} onChange={setReason} />}
            onSubmit={async (values) => {
              const sent = await apply.model.submit({
                formId: form.id,
                kind: 'edit',
                dataId: record.id,
                data: toStoredValues(form.fields, values),
                reason,
              });
              if (sent) goTo(sent.id);
            }}
          />
        </section>
      )}
    </MobileShell>
  );
}

function RecordCard({
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

export function MobileApplyDelPage() {
  const { client } = useClinic();
  const { id } = useMobileSearch();
  const data = useDynData(client);
  const apply = useDynApply(client);
  useNoticeToasts(apply.model);
  const goTo = useGoToRequest();
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (id) void data.model.openRecords([id]);
  }, [id, data.model]);
  const form = data.state.form;
  const record = data.state.picked[0];
  return (
    <MobileShell
      title="申请删除"
      footer={
        form && record ? (
          <button
            type="button"
            className={mobileDanger}
            disabled={apply.state.busy}
            onClick={async () => {
              const sent = await apply.model.submit({
                formId: form.id,
                kind: 'delete',
                dataId: record.id,
                reason,
              });
              if (sent) goTo(sent.id);
            }}
          >
            提交删除申请
          </button>
        ) : undefined
      }
    >
      {!form || !record ? (
        <MobileEmpty>{data.state.loading ? '加载中…' : (data.state.error ?? '数据不存在')}</MobileEmpty>
      ) : (
        <>
          <RecordCard title={`要删除的${form.name}数据`} form={form} record={record} />
          <ReasonBox label="删除原因" value={reason} onChange={setReason} error={apply.state.reasonError} />
        </>
      )}
    </MobileShell>
  );
}

/** applyMergeList: the record kept (?keep=, else chosen first) and then its duplicate, from the form's records. */
export function MobileApplyMergeListPage() {
  const { client } = useClinic();
  const { formId, keep } = useMobileSearch();
  const data = useDynData(client, 50);
  useEffect(() => {
    if (formId) void data.model.open(formId);
  }, [formId, data.model]);
  const form = data.state.form;
  const kept = data.state.records.find((r) => r.id === keep);
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
              保留：{recordTitle(form.fields, kept.data)}（{kept.createTime}）
            </p>
          )}
          <ul className="grid gap-2" aria-label={keep ? '选择重复的数据' : '选择保留的数据'}>
            {data.state.records
              .filter((r) => r.id !== keep)
              .map((r) => (
                <MobileRow
                  key={r.id}
                  to={
                    keep
                      ? `/dynamicForm/applyMerge?keep=${keep}&other=${r.id}`
                      : `/dynamicForm/applyMergeList?formId=${form.id}&keep=${r.id}`
                  }
                  title={recordTitle(form.fields, r.data)}
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
  const data = useDynData(client);
  const apply = useDynApply(client);
  useNoticeToasts(apply.model);
  const goTo = useGoToRequest();
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
                <legend className="px-1 text-sm font-medium text-slate-700">{f.label}</legend>
                {(['keep', 'other'] as const).map((side) => {
                  const rec = side === 'keep' ? a : b;
                  const checked = (choice[f.name] ?? 'keep') === side;
                  return (
                    <label
                      key={side}
                      className={`mt-1 flex min-h-11 items-center gap-2 rounded-lg border px-3 text-[15px] ${
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
                      <span className="text-xs text-slate-500">
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
