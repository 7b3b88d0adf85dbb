// Public surface of the layout settings (shell-spec 2.11, 4.6).
export type {
  ContentWidth,
  LayoutMode,
  LayoutSettings,
  MenuTheme,
  SettingsStorage,
} from './settings-types.js';
export {
  DEFAULT_PRIMARY_COLOR,
  HEADER_HIDE_THRESHOLD_PX,
  SETTINGS_DRAWER_WIDTH,
  SETTINGS_KEYS,
  SIDEBAR_KEY,
  defaultSettings,
  type SettingsVariant,
} from './settings-defaults.js';
export {
  ADMINISTRATOR_PERMISSION,
  settingsDrawerAllowed,
  type SettingsAccessInput,
} from './settings-access.js';
export { SETTING_CHECKS, isHeaderHidden, normalizeSettings } from './settings-rules.js';
export {
  createSettingsModel,
  type SettingsModel,
  type SettingsModelOptions,
  type SettingsSnapshot,
} from './settings-model.js';
export { THEME_COMPILING, THEME_FAILED, applyThemeColor, type ThemeFeedback } from './apply-theme-color.js';
