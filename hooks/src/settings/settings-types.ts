// Layout settings of the settings drawer (shell-spec 2.11, 4.6).

export type MenuTheme = 'dark' | 'light';
export type LayoutMode = 'side' | 'top';
export type ContentWidth = 'fixed' | 'fluid';

export interface LayoutSettings {
  theme: MenuTheme;
  primaryColor: string;
  layout: LayoutMode;
  /** 'fluid' only in top-menu mode. */
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  /** Hide the header on scroll; needs a fixed header. */
  autoHideHeader: boolean;
  /** Side-menu mode only. */
  fixedSidebar: boolean;
  colorWeak: boolean;
  multiPage: boolean;
}

/** The subset of the Storage API the settings persist to (localStorage in browsers). */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
