// 稽查轨迹 of a visit form: every value change (时间, 操作人, 操作, 字段, 原值, 新值, 原因, 审核人), and one field's
// history in a dialog opened from the icon beside it.
import { AUDIT_ACTION_NAMES, type useVisitFormEntry, type VisitFormAudit } from '@clinic/hooks';
import { Dialog } from '../../ui/dialog';

type Entry = ReturnType<typeof useVisitFormEntry>;

function TrailTable({
  model,
  rows,
  label,
  showField,
}: {
  model: Entry['model'];
  rows: readonly VisitFormAudit[];
  label: string;
  showField: boolean;
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-400">暂无记录</p>;
  const cell = 'px-2 py-1.5 align-top';
  return (
    <div className="overflow-x-auto rounded border border-slate-200">
      <table aria-label={label} className="w-full min-w-[640px] border-collapse text-left text-sm">
        <thead>
          <tr className="bg-slate-50 whitespace-nowrap text-slate-500">
            <th className={`${cell} font-normal`}>时间</th>
            <th className={`${cell} font-normal`}>操作人</th>
            <th className={`${cell} font-normal`}>操作</th>
            {showField && <th className={`${cell} font-normal`}>字段</th>}
            <th className={`${cell} font-normal`}>原值</th>
            <th className={`${cell} font-normal`}>新值</th>
            <th className={`${cell} font-normal`}>原因</th>
            <th className={`${cell} font-normal`}>审核人</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t border-slate-100">
              <td className={`${cell} whitespace-nowrap text-slate-500`}>{r.createTime}</td>
              <td className={`${cell} whitespace-nowrap`}>{r.userName}</td>
              <td className={`${cell} whitespace-nowrap`}>{AUDIT_ACTION_NAMES[r.action] ?? '修改'}</td>
              {showField && <td className={cell}>{r.fieldLabel}</td>}
              <td className={`${cell} text-slate-500`}>{model.valueText(r.field, r.oldValue)}</td>
              <td className={cell}>{model.valueText(r.field, r.newValue)}</td>
              <td className={cell}>{r.reason ?? ''}</td>
              <td className={`${cell} whitespace-nowrap`}>{r.auditorName ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function VisitFormTrail({ model, rows }: { model: Entry['model']; rows: VisitFormAudit[] | null }) {
  if (rows === null) return <p className="text-slate-400">加载中…</p>;
  return <TrailTable model={model} rows={rows} label="稽查轨迹" showField />;
}

export function FieldTrailDialog({ model, state }: { model: Entry['model']; state: Entry['state'] }) {
  const trail = state.fieldTrail;
  return (
    <Dialog
      open={trail !== null}
      onOpenChange={(open) => !open && model.closeFieldTrail()}
      title={`修改记录 · ${trail?.label ?? ''}`}
      width={760}
    >
      {trail?.rows === null ? (
        <p className="text-slate-400">加载中…</p>
      ) : (
        <TrailTable
          model={model}
          rows={trail?.rows ?? []}
          label={`${trail?.label ?? ''}的修改记录`}
          showField={false}
        />
      )}
    </Dialog>
  );
}
