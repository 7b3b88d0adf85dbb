// Popover (Radix) with a white panel; `width` in px (the notice popover is 300).
import type { ReactNode } from 'react';
import * as Radix from '@radix-ui/react-popover';

export interface PopoverProps {
  trigger: ReactNode;
  children: ReactNode;
  width?: number;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  label?: string;
  /**
   * Opened by hovering, not by a click or a key: focus stays where it was, and focus moving elsewhere on the page
   * (a page finishing its load) does not close it; a click outside or Escape still does.
   */
  passive?: boolean;
  /** Where the focus goes on opening (call preventDefault and focus it); the first focusable element otherwise. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Where the focus goes on closing (call preventDefault and focus it); the trigger otherwise, a moment later. */
  onCloseAutoFocus?: (event: Event) => void;
}

export function Popover({
  trigger,
  children,
  width,
  open,
  onOpenChange,
  align = 'center',
  side = 'bottom',
  label,
  passive = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: PopoverProps) {
  return (
    <Radix.Root {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      <Radix.Trigger asChild>{trigger}</Radix.Trigger>
      <Radix.Portal>
        <Radix.Content
          align={align}
          side={side}
          sideOffset={8}
          aria-label={label}
          {...(passive
            ? {
                onOpenAutoFocus: (event: Event) => event.preventDefault(),
                onFocusOutside: (event: Event) => event.preventDefault(),
              }
            : onOpenAutoFocus
              ? { onOpenAutoFocus }
              : {})}
          {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
          style={width ? { width: `${width}px` } : undefined}
          className="z-50 rounded-md bg-white p-3 text-sm shadow-lg ring-1 ring-slate-200 focus:outline-none"
        >
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
