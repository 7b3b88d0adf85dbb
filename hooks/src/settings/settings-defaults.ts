// Defaults of shell-spec 4.6 and the storage keys each setting persists under.
import type { LayoutSettings } from './settings-types.js';

export const DEFAULT_PRIMARY_COLOR = '#1890FF';
export const SETTINGS_DRAWER_WIDTH = 300;
export const HEADER_HIDE_THRESHOLD_PX = 100;

export interface SettingsVariant {
  /** The dynamic-form variant defaults to the dark menu theme. */
  dynamicForm?: boolean;
}

export function defaultSettings({ dynamicForm = false }: SettingsVariant = {}): LayoutSettings {
  return {
    theme: dynamicForm ? 'dark' : 'light',
    primaryColor: DEFAULT_PRIMARY_COLOR,
    layout: 'side',
    contentWidth: 'fixed',
    fixedHeader: false,
    autoHideHeader: false,
    fixedSidebar: false,
    colorWeak: false,
    multiPage: true,
  };
}

/** JeecgBoot's storage keys, so a console switching from the old front end keeps its settings. */
export const SETTINGS_KEYS: Readonly<Record<keyof LayoutSettings, string>> = {
  theme: 'DEFAULT_THEME',
  primaryColor: 'DEFAULT_COLOR',
  layout: 'DEFAULT_LAYOUT_MODE',
  contentWidth: 'DEFAULT_CONTENT_WIDTH_TYPE',
  fixedHeader: 'DEFAULT_FIXED_HEADER',
  autoHideHeader: 'DEFAULT_FIXED_HEADER_HIDDEN',
  fixedSidebar: 'DEFAULT_FIXED_SIDEMENU',
  colorWeak: 'DEFAULT_COLOR_WEAK',
  multiPage: 'DEFAULT_MULTI_PAGE',
};

export const SIDEBAR_KEY = 'SIDEBAR_TYPE';
