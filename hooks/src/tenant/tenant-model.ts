// The tenant switch (shell-spec 1, 6): the user's tenants come with login; choosing one writes TENANT_ID, which
// every request sends as its `tenant-id` header and the special tenant homes read.
import { createObservableStore } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';
import type { LoginOutcome, UserInfo, ValueSlot } from '../session/session-types.js';

export interface TenantSummary {
  id: string;
  name: string;
}

export interface TenantSnapshot {
  tenants: readonly TenantSummary[];
  /** The tenant requests act in: TENANT_ID, else the session's own tenant. */
  currentId: string | null;
  switching: boolean;
}

export interface TenantModelOptions {
  /** The SDK client's tenant store (TENANT_ID). */
  tenantStore: ValueSlot<string>;
  /** The login answer's tenant list, kept as long as the session (7 days). */
  tenantsStore: ValueSlot<TenantSummary[]>;
  currentUser: () => UserInfo | null;
  /** Re-reads the user in the chosen tenant (its departments, its tenantId). */
  refreshUser: () => Promise<void>;
  /** Full load of the home page: menus, permissions and caches are the new tenant's. */
  leave: (path: string) => void;
  homePath: string;
}

function isTenant(value: unknown): value is TenantSummary {
  const t = value as Partial<TenantSummary> | null;
  return typeof t?.id === 'string' && typeof t.name === 'string';
}

/** The tenants of a login answer (`tenantList`); anything malformed is dropped. */
export function loginTenants(result: unknown): TenantSummary[] {
  const list = (result as { tenantList?: unknown } | null | undefined)?.tenantList;
  return Array.isArray(list) ? list.filter(isTenant).map(({ id, name }) => ({ id, name })) : [];
}

export function createTenantModel(options: TenantModelOptions) {
  const { tenantStore, tenantsStore } = options;
  const read = (): TenantSnapshot => {
    const stored = tenantStore.get();
    const own = options.currentUser()?.tenantId;
    return {
      tenants: tenantsStore.get() ?? [],
      currentId: stored && stored !== '0' ? stored : own ? String(own) : null,
      switching: false,
    };
  };
  const store = createObservableStore<TenantSnapshot>(read());

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    /** Keeps the login answer's tenants and pins requests to the tenant the session opened in. */
    adoptLogin(outcome: LoginOutcome): void {
      tenantsStore.set(loginTenants(outcome.result));
      const own = outcome.userInfo.tenantId;
      tenantStore.set(own ? String(own) : null);
      store.set(read());
    },
    /** Re-reads storage (another tab, a restored session). */
    reload(): void {
      store.set(read());
    },
    /** Acts in another of the user's tenants from now on, then opens its home page. */
    async choose(tenantId: string): Promise<boolean> {
      const snapshot = store.getSnapshot();
      if (snapshot.switching || tenantId === snapshot.currentId) return false;
      if (!snapshot.tenants.some((t) => t.id === tenantId)) {
        store.notify('error', '您不属于该租户');
        return false;
      }
      const previous = tenantStore.get();
      store.update({ switching: true });
      tenantStore.set(tenantId);
      try {
        await options.refreshUser();
      } catch (error) {
        // The user could not be read in that tenant: requests stay in the one they were in.
        tenantStore.set(previous ?? null);
        store.set(read());
        store.notify('error', userMessageOf(error, '切换租户失败，请重试'));
        return false;
      }
      store.set(read());
      options.leave(options.homePath);
      return true;
    },
    /** Logout: the next user starts in their own tenant. */
    clear(): void {
      tenantStore.set(null);
      tenantsStore.set(null);
      // Not read(): logout runs this while the session still answers the leaving user.
      store.set({ tenants: [], currentId: null, switching: false });
    },
  };
}

export type TenantModel = ReturnType<typeof createTenantModel>;
