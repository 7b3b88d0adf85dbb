// The kept-alive page list (shell-spec 2.6, 4.1): pages whose route meta asks are cached; logout clears the list.
import { createObservableStore } from '../core/observable-store.js';

export interface KeepAliveRoute {
  /** The cache key: meta.componentName, else the route name. */
  componentName?: string | null;
  name?: string | null;
  keepAlive?: boolean;
}

export interface KeepAliveModel {
  subscribe(listener: () => void): () => void;
  /** Component names to keep mounted while hidden. */
  getSnapshot(): readonly string[];
  /** Called on every route change. */
  visit(route: KeepAliveRoute): void;
  /** Drops one page (its tab closed, or refreshed). */
  drop(name: string): void;
  clear(): void;
  /** Clears the list on logout (`SessionModel.onLogout`); returns the unregister function. */
  bindLogout(onLogout: (cleanup: () => void) => () => void): () => void;
}

export function createKeepAliveModel(): KeepAliveModel {
  const store = createObservableStore<{ names: readonly string[] }>({ names: [] });
  const names = () => store.getSnapshot().names;
  const clear = () => store.set({ names: [] });
  return {
    subscribe: store.subscribe,
    getSnapshot: names,
    visit(route) {
      const name = route.componentName || route.name;
      if (!route.keepAlive || !name || names().includes(name)) return;
      store.set({ names: [...names(), name] });
    },
    drop(name) {
      if (names().includes(name)) store.set({ names: names().filter((n) => n !== name) });
    },
    clear,
    bindLogout: (onLogout) => onLogout(clear),
  };
}
