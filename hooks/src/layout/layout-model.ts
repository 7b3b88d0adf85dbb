// Device and sidebar of the running layout: a narrow viewport switches to mobile and closes the sidebar.
import { createObservableStore } from '../core/observable-store.js';
import type { Device } from '../tabs/tab-rules.js';
import { deviceFromWidth, screenFromWidth, type ScreenSize } from './device.js';

export interface LayoutSnapshot {
  device: Device;
  screen: ScreenSize;
  /** Open sidebar (desktop) or open drawer (mobile). */
  sidebarOpen: boolean;
}

export interface LayoutModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): LayoutSnapshot;
  /** Called with the viewport width on start and on every resize. */
  setWidth(width: number): void;
  setSidebarOpen(open: boolean): void;
  toggleSidebar(): void;
}

export interface LayoutModelOptions {
  width: number;
  /** The persisted desktop sidebar state (settings); mobile always starts closed. */
  sidebarOpen?: boolean;
  /** Told when the user toggles the sidebar on desktop, so the settings persist it. */
  onSidebarChange?: (open: boolean) => void;
}

export function createLayoutModel(options: LayoutModelOptions): LayoutModel {
  const device = deviceFromWidth(options.width);
  let desktopOpen = options.sidebarOpen ?? true;
  const store = createObservableStore<LayoutSnapshot>({
    device,
    screen: screenFromWidth(options.width),
    sidebarOpen: device === 'desktop' ? desktopOpen : false,
  });

  const setSidebarOpen = (open: boolean) => {
    if (store.getSnapshot().device === 'desktop') {
      desktopOpen = open;
      options.onSidebarChange?.(open);
    }
    store.update({ sidebarOpen: open });
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    setWidth(width) {
      const current = store.getSnapshot();
      const nextDevice = deviceFromWidth(width);
      const screen = screenFromWidth(width);
      if (nextDevice === current.device) {
        if (screen !== current.screen) store.update({ screen });
        return;
      }
      // Going mobile closes the sidebar without forgetting the desktop choice, restored on the way back.
      store.set({ device: nextDevice, screen, sidebarOpen: nextDevice === 'desktop' ? desktopOpen : false });
    },
    setSidebarOpen,
    toggleSidebar: () => setSidebarOpen(!store.getSnapshot().sidebarOpen),
  };
}
