// Tooltip (Radix) with a dark bubble; wraps one focusable child.
import type { ReactNode } from 'react';
import * as Radix from '@radix-ui/react-tooltip';

export function Tooltip({
  content,
  side = 'top',
  children,
}: {
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  children: ReactNode;
}) {
  return (
    <Radix.Provider delayDuration={300}>
      <Radix.Root>
        <Radix.Trigger asChild>{children}</Radix.Trigger>
        <Radix.Portal>
          <Radix.Content
            side={side}
            sideOffset={6}
            className="z-50 rounded bg-slate-800 px-2 py-1 text-xs text-white shadow"
          >
            {content}
            <Radix.Arrow className="fill-slate-800" />
          </Radix.Content>
        </Radix.Portal>
      </Radix.Root>
    </Radix.Provider>
  );
}
