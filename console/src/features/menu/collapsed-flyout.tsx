// The collapsed sidebar's submenus (shell-spec 2.8, 80 px): a Radix menu beside the icon lists the children (click,
// Enter, Space or ArrowDown opens it; arrows move, Enter opens a page), deeper levels as nested flyouts, with badges.
import type { ReactNode } from 'react';
import * as Radix from '@radix-ui/react-dropdown-menu';
import { badgeCount, type BadgeCounts, type MenuItem, type RouterAdapter } from '@clinic/hooks';
import { Icon } from '../../ui/icon';
import { openMenuItem } from './open-menu-item';

const panel = 'z-50 min-w-44 rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200';
const row =
  'flex cursor-pointer items-center gap-2 px-3 py-2 text-slate-700 outline-none select-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-deep';

export function CountBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      className={`min-w-5 rounded-full bg-red-600 px-1.5 text-center text-[11px] leading-5 font-medium text-white ${className}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

interface FlyoutItemsProps {
  items: readonly MenuItem[];
  counts: BadgeCounts;
  selectedKeys: readonly string[];
  router: Pick<RouterAdapter, 'navigate'>;
  onNavigate?: (() => void) | undefined;
}

function FlyoutItems({ items, counts, selectedKeys, router, onNavigate }: FlyoutItemsProps): ReactNode {
  return items.map((item) => {
    const count = badgeCount(item, counts);
    const body = (
      <>
        <Icon name={item.icon} className="shrink-0 text-slate-500" />
        <span className="truncate">{item.title}</span>
        <CountBadge count={count} className="ml-auto" />
      </>
    );
    if (item.children) {
      return (
        <Radix.Sub key={item.key}>
          <Radix.SubTrigger className={row}>
            {body}
            <Icon name="right" size={12} className={count > 0 ? '' : 'ml-auto'} />
          </Radix.SubTrigger>
          <Radix.Portal>
            <Radix.SubContent sideOffset={2} className={panel}>
              <FlyoutItems
                items={item.children}
                counts={counts}
                selectedKeys={selectedKeys}
                router={router}
                onNavigate={onNavigate}
              />
            </Radix.SubContent>
          </Radix.Portal>
        </Radix.Sub>
      );
    }
    const selected = selectedKeys.includes(item.key);
    return (
      <Radix.Item
        key={item.key}
        aria-current={selected ? 'page' : undefined}
        onSelect={() => {
          openMenuItem(item, router);
          onNavigate?.();
        }}
        className={`${row} ${selected ? 'font-medium text-primary-deep' : ''}`}
      >
        {body}
      </Radix.Item>
    );
  });
}

export interface CollapsedFlyoutProps extends Omit<FlyoutItemsProps, 'items'> {
  item: MenuItem & { children: readonly MenuItem[] };
  trigger: ReactNode;
}

/** The trigger is the icon row itself; the menu is named after it (its title and badge). */
export function CollapsedFlyout({ item, trigger, ...rest }: CollapsedFlyoutProps) {
  return (
    <Radix.Root modal={false}>
      <Radix.Trigger asChild>{trigger}</Radix.Trigger>
      <Radix.Portal>
        <Radix.Content side="right" align="start" sideOffset={6} className={panel}>
          <Radix.Label className="border-b border-slate-100 px-3 pt-1 pb-2 text-xs font-medium text-slate-500">
            {item.title}
          </Radix.Label>
          <FlyoutItems items={item.children} {...rest} />
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
