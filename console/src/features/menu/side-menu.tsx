// The sidebar menu tree (shell-spec 2.8): submenus with accordion, selected key from the route, count badges.
import {
  badgeCount,
  useMenu,
  useMenuBadges,
  type MenuBadgesModel,
  type MenuItem,
  type MenuModel,
} from '@clinic/hooks';
import { useShell } from '../../app/shell-context';
import { Icon } from '../../ui/icon';
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
  if (count <= 0) return null;
  return (
    <span className="ml-auto min-w-5 rounded-full bg-red-600 px-1.5 text-center text-[11px] leading-5 font-medium text-white">
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function SideMenu({ model, badges, theme, collapsed, onNavigate }: SideMenuProps) {
  const { router } = useShell();
  const { items, selectedKeys, openKeys } = useMenu(model);
  const counts = useMenuBadges(badges, model);
  const dark = theme === 'dark';

  const toggle = (key: string) =>
    model.setOpenKeys(openKeys.includes(key) ? openKeys.filter((k) => k !== key) : [...openKeys, key]);

  const renderItems = (list: readonly MenuItem[], depth: number) =>
    list.map((item) => {
      const indent = collapsed ? 0 : 24 + depth * 24;
      const count = badgeCount(item, counts);
      const rowBase = `flex h-10 w-full items-center gap-2.5 pr-4 text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-primary ${
        collapsed ? 'justify-center' : ''
      }`;
      if (item.children) {
        const open = openKeys.includes(item.key);
        const childSelected = selectedKeys.some((k) => k.startsWith(`${item.key}/`));
        return (
          <li key={item.key}>
            <button
              type="button"
              aria-expanded={open}
              title={collapsed ? item.title : undefined}
              onClick={() => toggle(item.key)}
              style={{ paddingLeft: collapsed ? 0 : indent }}
              className={`${rowBase} ${
                dark
                  ? `text-white/75 hover:text-white ${childSelected ? 'text-white' : ''}`
                  : `text-slate-700 hover:text-primary ${childSelected ? 'text-primary-strong' : ''}`
              }`}
            >
              <Icon name={item.icon} className="shrink-0" />
              {!collapsed && <span className="truncate">{item.title}</span>}
              {!collapsed && <Badge count={count} />}
              {!collapsed && (
                <Icon
                  name="down"
                  size={12}
                  className={`shrink-0 transition-transform ${count > 0 ? '' : 'ml-auto'} ${open ? 'rotate-180' : ''}`}
                />
              )}
            </button>
            {open && !collapsed && (
              <ul role="group" className={dark ? 'bg-black/25' : ''}>
                {renderItems(item.children, depth + 1)}
              </ul>
            )}
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
            <Icon name={item.icon} className="shrink-0" />
            {!collapsed && <span className="truncate">{item.title}</span>}
            {!collapsed && <Badge count={count} />}
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
