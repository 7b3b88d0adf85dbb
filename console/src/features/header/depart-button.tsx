// The header's department switch: shows the current department and opens the 部门切换 dialog.
import { useEffect, useState } from 'react';
import { useModelState } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { useShell } from '../../app/shell-context';
import { Icon } from '../../ui/icon';
import { DepartDialog } from '../depart/depart-dialog';

export function DepartButton({ compact }: { compact: boolean }) {
  const { session } = useClinic();
  const { depart } = useShell();
  const { userInfo } = useModelState(session);
  const { departs, status } = useModelState(depart);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (status === 'idle') void depart.load();
  }, [depart, status]);

  const code = typeof userInfo?.orgCode === 'string' ? userInfo.orgCode : null;
  const name = departs.find((d) => d.deptCode === code)?.departName ?? '';

  return (
    <>
      <button
        type="button"
        aria-label={name ? `当前部门 ${name}，切换部门` : '切换部门'}
        onClick={() => setOpen(true)}
        className="flex h-10 items-center gap-1.5 rounded px-2 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Icon name="apartment" />
        {!compact && <span data-testid="current-depart">{name || '切换部门'}</span>}
      </button>
      <DepartDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
