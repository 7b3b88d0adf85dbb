// Mobile requests: applyAdd (a new record, filled with the form renderer), dataHandleApply (pick a record to change),
// dataApply (the changed values) and applyDel (delete one, with the reason); the merge requests are in
// mobile-merge-pages. Nothing changes until an auditor approves.
import { useEffect, useMemo, useState } from 'react';
import {
  recordSummary,
  recordTitle,
  toFormFields,
  toFormValues,
  toStoredValues,
  useDynData,
  useDynFormList,
} from '@clinic/hooks';
import { useClinic } from '../../../app/clinic-context';
import { FormRenderer } from '../../form/form-renderer';
import { MobileEmpty, MobileRow, MobileShell, mobileDanger, useMobileSearch } from './mobile-shell';
import { ReasonBox, RecordCard, useRequestPage } from './mobile-request-parts';

export function MobileApplyAddPage() {
  const { client } = useClinic();
  const { formId } = useMobileSearch();
  const { data, apply, goTo } = useRequestPage(client);
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
                  detail={form ? recordSummary(form.fields, r.data) : ''}
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
  const { data, apply, goTo } = useRequestPage(client);
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

export function MobileApplyDelPage() {
  const { client } = useClinic();
  const { id } = useMobileSearch();
  const { data, apply, goTo } = useRequestPage(client);
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
