// The name prompt of "save query": refuses an empty name (保存名称不能为空) through the saved-query model.
import type { FormEvent } from 'react';
import { t } from '@clinic/hooks';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Input } from '../../ui/input';

export interface SaveNameDialogProps {
  open: boolean;
  name: string;
  onName: (name: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

export function SaveNameDialog({ open, name, onName, onSubmit, onCancel }: SaveNameDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={t('savedQuery.namePrompt')}
      width={420}
      footer={
        <>
          <Button onClick={onCancel}>取消</Button>
          <Button variant="primary" type="submit" form="super-query-save-name">
            确定
          </Button>
        </>
      }
    >
      <form id="super-query-save-name" onSubmit={submit}>
        <label htmlFor="super-query-name" className="mb-1.5 block text-sm text-slate-700">
          保存名称
        </label>
        <Input
          id="super-query-name"
          autoFocus
          value={name}
          maxLength={50}
          onChange={(e) => onName(e.target.value)}
        />
      </form>
    </Dialog>
  );
}
