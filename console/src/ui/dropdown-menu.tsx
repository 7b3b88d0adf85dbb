// Dropdown menu (Radix) with console styling: a trigger and a list of items, in-app links or separators.
import type { ReactNode } from 'react';
import * as Radix from '@radix-ui/react-dropdown-menu';
import { AppLink } from './app-link';

export type DropdownEntry =
  | { type?: 'item'; key: string; label: ReactNode; icon?: ReactNode; onSelect: () => void; danger?: boolean }
  | { type: 'link'; key: string; label: ReactNode; href: string }
  | { type: 'separator'; key: string };

const ITEM_CLASS =
  'flex cursor-pointer items-center gap-2 px-3 py-1.5 outline-none data-[highlighted]:bg-primary-soft';

export interface DropdownMenuProps {
  trigger: ReactNode;
  items: readonly DropdownEntry[];
  align?: 'start' | 'center' | 'end';
  label?: string;
}

export function DropdownMenu({ trigger, items, align = 'end', label }: DropdownMenuProps) {
  return (
    <Radix.Root modal={false}>
      <Radix.Trigger asChild>{trigger}</Radix.Trigger>
      <Radix.Portal>
        <Radix.Content
          align={align}
          sideOffset={6}
          aria-label={label}
          className="z-50 min-w-40 rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200"
        >
          {items.map((entry) =>
            entry.type === 'separator' ? (
              <Radix.Separator key={entry.key} className="my-1 h-px bg-slate-100" />
            ) : entry.type === 'link' ? (
              // A page opened from the menu is a link (new tab, copied address) that navigates in the app.
              <Radix.Item key={entry.key} asChild>
                <AppLink href={entry.href} className={`${ITEM_CLASS} text-slate-700`}>
                  {entry.label}
                </AppLink>
              </Radix.Item>
            ) : (
              <Radix.Item
                key={entry.key}
                onSelect={entry.onSelect}
                className={`${ITEM_CLASS} ${entry.danger ? 'text-red-600' : 'text-slate-700'}`}
              >
                {entry.icon && (
                  <span aria-hidden className="w-4 text-center text-slate-500">
                    {entry.icon}
                  </span>
                )}
                {entry.label}
              </Radix.Item>
            ),
          )}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
