// Right-click menu (Radix ContextMenu) over any element.
import type { ReactNode } from 'react';
import * as Radix from '@radix-ui/react-context-menu';

export interface ContextMenuItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
}

export function ContextMenu({ items, children }: { items: readonly ContextMenuItem[]; children: ReactNode }) {
  return (
    <Radix.Root modal={false}>
      <Radix.Trigger asChild>{children}</Radix.Trigger>
      <Radix.Portal>
        <Radix.Content className="z-50 min-w-28 rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200">
          {items.map((item) => (
            <Radix.Item
              key={item.key}
              disabled={item.disabled ?? false}
              onSelect={item.onSelect}
              className="cursor-pointer px-3 py-1.5 text-slate-700 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-300 data-[highlighted]:bg-primary-soft"
            >
              {item.label}
            </Radix.Item>
          ))}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
