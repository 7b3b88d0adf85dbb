// Mobile requests and their audit: applyDetails (one request, its status and history, the values it asks for),
// applyAudit (requests waiting for me; with ?id= the audit of one: 通过, or 驳回 with the reason) and dataApplyAudit
// (the same for change requests, the old and the new value side by side).
import { useEffect, useState } from 'react';
import { displayValue, useDynApply, useDynApplyList, useDynData, type DynFormApply } from '@clinic/hooks';
import { useClinic } from '../../../app/clinic-context';
import { AppLink } from '../../../ui/app-link';
import { useNoticeToasts } from '../../../ui/use-notice-toasts';
import { useDynCodes } from '../use-dyn-codes';
import {
  MobileEmpty,
  MobileRow,
  MobileShell,
  StatusTag,
  mobileDanger,
  mobileDefault,
  mobilePrimary,
  useMobileSearch,
} from './mobile-shell';

/** The request's values against the record's current ones (the form's fields, from the form of the request). */
function RequestBody({ apply }: { apply: DynFormApply }) {
  const { client } = useClinic();
  const data = useDynData(client);
  useEffect(() => {
    void data.model.open(apply.formId);
  }, [apply.formId, data.model]);
  const form = data.state.form;
  if (!form) return null;
  const before = apply.target?.data ?? null;
  const other = apply.other?.data ?? null;
  const after = apply.kind === 'delete' ? null : apply.data;
  return (
    <section aria-label="申请内容" className="mt-3 rounded-lg bg-white p-3 shadow-xs">
      <h2 className="mb-1 text-sm font-medium text-slate-600">
        {apply.kind === 'add' ? '新增的数据' : apply.kind === 'delete' ? '要删除的数据' : '变更内容'}
      </h2>
      {(apply.kind === 'edit' || apply.kind === 'delete' || apply.kind === 'merge') && !apply.target && (
        <p className="text-sm text-slate-500">原数据已不存在</p>
      )}
      <dl className="divide-y divide-slate-100">
        {form.fields.map((f) => {
          const now = displayValue(f, (before ?? {})[f.name]);
          const dup = displayValue(f, (other ?? {})[f.name]);
          const next = after ? displayValue(f, after[f.name]) : null;
          const changed = before && next !== null && next !== now;
          return (
            <div key={f.name} className="grid gap-0.5 py-2 text-[15px]">
              <dt className="text-xs text-slate-500">{f.label}</dt>
              {apply.kind === 'add' && <dd>{next}</dd>}
              {apply.kind === 'delete' && <dd>{now}</dd>}
              {apply.kind === 'edit' && (
                <dd className={changed ? 'text-amber-700' : ''}>
                  {changed ? (
                    <>
                      <del className="text-slate-400">{now}</del> → {next}
                    </>
                  ) : (
                    next
                  )}
                </dd>
              )}
              {apply.kind === 'merge' && (
                <dd>
                  <span>{next}</span>
                  {now !== dup && (
                    <span className="block text-xs text-slate-500">
                      保留数据：{now}；重复数据：{dup}
                    </span>
                  )}
                </dd>
              )}
            </div>
          );
        })}
      </dl>
    </section>
  );
}

function RequestHeader({ apply }: { apply: DynFormApply }) {
  return (
    <section aria-label="申请信息" className="rounded-lg bg-white p-3 shadow-xs">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-medium">
          {apply.kind_dictText}申请 · {apply.formName}
        </h2>
        <StatusTag status={apply.status} text={apply.status_dictText ?? ''} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        申请人：{apply.applicantName} · {apply.createTime}
      </p>
      {apply.reason && <p className="mt-1 text-sm text-slate-600">申请说明：{apply.reason}</p>}
    </section>
  );
}

function History({ apply }: { apply: DynFormApply }) {
  return (
    <section aria-label="处理记录" className="mt-3 rounded-lg bg-white p-3 shadow-xs">
      <h2 className="mb-2 text-sm font-medium text-slate-600">处理记录</h2>
      <ol className="grid gap-3 border-l-2 border-slate-200 pl-3">
        {(apply.history ?? []).map((h, i) => (
          <li key={i} className="text-sm">
            <p className="font-medium">{h.action}</p>
            <p className="text-xs text-slate-500">
              {h.operator} · {h.time}
            </p>
            {h.note && (
              <p className="mt-0.5 text-slate-700">
                {h.action === '审核驳回' ? `驳回原因：${h.note}` : h.note}
              </p>
            )}
          </li>
        ))}
        {apply.status === '0' && <li className="text-sm text-amber-700">等待审核</li>}
      </ol>
    </section>
  );
}

export function MobileApplyDetailsPage() {
  const { client } = useClinic();
  const { id } = useMobileSearch();
  const codes = useDynCodes();
  const { model, state } = useDynApply(client);
  useEffect(() => {
    if (id) void model.open(id);
  }, [id, model]);
  const apply = state.apply;
  return (
    <MobileShell title="申请详情">
      {!apply ? (
        <MobileEmpty>{state.loading ? '加载中…' : (state.error ?? '申请不存在')}</MobileEmpty>
      ) : (
        <>
          <RequestHeader apply={apply} />
          <RequestBody apply={apply} />
          <History apply={apply} />
          {apply.status === '0' && !apply.mine && codes.audit && (
            <p className="mt-3">
              <AppLink
                href={`/dynamicForm/${apply.kind === 'edit' ? 'dataApplyAudit' : 'applyAudit'}?id=${apply.id}`}
                className={mobilePrimary}
              >
                去审核
              </AppLink>
            </p>
          )}
        </>
      )}
    </MobileShell>
  );
}

function AuditOne({ id, title }: { id: string; title: string }) {
  const { client } = useClinic();
  const codes = useDynCodes();
  const { model, state } = useDynApply(client);
  useNoticeToasts(model);
  const [reason, setReason] = useState('');
  useEffect(() => {
    void model.open(id);
  }, [id, model]);
  const apply = state.apply;
  const canAudit = !!apply && apply.status === '0' && !apply.mine && codes.audit;
  return (
    <MobileShell
      title={title}
      footer={
        canAudit ? (
          <>
            <button
              type="button"
              className={mobileDanger}
              disabled={state.busy}
              onClick={() => void model.audit(false, reason)}
            >
              驳回
            </button>
            <button
              type="button"
              className={mobilePrimary}
              disabled={state.busy}
              onClick={() => void model.audit(true, reason)}
            >
              通过
            </button>
          </>
        ) : undefined
      }
    >
      {!apply ? (
        <MobileEmpty>{state.loading ? '加载中…' : (state.error ?? '申请不存在')}</MobileEmpty>
      ) : (
        <>
          <RequestHeader apply={apply} />
          <RequestBody apply={apply} />
          {apply.mine && apply.status === '0' && (
            <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
              这是您提交的申请，需由其他审核人审核
            </p>
          )}
          {canAudit && (
            <label className="mt-3 grid gap-1 text-sm text-slate-700">
              审核意见（驳回时必填）
              <textarea
                rows={3}
                maxLength={500}
                value={reason}
                aria-invalid={state.reasonError ? true : undefined}
                onChange={(e) => setReason(e.target.value)}
                className={`rounded-lg border bg-white px-3 py-2 text-[15px] ${
                  state.reasonError ? 'border-red-500' : 'border-slate-300'
                }`}
              />
              {state.reasonError && (
                <span role="alert" className="text-xs text-red-600">
                  {state.reasonError}
                </span>
              )}
            </label>
          )}
          <History apply={apply} />
          {apply.status !== '0' && (
            <p className="mt-3">
              <AppLink href="/dynamicForm/applyAudit" className={mobileDefault}>
                返回待审核列表
              </AppLink>
            </p>
          )}
        </>
      )}
    </MobileShell>
  );
}

function WaitingList({ kind, title }: { kind: 'edit' | null; title: string }) {
  const { client } = useClinic();
  const list = useDynApplyList(client, 'todo');
  useEffect(() => {
    void list.model.load(1);
  }, [list.model]);
  const records = list.state.records.filter((r) => (kind ? r.kind === kind : true));
  const base = kind ? '/dynamicForm/dataApplyAudit' : '/dynamicForm/applyAudit';
  return (
    <MobileShell title={title} back={!!kind}>
      {records.length === 0 ? (
        <MobileEmpty>{list.state.loading ? '加载中…' : (list.state.error ?? '暂无待审核的申请')}</MobileEmpty>
      ) : (
        <ul className="grid gap-2" aria-label="待审核的申请">
          {records.map((r) => (
            <MobileRow
              key={r.id}
              to={`${base}?id=${r.id}`}
              title={`${r.kind_dictText ?? ''}申请 · ${r.formName ?? ''}`}
              meta={`${r.applicantName ?? ''} · ${r.createTime ?? ''}`}
              aside={<StatusTag status={r.status} text={r.status_dictText ?? ''} />}
            />
          ))}
        </ul>
      )}
      {!kind && (
        <p className="mt-4 text-center text-sm">
          <AppLink href="/dynamicForm/dataApplyAudit" className="text-primary-strong">
            只看数据修改申请
          </AppLink>
        </p>
      )}
    </MobileShell>
  );
}

export function MobileApplyAuditPage() {
  const { id } = useMobileSearch();
  return id ? <AuditOne key={id} id={id} title="审核申请" /> : <WaitingList kind={null} title="待审核" />;
}

export function MobileDataApplyAuditPage() {
  const { id } = useMobileSearch();
  return id ? (
    <AuditOne key={id} id={id} title="审核数据修改" />
  ) : (
    <WaitingList kind="edit" title="数据修改审核" />
  );
}
