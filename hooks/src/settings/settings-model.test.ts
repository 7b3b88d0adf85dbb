import { describe, expect, it } from 'vitest';
import { createSettingsModel, defaultSettings, isHeaderHidden, type SettingsStorage } from './index.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  const storage: SettingsStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
  return { storage, map };
}

describe('defaults (shell-spec 4.6)', () => {
  it('are #1890FF, side menu, fixed width, multi-page on, light theme', () => {
    expect(defaultSettings()).toEqual({
      theme: 'light',
      primaryColor: '#1890FF',
      layout: 'side',
      contentWidth: 'fixed',
      fixedHeader: false,
      autoHideHeader: false,
      fixedSidebar: false,
      colorWeak: false,
      multiPage: true,
    });
  });
  it('use the dark theme in the dynamic-form variant', () => {
    expect(defaultSettings({ dynamicForm: true }).theme).toBe('dark');
    expect(createSettingsModel({ storage: null, dynamicForm: true }).getSnapshot().theme).toBe('dark');
  });
});

describe('SettingsModel', () => {
  it('persists every option and reads them back in a new model', () => {
    const { storage } = memoryStorage();
    const model = createSettingsModel({ storage });
    expect(model.set('theme', 'dark')).toBe(true);
    expect(model.set('primaryColor', '#F5222D')).toBe(true);
    expect(model.set('layout', 'top')).toBe(true);
    expect(model.set('contentWidth', 'fluid')).toBe(true);
    expect(model.set('fixedHeader', true)).toBe(true);
    expect(model.set('autoHideHeader', true)).toBe(true);
    expect(model.set('colorWeak', true)).toBe(true);
    expect(model.set('multiPage', false)).toBe(true);
    model.setSidebarOpen(false);
    const again = createSettingsModel({ storage }).getSnapshot();
    expect(again).toEqual({
      theme: 'dark',
      primaryColor: '#F5222D',
      layout: 'top',
      contentWidth: 'fluid',
      fixedHeader: true,
      autoHideHeader: true,
      fixedSidebar: false,
      colorWeak: true,
      multiPage: false,
      sidebarOpen: false,
    });
  });
  it('allows fluid width only in top-menu mode, and back to side resets it', () => {
    const model = createSettingsModel({ storage: null });
    expect(model.set('contentWidth', 'fluid')).toBe(false);
    model.set('layout', 'top');
    model.set('contentWidth', 'fluid');
    model.set('layout', 'side');
    expect(model.getSnapshot().contentWidth).toBe('fixed');
  });
  it('auto-hide needs a fixed header; unfixing the header turns it off', () => {
    const model = createSettingsModel({ storage: null });
    expect(model.set('autoHideHeader', true)).toBe(false);
    model.set('fixedHeader', true);
    model.set('autoHideHeader', true);
    model.set('fixedHeader', false);
    expect(model.getSnapshot()).toMatchObject({ fixedHeader: false, autoHideHeader: false });
  });
  it('fixes the sidebar only in side mode', () => {
    const model = createSettingsModel({ storage: null });
    expect(model.set('fixedSidebar', true)).toBe(true);
    model.set('layout', 'top');
    expect(model.getSnapshot().fixedSidebar).toBe(false);
    expect(model.set('fixedSidebar', true)).toBe(false);
  });
  it('rejects bad values and ignores unreadable stored data', () => {
    const { storage } = memoryStorage({
      DEFAULT_THEME: '"purple"',
      DEFAULT_COLOR: 'not json',
      DEFAULT_MULTI_PAGE: 'false',
      DEFAULT_CONTENT_WIDTH_TYPE: '"fluid"',
      SIDEBAR_TYPE: '"yes"',
    });
    const model = createSettingsModel({ storage });
    expect(model.getSnapshot()).toMatchObject({
      theme: 'light',
      primaryColor: '#1890FF',
      multiPage: false,
      contentWidth: 'fixed',
      sidebarOpen: true,
    });
    expect(model.set('primaryColor', 'red; background:url(x)' as string)).toBe(false);
    expect(model.set('theme', 'purple' as 'dark')).toBe(false);
  });
  it('toggles and persists the sidebar, and reset forgets everything', () => {
    const { storage, map } = memoryStorage();
    const model = createSettingsModel({ storage });
    model.toggleSidebar();
    expect(map.get('SIDEBAR_TYPE')).toBe('false');
    model.set('theme', 'dark');
    model.reset();
    expect(map.size).toBe(0);
    expect(model.getSnapshot()).toMatchObject({ theme: 'light', sidebarOpen: true });
  });
  it('keeps working when storage throws', () => {
    const storage: SettingsStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const model = createSettingsModel({ storage });
    expect(model.set('theme', 'dark')).toBe(true);
    expect(model.getSnapshot().theme).toBe('dark');
  });
});

describe('isHeaderHidden (shell-spec 4.6)', () => {
  const on = { fixedHeader: true, autoHideHeader: true };
  it('hides past 100 px when auto-hide is on', () => {
    expect(isHeaderHidden(100, on)).toBe(false);
    expect(isHeaderHidden(101, on)).toBe(true);
  });
  it('never hides without auto-hide or without a fixed header', () => {
    expect(isHeaderHidden(500, { fixedHeader: true, autoHideHeader: false })).toBe(false);
    expect(isHeaderHidden(500, { fixedHeader: false, autoHideHeader: true })).toBe(false);
  });
});
