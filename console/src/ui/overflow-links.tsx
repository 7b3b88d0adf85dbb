// A bar of in-app links that never clips one: the links that do not fit its width go, in order, under a 更多 menu
// (fitItems, the overflow rule of horizontal menus). Told not to fit (a phone's scrolling row), it shows them all.
import { useLayoutEffect, useRef, useState } from 'react';
import { fitItems } from '@clinic/hooks';
import { DropdownMenu } from './dropdown-menu';
import { AppLink } from './app-link';
import { Icon } from './icon';

export interface OverflowLink {
  key: string;
  label: string;
  href: string;
}

export interface OverflowLinksProps {
  links: readonly OverflowLink[];
  /** Each link's look; the measuring copies take it too, so they are as wide as the links. */
  linkClass: string;
  /** The bar's own classes: it must take its width from its parent (flex-1 min-w-0) where it should fit. */
  className?: string;
  /** The 更多 menu's name for assistive technology. */
  moreLabel?: string;
  /** false: every link shows (a phone's row that scrolls sideways instead). */
  fit?: boolean;
}

/** Gap between links (gap-1). */
const GAP = 4;

export function OverflowLinks({
  links,
  linkClass,
  className = '',
  moreLabel = '更多页面',
  fit = true,
}: OverflowLinksProps) {
  const bar = useRef<HTMLDivElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(links.length);

  useLayoutEffect(() => {
    const box = bar.current;
    const copies = measure.current;
    if (!box || !copies) return;
    const measureFit = () => {
      const widths = Array.from(copies.children).map((child) => (child as HTMLElement).offsetWidth + GAP);
      const more = widths.pop() ?? 0;
      // No layout (a test's DOM): every link shows. Each width carries the gap after it; the bar's last entry has
      // none, hence one gap more of room.
      const unmeasured = widths.every((w) => w === GAP);
      setShown(!fit || unmeasured ? links.length : fitItems(widths, box.clientWidth + GAP, more));
    };
    measureFit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measureFit);
    observer.observe(box);
    return () => observer.disconnect();
  }, [links, fit]);

  const hidden = links.slice(shown);
  return (
    <div ref={bar} className={`relative flex items-center gap-1 ${className}`}>
      {links.slice(0, shown).map((link) => (
        <AppLink key={link.key} href={link.href} className={`shrink-0 ${linkClass}`}>
          {link.label}
        </AppLink>
      ))}
      {hidden.length > 0 && (
        <DropdownMenu
          align="end"
          label={moreLabel}
          trigger={
            <button
              type="button"
              aria-label={moreLabel}
              className={`flex shrink-0 items-center gap-1 ${linkClass}`}
            >
              更多
              <Icon name="down" size={12} />
            </button>
          }
          items={hidden.map((link) => ({ type: 'link', key: link.key, label: link.label, href: link.href }))}
        />
      )}
      {/* Unseen copies of every link and of 更多, measured for the fit. */}
      <div
        ref={measure}
        aria-hidden
        className="pointer-events-none invisible absolute top-0 left-0 flex h-0 overflow-hidden whitespace-nowrap"
      >
        {links.map((link) => (
          <span key={link.key} className={`shrink-0 ${linkClass}`}>
            {link.label}
          </span>
        ))}
        <span className={`flex shrink-0 items-center gap-1 ${linkClass}`}>
          更多
          <Icon name="down" size={12} />
        </span>
      </div>
    </div>
  );
}
