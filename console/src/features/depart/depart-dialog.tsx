// 部门选择 / 部门切换 (shell-spec 2.12, 4.3): load the user's departments, require a choice, switch.
import { useEffect } from 'react';
import { DEPART_EMPTY_WARNING, DEPART_MODAL_WIDTH, useModelState } from '@clinic/hooks';
import { useShell } from '../../app/shell-context';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Icon } from '../../ui/icon';
import { Select } from '../../ui/select';
import { toast } from '../../ui/toast';
import { useNoticeToasts } from '../../ui/use-notice-toasts';

export function DepartDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { depart } = useShell();
  const snapshot = useModelState(depart);
  useNoticeToasts(depart);

  // Loaded once (the header asks at start); a reload while the user picks would put the current one back.
  const { status } = snapshot;
  useEffect(() => {
    if (open && (status === 'idle' || status === 'error')) void depart.load();
  }, [open, depart, status]);

  const submit = async () => {
    if (!(await depart.submit())) return;
    toast.success('部门切换成功');
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={snapshot.title}
      width={DEPART_MODAL_WIDTH}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>取消</Button>
          <Button
            variant="primary"
            loading={snapshot.submitting}
            disabled={snapshot.status === 'empty'}
            onClick={() => void submit()}
          >
            确定
          </Button>
        </>
      }
    >
      {snapshot.status === 'loading' && <p className="text-sm text-slate-500">加载中…</p>}
      {snapshot.status === 'empty' && (
        <div className="flex flex-col items-center gap-2 py-6 text-sm text-slate-500">
          <Icon name="apartment" size={28} className="text-slate-300" />
          <p>{DEPART_EMPTY_WARNING}</p>
          <p className="text-xs text-slate-400">请联系管理员为您分配部门</p>
        </div>
      )}
      {snapshot.error && (
        <p role="alert" className="mb-3 text-sm text-red-600">
          {snapshot.error}
        </p>
      )}
      {snapshot.departs.length > 0 && (
        <Select
          label="部门"
          placeholder="请选择部门"
          invalid={snapshot.invalid}
          disabled={snapshot.status === 'loading' || snapshot.submitting}
          value={snapshot.selected ?? ''}
          onChange={(value) => depart.choose(value)}
          options={snapshot.departs.map((d) => ({ value: d.deptCode, label: d.departName }))}
        />
      )}
    </Dialog>
  );
}
