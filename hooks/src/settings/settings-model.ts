// The settings drawer's state: each option persisted to an injected storage, the sidebar's open state beside it.
import { createObservableStore } from '../core/observable-store.js';
import { SETTINGS_KEYS, SIDEBAR_KEY, defaultSettings, type SettingsVariant } from './settings-defaults.js';
import { SETTING_CHECKS, normalizeSettings } from './settings-rules.js';
import type { LayoutSettings, SettingsStorage } from './settings-types.js';

export interface SettingsSnapshot extends LayoutSettings {
  sidebarOpen: boolean;
}

export interface SettingsModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SettingsSnapshot;
  /** Sets one option; an invalid value is ignored and answers false. Dependent options follow the rules. */
  set<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]): boolean;
  setSidebarOpen(open: boolean): void;
  toggleSidebar(): void;
  /** Back to the defaults, forgetting stored values. */
  reset(): void;
}

export interface SettingsModelOptions extends SettingsVariant {
  /** Defaults to `localStorage` when present; nothing persists without one. */
  storage?: SettingsStorage | null;
}

function browserStorage(): SettingsStorage | null {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage ?? null;
  } catch {
    return null;
  }
}

function read(storage: SettingsStorage | null, key: string): unknown {
  if (!storage) return undefined;
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

function write(storage: SettingsStorage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or private mode: the setting still applies for this visit.
  }
}

export function createSettingsModel(options: SettingsModelOptions = {}): SettingsModel {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const defaults = defaultSettings(options);
  const keys = Object.keys(SETTINGS_KEYS) as (keyof LayoutSettings)[];

  const loaded = { ...defaults } as Record<keyof LayoutSettings, unknown>;
  for (const key of keys) {
    const stored = read(storage, SETTINGS_KEYS[key]);
    // Hand-edited or stale values fall back to the default instead of breaking the layout.
    if (SETTING_CHECKS[key](stored)) loaded[key] = stored;
  }
  const storedSidebar = read(storage, SIDEBAR_KEY);
  const store = createObservableStore<SettingsSnapshot>({
    ...normalizeSettings(loaded as unknown as LayoutSettings),
    sidebarOpen: typeof storedSidebar === 'boolean' ? storedSidebar : true,
  });

  const commit = (next: LayoutSettings) => {
    const current = store.getSnapshot();
    const normalized = normalizeSettings(next);
    for (const key of keys) {
      if (normalized[key] !== current[key]) write(storage, SETTINGS_KEYS[key], normalized[key]);
    }
    store.set({ ...normalized, sidebarOpen: current.sidebarOpen });
  };

  const setSidebarOpen = (open: boolean) => {
    write(storage, SIDEBAR_KEY, open);
    store.update({ sidebarOpen: open });
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    set(key, value) {
      if (!SETTING_CHECKS[key](value)) return false;
      const current = store.getSnapshot();
      // Auto-hide cannot be switched on without a fixed header.
      if (key === 'autoHideHeader' && value === true && !current.fixedHeader) return false;
      if (key === 'contentWidth' && value === 'fluid' && current.layout !== 'top') return false;
      if (key === 'fixedSidebar' && value === true && current.layout === 'top') return false;
      commit({ ...current, [key]: value });
      return true;
    },
    setSidebarOpen,
    toggleSidebar: () => setSidebarOpen(!store.getSnapshot().sidebarOpen),
    reset() {
      for (const key of keys) storage?.removeItem(SETTINGS_KEYS[key]);
      storage?.removeItem(SIDEBAR_KEY);
      store.set({ ...defaults, sidebarOpen: true });
    },
  };
}
