// Styled Radix AlertDialog body shared by every confirmation in the console.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { returnFocus } from './return-focus';

export interface ConfirmDialogContentProps {
  title: string;
  description: string;
  confirmText: string;
  /** Omit for a dialog that can only be confirmed. */
  cancelText?: string;
  busy?: boolean;
  onConfirm: () => void | Promise<void>;
}

export function ConfirmDialogContent({
  title,
  description,
  confirmText,
  cancelText,
  busy = false,
  onConfirm,
}: ConfirmDialogContentProps) {
  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
      <AlertDialog.Content
        {...returnFocus}
        className="fixed top-1/2 left-1/2 z-50 w-[92vw] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl focus:outline-none"
      >
        <AlertDialog.Title className="text-base font-semibold text-slate-900">{title}</AlertDialog.Title>
        <AlertDialog.Description className="mt-2 text-sm text-slate-600">
          {description}
        </AlertDialog.Description>
        <div className="mt-6 flex justify-end gap-3">
          {cancelText && (
            <AlertDialog.Cancel className="rounded-md px-4 py-1.5 text-sm text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50">
              {cancelText}
            </AlertDialog.Cancel>
          )}
          <AlertDialog.Action
            disabled={busy}
            onClick={(event) => {
              // Keep the dialog open until the async work has navigated away.
              event.preventDefault();
              void onConfirm();
            }}
            className="rounded-md bg-primary-strong px-4 py-1.5 text-sm font-medium text-white hover:bg-primary-deep disabled:opacity-60"
          >
            {confirmText}
          </AlertDialog.Action>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}
