// Device from the viewport width (shell-spec 2.6): at or below 1087.99px and 767.99px the layout is mobile.
import type { Device } from '../tabs/tab-rules.js';

export const TABLET_MAX_WIDTH = 1087.99;
export const MOBILE_MAX_WIDTH = 767.99;
export const MOBILE_DRAWER_WIDTH = 200;

/** 'xs' up to 767.99px, 'md' up to 1087.99px, 'lg' above: the two breakpoints the console listens to. */
export type ScreenSize = 'xs' | 'md' | 'lg';

export function screenFromWidth(width: number): ScreenSize {
  if (!Number.isFinite(width)) return 'lg';
  if (width <= MOBILE_MAX_WIDTH) return 'xs';
  if (width <= TABLET_MAX_WIDTH) return 'md';
  return 'lg';
}

/** Both narrow screens use the mobile layout (drawer menu, sidebar closed); the spec knows two devices. */
export function deviceFromWidth(width: number): Device {
  return screenFromWidth(width) === 'lg' ? 'desktop' : 'mobile';
}

/** Media queries matching the two breakpoints, for `matchMedia` listeners. */
export const BREAKPOINT_QUERIES = {
  xs: `(max-width: ${MOBILE_MAX_WIDTH}px)`,
  md: `(min-width: ${MOBILE_MAX_WIDTH + 0.01}px) and (max-width: ${TABLET_MAX_WIDTH}px)`,
} as const;
