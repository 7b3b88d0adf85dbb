// The sidebar menu tree (shell-spec 2.8): submenus with accordion, selected key from the route, count badges; collapsed
// (80 px) a submenu opens its children in a flyout and every icon carries its badge (a submenu's is its children's sum).
import {
  badgeCount,
  useModelState,
  useMenuBadges,
  type MenuBadgesModel,
  type MenuItem,
  type MenuModel,
} from '@clinic/hooks';
import { useShell } from '../../app/shell-context';
import { Icon } from '../../ui/icon';
import { CollapsedFlyout, CountBadge } from './collapsed-flyout';
import { openMenuItem } from './open-menu-item';

export interface SideMenuProps {
  model: MenuModel;
  badges: MenuBadgesModel;
  theme: 'dark' | 'light';
  collapsed: boolean;
  /** After a page was chosen (the mobile drawer closes). */
  onNavigate?: () => void;
}

function Badge({ count }: { count: number }) {
  return <CountBadge count={count} className="ml-auto" />;
}

/** The collapsed row's icon with its count in the corner; the title stays for screen readers and the tooltip. */
function CollapsedIcon({ item, count }: { item: MenuItem; count: number }) {
  return (
    <span className="relative flex">
      <Icon name={item.icon} className="shrink-0" />
      <span className="sr-only">{item.title}</span>
      <CountBadge count={count} className="absolute -top-2.5 left-2.5 min-w-4 px-1 text-[10px] leading-4" />
    </span>
  );
}

export function SideMenu({ model, badges, theme, collapsed, onNavigate }: SideMenuProps) {
  const { router } = useShell();
  const { items, selectedKeys, openKeys } = useModelState(model);
  const counts = useMenuBadges(badges, model);
  const dark = theme === 'dark';

  const toggle = (key: string) =>
    model.setOpenKeys(openKeys.includes(key) ? openKeys.filter((k) => k !== key) : [...openKeys, key]);

  const renderItems = (list: readonly MenuItem[], depth: number) =>
    list.map((item) => {
      const indent = collapsed ? 0 : 24 + depth * 24;
      const count = badgeCount(item, counts);
      const rowBase = `flex h-10 w-full items-center gap-2.5 text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-primary ${
        collapsed ? 'justify-center' : 'pr-4'
      }`;
      if (item.children) {
        const open = openKeys.includes(item.key);
        const childSelected = selectedKeys.some((k) => k.startsWith(`${item.key}/`));
        const button = (
          <button
            type="button"
            // Collapsed, the flyout's trigger owns aria-expanded and opening.
            {...(collapsed
              ? { title: item.title }
              : { 'aria-expanded': open, onClick: () => toggle(item.key) })}
            style={{ paddingLeft: collapsed ? 0 : indent }}
            className={`${rowBase} ${
              dark
                ? `text-white/75 hover:text-white ${childSelected ? 'text-white' : ''}`
                : `text-slate-700 hover:text-primary ${childSelected ? 'text-primary-strong' : ''}`
            }`}
          >
            {collapsed ? (
              <CollapsedIcon item={item} count={count} />
            ) : (
              <>
                <Icon name={item.icon} className="shrink-0" />
                <span className="truncate">{item.title}</span>
                <Badge count={count} />
                <Icon
                  name="down"
                  size={12}
                  className={`shrink-0 transition-transform ${count > 0 ? '' : 'ml-auto'} ${open ? 'rotate-180' : ''}`}
                />
              </>
            )}
          </button>
        );
        if (collapsed) {
          return (
            <li key={item.key}>
              <CollapsedFlyout
                item={{ ...item, children: item.children }}
                trigger={button}
                counts={counts}
                selectedKeys={selectedKeys}
                router={router}
                onNavigate={onNavigate}
              />
            </li>
          );
        }
        return (
          <li key={item.key}>
            {button}
            {open && <ul className={dark ? 'bg-black/25' : ''}>{renderItems(item.children, depth + 1)}</ul>}
          </li>
        );
      }
      const selected = selectedKeys.includes(item.key);
      return (
        <li key={item.key}>
          <a
            href={item.target === '_blank' && item.url ? item.url : item.path}
            target={item.target ?? undefined}
            rel={item.target ? 'noopener noreferrer' : undefined}
            aria-current={selected ? 'page' : undefined}
            title={collapsed ? item.title : undefined}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              openMenuItem(item, router);
              onNavigate?.();
            }}
            style={{ paddingLeft: collapsed ? 0 : indent }}
            className={`${rowBase} ${
              selected
                ? dark
                  ? 'bg-primary-strong text-white'
                  : 'border-r-3 border-primary bg-primary-soft text-primary-deep'
                : dark
                  ? 'text-white/75 hover:text-white'
                  : 'text-slate-700 hover:text-primary'
            }`}
          >
            {collapsed ? (
              <CollapsedIcon item={item} count={count} />
            ) : (
              <>
                <Icon name={item.icon} className="shrink-0" />
                <span className="truncate">{item.title}</span>
                <Badge count={count} />
              </>
            )}
          </a>
        </li>
      );
    });

  return (
    <nav aria-label="主菜单">
      <ul className="py-1">{renderItems(items, 0)}</ul>
    </nav>
  );
}
