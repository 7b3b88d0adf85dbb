// 数据修改申请 of one visit form: each request's fields (原值 → 新值), reason and state; a project auditor who did not
// ask for it approves or rejects it with a reason.
import { CHANGE_STATUS_NAMES, type useVisitFormEntry } from '@clinic/hooks';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

type Entry = ReturnType<typeof useVisitFormEntry>;

const LOOK: Record<string, string> = {
  '0': 'bg-amber-50 text-amber-700',
  '1': 'bg-green-50 text-green-700',
  '2': 'bg-red-50 text-red-600',
};

export function VisitFormChanges({ model, state }: { model: Entry['model']; state: Entry['state'] }) {
  const changes = state.changes;
  const canAudit = state.form?.canAudit === true;
  if (changes === null) return <p className="text-slate-400">加载中…</p>;
  return (
    <div className="grid gap-3">
      {changes.length === 0 && <p className="text-sm text-slate-400">暂无数据修改申请</p>}
      <ul aria-label="数据修改申请列表" className="grid gap-3">
        {changes.map((c) => (
          <li key={c.id} className="rounded border border-slate-200 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className={`rounded px-2 py-0.5 text-xs ${LOOK[c.status] ?? ''}`}>
                {CHANGE_STATUS_NAMES[c.status] ?? '待审核'}
              </span>
              <span className="text-slate-700">申请人：{c.applicantName}</span>
              <span className="text-slate-500">{c.createTime}</span>
            </div>
            <table className="mt-2 w-full border-collapse text-left">
              <thead>
                <tr className="bg-slate-50 text-slate-500">
                  <th className="px-2 py-1 font-normal">字段</th>
                  <th className="px-2 py-1 font-normal">原值</th>
                  <th className="px-2 py-1 font-normal">新值</th>
                </tr>
              </thead>
              <tbody>
                {c.changes.map((item) => (
                  <tr key={item.field} className="border-t border-slate-100">
                    <td className="px-2 py-1">{item.fieldLabel}</td>
                    <td className="px-2 py-1 text-slate-500">{model.valueText(item.field, item.oldValue)}</td>
                    <td className="px-2 py-1 font-medium">{model.valueText(item.field, item.newValue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-2 text-slate-700">修改原因：{c.reason}</p>
            {c.status !== '0' && (
              <p className="mt-1 text-slate-700">
                审核：{c.auditorName ?? '—'}（{c.auditTime}）{c.auditReason ? `，${c.auditReason}` : ''}
              </p>
            )}
            {c.status === '0' && canAudit && !c.mine && (
              <div className="mt-2 flex gap-2">
                <Button variant="primary" size="small" onClick={() => model.startAudit(c, true)}>
                  通过
                </Button>
                <Button variant="danger" size="small" onClick={() => model.startAudit(c, false)}>
                  驳回
                </Button>
              </div>
            )}
            {c.status === '0' && !(canAudit && !c.mine) && (
              <p className="mt-1 text-xs text-slate-400">待项目负责人或数据管理员审核</p>
            )}
          </li>
        ))}
      </ul>
      <AuditDialog model={model} state={state} />
    </div>
  );
}

function AuditDialog({ model, state }: { model: Entry['model']; state: Entry['state'] }) {
  const auditing = state.auditing;
  const verb = auditing?.approve ? '通过' : '驳回';
  return (
    <Dialog
      open={auditing !== null}
      onOpenChange={(open) => !open && model.cancelAudit()}
      title={`${verb}数据修改申请`}
      width={480}
      footer={
        <>
          <Button onClick={() => model.cancelAudit()}>取消</Button>
          <Button
            variant={auditing?.approve ? 'primary' : 'danger'}
            loading={state.busy}
            onClick={() => void model.audit()}
          >
            确定{verb}
          </Button>
        </>
      }
    >
      <label htmlFor="visit-audit-reason" className="mb-1 block text-sm text-slate-700">
        <span className="mr-0.5 text-red-500">*</span>审核意见
      </label>
      <textarea
        id="visit-audit-reason"
        rows={3}
        maxLength={500}
        value={auditing?.reason ?? ''}
        onChange={(e) => model.setAuditReason(e.target.value)}
        className="w-full rounded border border-slate-300 px-2 py-1 text-sm"
        placeholder={auditing?.approve ? '如：已核对原始病历' : '请填写驳回原因'}
      />
      {auditing?.error && (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {auditing.error}
        </p>
      )}
    </Dialog>
  );
}
