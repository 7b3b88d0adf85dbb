// A controlled confirmation (Radix AlertDialog with the console's look) for deletes and overwrites.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { ConfirmDialogContent } from './confirm-dialog-content';

export interface ConfirmActionProps {
  open: boolean;
  title: string;
  text: string;
  busy?: boolean;
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
}

export function ConfirmAction({ open, title, text, busy = false, onConfirm, onCancel }: ConfirmActionProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <ConfirmDialogContent
        title={title}
        description={text}
        confirmText="确定"
        cancelText="取消"
        busy={busy}
        onConfirm={onConfirm}
      />
    </AlertDialog.Root>
  );
}
