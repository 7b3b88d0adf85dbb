// A visit form opened from a visitForm message (detailId, or caseId + formId) or from a subject's row: filled with the
// form renderer (保存草稿, 提交), read-only once 已提交 with each field's history, its 数据修改申请 and 稽查轨迹.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useVisitFormEntry, visitWindowText, type VisitFormKey } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Icon } from '../../ui/icon';
import { UnderlineTabs } from '../../ui/underline-tabs';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { FormRenderer } from '../form/form-renderer';
import { VisitFormChanges } from './visit-form-changes';
import { FieldTrailDialog, VisitFormTrail } from './visit-form-trail';

export type VisitFormTab = 'form' | 'changes' | 'trail';
type Tab = VisitFormTab;
const TABS: [Tab, string][] = [
  ['form', '表单'],
  ['changes', '数据修改申请'],
  ['trail', '稽查轨迹'],
];

const STATUS_LOOK: Record<string, string> = {
  '0': 'bg-slate-100 text-slate-600',
  '1': 'bg-amber-50 text-amber-700',
  '2': 'bg-green-50 text-green-700',
};

export function VisitFormDialog({
  form,
  initialTab = 'form',
  onClose,
}: {
  form: VisitFormKey | null;
  /** The tab shown when a form opens (a change request's message opens 数据修改申请). */
  initialTab?: Tab;
  onClose: () => void;
}) {
  const { client } = useClinic();
  const queryClient = useQueryClient();
  const { model, state } = useVisitFormEntry(client, () => {
    void queryClient.invalidateQueries({ queryKey: ['visitFormList'] });
  });
  useNoticeToasts(model);
  const [tab, setTab] = useState<Tab>(initialTab);
  const key = form ? JSON.stringify(form) : '';
  useEffect(() => {
    setTab(initialTab);
    if (key) void model.open(JSON.parse(key) as VisitFormKey);
  }, [key, model, initialTab]);
  // Also once the form has loaded: a form opened at 数据修改申请 (from a message) lists its requests.
  const loadedId = state.form?.id;
  useEffect(() => {
    if (!loadedId) return;
    if (tab === 'changes') void model.loadChanges();
    if (tab === 'trail') void model.loadTrail();
  }, [tab, model, loadedId]);
  const data = state.form;
  const pending = (state.changes ?? []).filter((c) => c.status === '0').length;
  return (
    <Dialog open={form !== null} onOpenChange={(open) => !open && onClose()} title="访视表单" width={820}>
      {state.loading && <p className="text-slate-400">加载中…</p>}
      {state.loadError && (
        <p role="alert" className="text-red-500">
          {state.loadError}
        </p>
      )}
      {data && (
        <div data-testid="visit-form" className="grid grid-cols-[minmax(0,1fr)] gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-medium text-slate-900">{data.name}</h3>
            <span
              data-testid="visit-form-status"
              className={`rounded px-2 py-0.5 text-xs ${STATUS_LOOK[data.status] ?? STATUS_LOOK['0']}`}
            >
              {state.statusName}
            </span>
            {state.locked && (
              <span className="inline-flex items-center gap-1 text-xs text-slate-500">
                <Icon name="lock" size={12} aria-hidden />
                已锁定，修改需提交数据修改申请
              </span>
            )}
          </div>
          <dl className="grid grid-cols-[5rem_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[5rem_1fr_5rem_1fr]">
            {data.visitName && data.formName ? (
              <>
                <dt className="text-slate-500">访视</dt>
                <dd data-testid="visit-form-visit">{data.visitName}</dd>
                <dt className="text-slate-500">CRF 表单</dt>
                <dd data-testid="visit-form-name">{data.formName}</dd>
                {visitWindowText(data) && (
                  <>
                    <dt className="text-slate-500">访视时间</dt>
                    <dd data-testid="visit-form-window" className="sm:col-span-3">
                      {visitWindowText(data)}
                    </dd>
                  </>
                )}
              </>
            ) : (
              <>
                <dt className="text-slate-500">病例号</dt>
                <dd data-testid="visit-form-case">{data.caseId}</dd>
                <dt className="text-slate-500">表单编号</dt>
                <dd data-testid="visit-form-form">{data.formId}</dd>
              </>
            )}
            {data.submitTime && (
              <>
                <dt className="text-slate-500">提交时间</dt>
                <dd>{data.submitTime}</dd>
                <dt className="text-slate-500">提交人</dt>
                <dd>{data.submitByName ?? '—'}</dd>
              </>
            )}
          </dl>
          <UnderlineTabs
            label="访视表单内容"
            tabs={TABS.map(([value, label]) => ({ value, label, count: value === 'changes' ? pending : 0 }))}
            value={tab}
            onChange={setTab}
          />
          <div role="tabpanel" aria-label={TABS.find(([v]) => v === tab)?.[1]}>
            {tab === 'form' && <FormTab model={model} state={state} />}
            {tab === 'changes' && <VisitFormChanges model={model} state={state} />}
            {tab === 'trail' && <VisitFormTrail model={model} rows={state.trail} />}
          </div>
          <FieldTrailDialog model={model} state={state} />
        </div>
      )}
    </Dialog>
  );
}

type Entry = ReturnType<typeof useVisitFormEntry>;

function FormTab({ model, state }: { model: Entry['model']; state: Entry['state'] }) {
  const data = state.form;
  if (!data) return null;
  if (state.fields.length === 0)
    return <p className="text-sm text-slate-500">该访视表单尚未配置表单定义，暂不能填写。</p>;
  if (state.locked || state.readOnly) {
    const values = (data.data ?? {}) as Record<string, never>;
    return (
      <div className="grid gap-3">
        {state.readOnly && (
          <p className="text-xs text-slate-500">
            你的项目角色可查看表单数据与审核修改申请，不能填写或申请修改。
          </p>
        )}
        <dl
          aria-label="表单数据"
          className="divide-y divide-slate-100 rounded border border-slate-200 text-sm"
        >
          {state.fields.map((field) => (
            <div key={field.name} className="grid grid-cols-[8rem_1fr_auto] items-center gap-3 px-3 py-2">
              <dt className="text-slate-500">{field.label}</dt>
              <dd className="text-slate-900">{model.valueText(field.name, values[field.name])}</dd>
              <dd>
                <button
                  type="button"
                  aria-label={`${field.label}的修改记录`}
                  title="修改记录"
                  onClick={() => void model.openFieldTrail(field.name)}
                  className="flex h-6 w-6 items-center justify-center rounded text-slate-400 hover:bg-slate-100 hover:text-primary"
                >
                  <Icon name="clock-circle" size={14} aria-hidden />
                </button>
              </dd>
            </div>
          ))}
        </dl>
        {!state.readOnly && (
          <div>
            <Button variant="primary" onClick={() => model.startChange()}>
              申请修改
            </Button>
          </div>
        )}
        <ChangeRequestDialog model={model} state={state} />
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      {state.error && (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-600">
          {state.error}
        </p>
      )}
      <FormRenderer
        key={`${data.id}-${data.status}`}
        fields={state.fields}
        defaultValues={state.values}
        submitText="提交"
        busy={state.busy}
        secondaryAction={{ text: '保存草稿', onClick: (values) => void model.save(values, false) }}
        onSubmit={async (values) => {
          await model.save(values, true);
        }}
      />
    </div>
  );
}

function ChangeRequestDialog({ model, state }: { model: Entry['model']; state: Entry['state'] }) {
  const asking = state.asking;
  return (
    <Dialog
      open={asking !== null}
      onOpenChange={(open) => !open && model.cancelChange()}
      title="数据修改申请"
      width={640}
    >
      <p className="mb-3 text-sm text-slate-500">
        修改需填写原因，经项目负责人或数据管理员审核通过后生效；原值与新值都记入稽查轨迹。
      </p>
      <FormRenderer
        fields={state.fields}
        defaultValues={state.values}
        submitText="提交申请"
        busy={state.busy}
        beforeSubmit={
          <div className="grid grid-cols-[8rem_1fr] items-start gap-3">
            <label htmlFor="visit-change-reason" className="pt-1.5 text-right text-sm text-slate-700">
              <span className="mr-0.5 text-red-500">*</span>修改原因
            </label>
            <div>
              <textarea
                id="visit-change-reason"
                rows={3}
                maxLength={500}
                value={asking?.reason ?? ''}
                onChange={(e) => model.setChangeReason(e.target.value)}
                className="w-full rounded border border-slate-300 px-2 py-1 text-sm"
                placeholder="请填写修改原因，如：录入错误，按原始病历更正"
              />
              {asking?.error && (
                <p role="alert" className="mt-1 text-xs text-red-600">
                  {asking.error}
                </p>
              )}
            </div>
          </div>
        }
        onSubmit={async (values) => {
          await model.askChange(values);
        }}
      />
    </Dialog>
  );
}
