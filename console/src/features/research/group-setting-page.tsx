// /medicalRecords/groupSetting (shell-spec 2.3): the current project's settings as stored with its detail.
import { projectRoleName, useModelState } from '@clinic/hooks';
import { useShell } from '../../app/shell-context';

export function GroupSettingPage() {
  const { projectSelection } = useShell();
  const { current } = useModelState(projectSelection);
  if (!current) return <p className="rounded bg-white p-6 text-slate-500">请先在左侧“项目”中选择一个项目</p>;
  const rows: [string, unknown][] = [
    ['项目名称', current.projectName],
    ['项目简称', current.codeName],
    ['开始时间', current.startTime],
    ['结束时间', current.endTime],
    ['目标例数', current.targetQuantity],
    ['我的角色', projectRoleName(current.role)],
  ];
  return (
    <section aria-label="项目设置" className="rounded bg-white p-4">
      <h2 className="mb-3 text-base font-medium text-slate-900">项目设置</h2>
      <dl className="grid max-w-xl grid-cols-[96px_1fr] gap-x-3 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-slate-800">
              {value === null || value === undefined || value === '' ? '—' : String(value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
