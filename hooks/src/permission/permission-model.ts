// The signed-in user's menus and button permissions: loaded once from an injected source, cleared on logout.
import { createObservableStore } from '../core/observable-store.js';
import type { AuthEntry, PermissionEntry, UserPermissions } from './permission-types.js';

/** What the permission model needs from the server; `permissionSourceFromClient` adapts the SDK. */
export interface PermissionSource {
  fetch(): Promise<UserPermissions>;
}

/** shell-spec 8: a permission answer without a menu array. */
export const MENU_NOT_ARRAY_MESSAGE = 'getPermissionList: permissions must be a non-null array !';

export interface PermissionSnapshot {
  status: 'empty' | 'loading' | 'ready' | 'error';
  menu: PermissionEntry[];
  auth: AuthEntry[];
  allAuth: AuthEntry[];
  /** The opened research project's permission list, when the research variant has one. */
  permissionList: AuthEntry[] | null;
  error: string | null;
}

export interface PermissionModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): PermissionSnapshot;
  /** Fetches once; concurrent calls share the request. Rejects when the answer has no menu array. */
  load(): Promise<PermissionSnapshot>;
  /** Whether a permission list has been loaded (the guard fetches when not). */
  isLoaded(): boolean;
  setPermissionList(list: AuthEntry[] | null): void;
  /** Forgets everything (logout). */
  clear(): void;
}

const EMPTY: PermissionSnapshot = {
  status: 'empty',
  menu: [],
  auth: [],
  allAuth: [],
  permissionList: null,
  error: null,
};

const arrayOr = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export function createPermissionModel(source: PermissionSource): PermissionModel {
  const store = createObservableStore<PermissionSnapshot>(EMPTY);
  let pending: Promise<PermissionSnapshot> | null = null;
  let generation = 0;

  const load = (): Promise<PermissionSnapshot> => {
    if (pending) return pending;
    const mine = ++generation;
    store.update({ status: 'loading', error: null });
    pending = source
      .fetch()
      .then((answer) => {
        if (!answer || !Array.isArray(answer.menu)) throw new Error(MENU_NOT_ARRAY_MESSAGE);
        // A logout during the request wins: its answer belongs to the previous user.
        if (mine !== generation) return store.getSnapshot();
        store.set({
          ...store.getSnapshot(),
          status: 'ready',
          menu: answer.menu,
          auth: arrayOr<AuthEntry>(answer.auth),
          allAuth: arrayOr<AuthEntry>(answer.allAuth),
          error: null,
        });
        return store.getSnapshot();
      })
      .catch((error: unknown) => {
        if (mine === generation) {
          const message = error instanceof Error ? error.message : String(error);
          store.set({ ...EMPTY, status: 'error', error: message });
        }
        throw error;
      })
      .finally(() => {
        if (mine === generation) pending = null;
      });
    return pending;
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    load,
    isLoaded: () => store.getSnapshot().status === 'ready',
    setPermissionList: (list) => store.update({ permissionList: list }),
    clear() {
      generation += 1;
      pending = null;
      store.set(EMPTY);
    },
  };
}
