// The multi-tab strip (shell-spec 2.7): click to switch, × to close, right-click for 刷新/关闭左侧/关闭右侧/关闭其他;
// the keyboard moves between tabs with the arrows (one Tab stop), opens one with Enter and closes it with Delete.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { showsTabStrip, useModelState, useTabs, type TabsModel } from '@clinic/hooks';
import { useShell } from '../../app/shell-context';
import { ContextMenu } from '../../ui/context-menu';
import { Icon } from '../../ui/icon';
import { toast } from '../../ui/toast';

/** shell-spec 9: the tab bar is 35px high. */
export const TAB_BAR_HEIGHT = 35;

/** Arrow keys, Home and End move focus along the strip without opening the tab. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowRight: (i, n) => (i + 1) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const move = MOVES[event.key];
  const strip = event.currentTarget.closest('[role=tablist]');
  if (!move || !strip) return;
  event.preventDefault();
  const all = [...strip.querySelectorAll<HTMLElement>('[role=tab]')];
  all[move(all.indexOf(event.currentTarget), all.length)]?.focus();
}

/** Room kept beside a tab scrolled into view (the strip's own padding). */
const SCROLL_MARGIN = 12;

/** How far the strip scrolls sideways so the tab shows whole: none when it already does. */
function sideScroll(box: DOMRect, tab: DOMRect): number {
  if (tab.left < box.left + SCROLL_MARGIN) return tab.left - box.left - SCROLL_MARGIN;
  if (tab.right > box.right - SCROLL_MARGIN) return tab.right - box.right + SCROLL_MARGIN;
  return 0;
}

export function TabStrip({ model }: { model: TabsModel }) {
  const { router, layout } = useShell();
  const { device } = useModelState(layout);
  const onWarning = useCallback((text: string) => void toast.warning(text), []);
  const tabs = useTabs(model, { router, onWarning });
  // The tab the keyboard is on holds the strip's one Tab stop; otherwise the active tab does.
  const [focused, setFocused] = useState<string | null>(null);
  // The page opened is in view even when the strip scrolls sideways (a link opened from far right of it).
  const strip = useRef<HTMLDivElement>(null);
  const { activeKey } = tabs;
  // A page that names its tab once loaded (健康档案-张三) widens it: it is brought into view again.
  const activeTitle = tabs.tabs.find((tab) => tab.fullPath === activeKey)?.meta.title;
  useEffect(() => {
    const box = strip.current;
    const active = [...(box?.querySelectorAll<HTMLElement>('[role=tab]') ?? [])].find(
      (tab) => tab.dataset.key === activeKey,
    );
    // The strip is scrolled itself: scrollIntoView would also move where the next Tab key starts from.
    if (box && active)
      box.scrollLeft += sideScroll(box.getBoundingClientRect(), active.getBoundingClientRect());
  }, [activeKey, activeTitle]);
  if (!showsTabStrip({ device, multiTab: tabs.multiTab })) return null;
  const stop = tabs.tabs.some((tab) => tab.fullPath === focused) ? focused : tabs.activeKey;

  return (
    <div
      ref={strip}
      role="tablist"
      aria-label="已打开的页面"
      style={{ height: TAB_BAR_HEIGHT }}
      className="flex shrink-0 items-end gap-1 overflow-x-auto border-b border-slate-200 bg-white px-3"
    >
      {tabs.tabs.map((tab) => {
        const active = tab.fullPath === tabs.activeKey;
        const title = String(tab.meta.title ?? tab.path);
        return (
          <ContextMenu
            key={tab.fullPath}
            items={[
              { key: 'refresh', label: '刷新', onSelect: () => tabs.refresh(tab.fullPath) },
              { key: 'left', label: '关闭左侧', onSelect: () => tabs.closeLeft(tab.fullPath) },
              { key: 'right', label: '关闭右侧', onSelect: () => tabs.closeRight(tab.fullPath) },
              { key: 'others', label: '关闭其他', onSelect: () => tabs.closeOthers(tab.fullPath) },
            ]}
          >
            <div
              role="tab"
              aria-selected={active}
              data-key={tab.fullPath}
              tabIndex={tab.fullPath === stop ? 0 : -1}
              onClick={() => tabs.select(tab.fullPath)}
              onFocus={() => setFocused(tab.fullPath)}
              onBlur={() => setFocused(null)}
              aria-keyshortcuts="Delete"
              onKeyDown={(event) => {
                if (event.key === 'Enter') tabs.select(tab.fullPath);
                if (event.key === 'Delete') tabs.close(tab.fullPath);
                moveFocus(event);
              }}
              className={`group flex h-[30px] shrink-0 cursor-pointer items-center gap-1.5 rounded-t border border-b-0 px-3 text-[13px] select-none ${
                active
                  ? 'border-slate-200 bg-primary-soft font-medium text-primary-deep'
                  : 'border-transparent bg-slate-50 text-slate-600 hover:text-primary'
              }`}
            >
              <span title={title} className="max-w-40 truncate">
                {title}
              </span>
              {/* Not a nested button (a tab may not hold one): the mouse uses ×, the keyboard Delete. */}
              <span
                aria-hidden
                data-close
                onClick={(event) => {
                  event.stopPropagation();
                  tabs.close(tab.fullPath);
                }}
                className="flex h-4 w-4 items-center justify-center rounded-full text-slate-500 hover:bg-slate-400 hover:text-white"
              >
                <Icon name="close" size={10} strokeWidth={2.5} />
              </span>
            </div>
          </ContextMenu>
        );
      })}
    </div>
  );
}
