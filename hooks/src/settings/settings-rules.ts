// The rules tying settings together, value checks for stored data, and the header auto-hide rule.
import { HEADER_HIDE_THRESHOLD_PX } from './settings-defaults.js';
import type { LayoutSettings } from './settings-types.js';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

type Check = (value: unknown) => boolean;
const isBool: Check = (v) => typeof v === 'boolean';
const oneOf =
  (...allowed: string[]): Check =>
  (v) =>
    typeof v === 'string' && allowed.includes(v);

export const SETTING_CHECKS: Readonly<Record<keyof LayoutSettings, Check>> = {
  theme: oneOf('dark', 'light'),
  primaryColor: (v) => typeof v === 'string' && HEX_COLOR.test(v),
  layout: oneOf('side', 'top'),
  contentWidth: oneOf('fixed', 'fluid'),
  fixedHeader: isBool,
  autoHideHeader: isBool,
  fixedSidebar: isBool,
  colorWeak: isBool,
  multiPage: isBool,
};

/** Makes a combination consistent: fluid only in top mode, auto-hide needs a fixed header, fixed sidebar only in side mode. */
export function normalizeSettings(settings: LayoutSettings): LayoutSettings {
  const next = { ...settings };
  if (next.layout !== 'top') next.contentWidth = 'fixed';
  if (next.layout === 'top') next.fixedSidebar = false;
  if (!next.fixedHeader) next.autoHideHeader = false;
  return next;
}

/** Whether the header is hidden at this scroll position: auto-hide on a fixed header, past 100 px. */
export function isHeaderHidden(
  scrollTop: number,
  settings: Pick<LayoutSettings, 'fixedHeader' | 'autoHideHeader'>,
): boolean {
  return settings.fixedHeader && settings.autoHideHeader && scrollTop > HEADER_HIDE_THRESHOLD_PX;
}
