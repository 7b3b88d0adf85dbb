// Mobile pages over the data: index (forms to fill, my pending work), list/mList (a form's records, all I may see or
// mine; without a form, the forms to choose from) and dataDetails (one record read-only, with its requests).
import { useEffect } from 'react';
import {
  displayValue,
  recordSummary,
  recordTitle,
  useDynApplyList,
  useDynData,
  useDynFormList,
} from '@clinic/hooks';
import { useClinic } from '../../../app/clinic-context';
import { AppLink } from '../../../ui/app-link';
import { useNoticeToasts } from '../../../ui/use-notice-toasts';
import { useDynCodes } from '../use-dyn-codes';
import { MobileEmpty, MobileRow, MobileShell, StatusTag, useMobileSearch } from './mobile-shell';

export function MobileIndexPage() {
  const { client } = useClinic();
  const codes = useDynCodes();
  const forms = useDynFormList(client, { publishedOnly: true, pageSize: 50 });
  const mine = useDynApplyList(client, 'mine');
  const todo = useDynApplyList(client, 'todo');
  useEffect(() => {
    void forms.model.load(1);
    void mine.model.load(1);
    void todo.model.load(1);
  }, [forms.model, mine.model, todo.model]);
  const pendingMine = mine.state.records.filter((r) => r.status === '0');
  return (
    <MobileShell title="动态表单" back={false}>
      <section aria-label="我的待办" className="mb-4 grid grid-cols-2 gap-2">
        <AppLink href="/dynamicForm/applyAudit" className="rounded-lg bg-white p-3 shadow-xs">
          <span className="block text-2xl font-semibold text-primary-strong">{todo.state.total}</span>
          <span className="text-sm text-slate-600">待我审核</span>
        </AppLink>
        <AppLink href="/dynamicForm/mList" className="rounded-lg bg-white p-3 shadow-xs">
          <span className="block text-2xl font-semibold text-amber-600">{pendingMine.length}</span>
          <span className="text-sm text-slate-600">我的申请审核中</span>
        </AppLink>
      </section>
      <h2 className="mb-2 text-sm font-medium text-slate-600">可填写的表单</h2>
      {forms.state.records.length === 0 ? (
        <MobileEmpty>{forms.state.loading ? '加载中…' : '暂无已发布的表单'}</MobileEmpty>
      ) : (
        <ul className="grid gap-2" aria-label="可填写的表单">
          {forms.state.records.map((f) => (
            <li key={f.id} className="rounded-lg bg-white p-3 shadow-xs">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="truncate text-[15px] font-medium">{f.name}</h3>
                  <p className="mt-0.5 text-xs text-slate-500">
                    {f.fields.length} 个字段 · {f.dataCount ?? 0} 条数据
                  </p>
                </div>
              </div>
              <div className="mt-3 flex gap-2">
                {codes.apply && (
                  <AppLink
                    href={`/dynamicForm/applyAdd?formId=${f.id}`}
                    className="flex h-10 flex-1 items-center justify-center rounded-lg bg-primary-strong text-sm font-medium text-white"
                  >
                    填写{f.name}
                  </AppLink>
                )}
                <AppLink
                  href={`/dynamicForm/list?formId=${f.id}`}
                  className="flex h-10 flex-1 items-center justify-center rounded-lg border border-slate-300 text-sm text-slate-700"
                >
                  查看数据
                </AppLink>
              </div>
            </li>
          ))}
        </ul>
      )}
      <h2 className="mt-4 mb-2 text-sm font-medium text-slate-600">我的申请</h2>
      {mine.state.records.length === 0 ? (
        <MobileEmpty>{mine.state.loading ? '加载中…' : '还没有提交过申请'}</MobileEmpty>
      ) : (
        <ul className="grid gap-2" aria-label="我的申请">
          {mine.state.records.slice(0, 10).map((r) => (
            <MobileRow
              key={r.id}
              to={`/dynamicForm/applyDetails?id=${r.id}`}
              title={`${r.kind_dictText ?? ''}申请 · ${r.formName ?? ''}`}
              meta={r.createTime ?? ''}
              aside={<StatusTag status={r.status} text={r.status_dictText ?? ''} />}
            />
          ))}
        </ul>
      )}
    </MobileShell>
  );
}

/** list (all I may see) and mList (mine): a form's records; without ?formId= the published forms to pick. */
export function MobileDataListPage({ mine }: { mine: boolean }) {
  const { client } = useClinic();
  const { formId } = useMobileSearch();
  const forms = useDynFormList(client, { publishedOnly: true, pageSize: 50 });
  const { model, state } = useDynData(client, 20);
  useNoticeToasts(model);
  const base = mine ? '/dynamicForm/mList' : '/dynamicForm/list';
  useEffect(() => {
    if (!formId) void forms.model.load(1);
    else {
      void (async () => {
        await model.setMine(mine);
        await model.open(formId);
      })();
    }
  }, [formId, mine, model, forms.model]);
  const title = mine ? '我的数据' : '表单数据';
  if (!formId)
    return (
      <MobileShell title={title} back={!mine}>
        <h2 className="mb-2 text-sm font-medium text-slate-600">选择表单</h2>
        {forms.state.records.length === 0 ? (
          <MobileEmpty>{forms.state.loading ? '加载中…' : '暂无已发布的表单'}</MobileEmpty>
        ) : (
          <ul className="grid gap-2" aria-label="选择表单">
            {forms.state.records.map((f) => (
              <MobileRow
                key={f.id}
                to={`${base}?formId=${f.id}`}
                title={f.name}
                meta={`${f.dataCount ?? 0} 条数据`}
              />
            ))}
          </ul>
        )}
        {!mine && (
          <p className="mt-4 text-center text-sm">
            <AppLink href="/dynamicForm/mList" className="text-primary-strong">
              只看我填写的
            </AppLink>
          </p>
        )}
      </MobileShell>
    );
  const form = state.form;
  return (
    <MobileShell title={form ? `${form.name}${mine ? '（我的）' : ''}` : title}>
      <form
        className="mb-3 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void model.load(1);
        }}
      >
        <input
          aria-label="搜索"
          type="search"
          placeholder="搜索任一字段"
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-[15px]"
          value={state.keyword}
          onChange={(e) => model.setKeyword(e.target.value)}
        />
        <button type="submit" className="h-11 rounded-lg bg-primary-strong px-4 text-[15px] text-white">
          搜索
        </button>
      </form>
      {form && (
        <div className="mb-3 flex gap-2 text-sm">
          <AppLink
            href={`${mine ? '/dynamicForm/list' : '/dynamicForm/mList'}?formId=${form.id}`}
            className="flex h-9 items-center rounded-full border border-slate-300 bg-white px-3 text-slate-700"
          >
            {mine ? '看全部' : '只看我的'}
          </AppLink>
          <AppLink
            href={`/dynamicForm/applyMergeList?formId=${form.id}`}
            className="flex h-9 items-center rounded-full border border-slate-300 bg-white px-3 text-slate-700"
          >
            合并重复数据
          </AppLink>
        </div>
      )}
      {state.records.length === 0 ? (
        <MobileEmpty>{state.loading ? '加载中…' : (state.error ?? '暂无数据')}</MobileEmpty>
      ) : (
        <ul className="grid gap-2" aria-label="数据列表">
          {state.records.map((r) => (
            <MobileRow
              key={r.id}
              to={`/dynamicForm/dataDetails?id=${r.id}`}
              title={form ? recordTitle(form.fields, r.data) : ''}
              detail={form ? recordSummary(form.fields, r.data) : ''}
              meta={`${r.createByName ?? ''} · ${r.createTime ?? ''}`}
            />
          ))}
        </ul>
      )}
      {state.total > state.records.length && (
        <p className="mt-3 text-center text-xs text-slate-500">
          共 {state.total} 条，已显示 {state.records.length} 条
        </p>
      )}
    </MobileShell>
  );
}

export function MobileDataDetailsPage() {
  const { client } = useClinic();
  const { id } = useMobileSearch();
  const codes = useDynCodes();
  const { model, state } = useDynData(client);
  useEffect(() => {
    if (id) void model.openRecords([id]);
  }, [id, model]);
  const record = state.picked[0];
  const form = state.form;
  return (
    <MobileShell title="数据详情">
      {!record || !form ? (
        <MobileEmpty>{state.loading ? '加载中…' : (state.error ?? '数据不存在')}</MobileEmpty>
      ) : (
        <>
          <section aria-label={form.name} className="rounded-lg bg-white p-3 shadow-xs">
            <h2 className="mb-2 text-base font-medium">{form.name}</h2>
            <dl className="divide-y divide-slate-100">
              {form.fields.map((f) => (
                <div key={f.name} className="flex gap-3 py-2.5 text-[15px]">
                  <dt className="w-24 shrink-0 text-slate-500">{f.label}</dt>
                  <dd className="min-w-0 flex-1 break-words">{displayValue(f, record.data[f.name])}</dd>
                </div>
              ))}
              <div className="flex gap-3 py-2.5 text-sm">
                <dt className="w-24 shrink-0 text-slate-500">填写人</dt>
                <dd>{record.createByName ?? ''}</dd>
              </div>
              <div className="flex gap-3 py-2.5 text-sm">
                <dt className="w-24 shrink-0 text-slate-500">填写时间</dt>
                <dd>{record.createTime ?? ''}</dd>
              </div>
              {record.updateTime && (
                <div className="flex gap-3 py-2.5 text-sm">
                  <dt className="w-24 shrink-0 text-slate-500">最后修改</dt>
                  <dd>{record.updateTime}</dd>
                </div>
              )}
            </dl>
          </section>
          {codes.apply && (
            <div className="mt-3 grid grid-cols-3 gap-2">
              <AppLink
                href={`/dynamicForm/dataApply?id=${record.id}`}
                className="flex h-11 items-center justify-center rounded-lg bg-primary-strong text-sm font-medium text-white"
              >
                申请修改
              </AppLink>
              <AppLink
                href={`/dynamicForm/applyDel?id=${record.id}`}
                className="flex h-11 items-center justify-center rounded-lg bg-red-600 text-sm font-medium text-white"
              >
                申请删除
              </AppLink>
              <AppLink
                href={`/dynamicForm/applyMergeList?formId=${form.id}&keep=${record.id}`}
                className="flex h-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-sm text-slate-700"
              >
                合并重复
              </AppLink>
            </div>
          )}
          <RecordRequests dataId={record.id} />
        </>
      )}
    </MobileShell>
  );
}

/** The record's requests, newest first: what was asked of it, by whom, and what became of it. */
function RecordRequests({ dataId }: { dataId: string }) {
  const { client } = useClinic();
  const { model, state } = useDynApplyList(client, 'all', dataId);
  useEffect(() => {
    void model.load(1);
  }, [model]);
  return (
    <section aria-label="申请记录" className="mt-4">
      <h2 className="mb-2 text-sm font-medium text-slate-600">申请记录</h2>
      {state.records.length === 0 ? (
        <MobileEmpty>{state.loading ? '加载中…' : (state.error ?? '这条数据还没有申请')}</MobileEmpty>
      ) : (
        <ul className="grid gap-2" aria-label="这条数据的申请">
          {state.records.map((r) => (
            <MobileRow
              key={r.id}
              to={`/dynamicForm/applyDetails?id=${r.id}`}
              title={`${r.kind_dictText ?? ''}申请`}
              meta={`${r.applicantName ?? ''} · ${r.createTime ?? ''}`}
              aside={<StatusTag status={r.status} text={r.status_dictText ?? ''} />}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export const MobileListAllPage = () => <MobileDataListPage mine={false} />;
export const MobileMyListPage = () => <MobileDataListPage mine />;
