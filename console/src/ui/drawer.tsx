// Side drawer (Radix Dialog sliding from an edge): the mobile menu (200px) and the settings drawer (300px).
import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { returnFocus } from './return-focus';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side?: 'left' | 'right';
  width: number;
  /** Shown in a title bar; `srTitle` names a drawer without one. */
  title?: ReactNode;
  srTitle?: string;
  className?: string;
  children: ReactNode;
}

export function Drawer({
  open,
  onOpenChange,
  side = 'right',
  width,
  title,
  srTitle,
  className = '',
  children,
}: DrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <RadixDialog.Content
          aria-describedby={undefined}
          {...returnFocus}
          style={{ width: `${width}px` }}
          className={`fixed top-0 bottom-0 z-50 flex max-w-full flex-col shadow-2xl focus:outline-none ${
            side === 'left' ? 'left-0' : 'right-0'
          } ${className || 'bg-white'}`}
        >
          {title ? (
            <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3.5">
              <RadixDialog.Title className="text-base font-medium text-slate-900">{title}</RadixDialog.Title>
              <RadixDialog.Close
                aria-label="关闭"
                className="flex h-6 w-6 items-center justify-center rounded text-lg leading-none text-slate-500 hover:bg-slate-100"
              >
                ×
              </RadixDialog.Close>
            </div>
          ) : (
            <RadixDialog.Title className="sr-only">{srTitle ?? ''}</RadixDialog.Title>
          )}
          <div className="min-h-0 flex-1 overflow-auto">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
