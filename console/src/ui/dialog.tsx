// Modal dialog (Radix Dialog) with an Ant-Design-like frame: title bar, body, footer; width in px or a CSS length.
import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { returnFocus } from './return-focus';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  width?: number | string;
  children: ReactNode;
  footer?: ReactNode;
  /** Accessible description; hidden visually when given as text only for screen readers. */
  description?: string;
  /** Escape pressed inside the dialog; `preventDefault()` keeps it open (an editable grid cancelling a cell). */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  width = 520,
  children,
  footer,
  description,
  onEscapeKeyDown,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        {/* Every floating layer shares z-50, so portal order stacks them: a dialog opened from a popover dims it too. */}
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <RadixDialog.Content
          style={{ width: typeof width === 'number' ? `${width}px` : width }}
          className="fixed top-24 left-1/2 z-50 flex max-h-[calc(100vh-8rem)] max-w-[calc(100vw-32px)] -translate-x-1/2 flex-col rounded-lg bg-white shadow-2xl focus:outline-none"
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(onEscapeKeyDown ? { onEscapeKeyDown } : {})}
          {...returnFocus}
        >
          {/* Title and footer stay in view; a long body scrolls between them. */}
          <div className="flex shrink-0 items-center justify-between border-b border-slate-200 px-6 py-4">
            <RadixDialog.Title className="text-base font-medium text-slate-900">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="关闭"
              className="flex h-6 w-6 items-center justify-center rounded text-lg leading-none text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              ×
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>
          )}
          <div className="min-h-0 flex-1 overflow-auto px-6 py-5">{children}</div>
          {footer && (
            <div className="flex shrink-0 justify-end gap-2 border-t border-slate-200 px-4 py-2.5">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
