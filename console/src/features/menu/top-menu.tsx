// Top-menu navigation mode: the first level of the menu as a bar, submenus as dropdowns.
import { useModelState, type MenuItem, type MenuModel } from '@clinic/hooks';
import { useShell } from '../../app/shell-context';
import { DropdownMenu } from '../../ui/dropdown-menu';
import { Icon } from '../../ui/icon';
import { openMenuItem } from './open-menu-item';

const leaves = (item: MenuItem): MenuItem[] => (item.children ? item.children.flatMap(leaves) : [item]);

export function TopMenu({ model }: { model: MenuModel }) {
  const { router } = useShell();
  const { items, selectedKeys } = useModelState(model);
  const itemClass = (active: boolean) =>
    `flex h-16 items-center gap-1.5 border-b-2 px-4 text-sm ${
      active ? 'border-primary text-primary-strong' : 'border-transparent text-slate-700 hover:text-primary'
    }`;
  return (
    <nav aria-label="主菜单" className="flex min-w-0 flex-1 items-center overflow-x-auto">
      {items.map((item) =>
        item.children ? (
          <DropdownMenu
            key={item.key}
            align="start"
            trigger={
              <button
                type="button"
                className={itemClass(leaves(item).some((l) => selectedKeys.includes(l.key)))}
              >
                <Icon name={item.icon} />
                {item.title}
                <Icon name="down" size={12} />
              </button>
            }
            items={leaves(item).map((leaf) => ({
              key: leaf.key,
              label: leaf.title,
              onSelect: () => openMenuItem(leaf, router),
            }))}
          />
        ) : (
          <button
            key={item.key}
            type="button"
            onClick={() => openMenuItem(item, router)}
            className={itemClass(selectedKeys.includes(item.key))}
          >
            <Icon name={item.icon} />
            {item.title}
          </button>
        ),
      )}
    </nav>
  );
}
