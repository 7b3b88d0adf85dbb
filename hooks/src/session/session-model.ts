// The framework-free session: login, logout, restore and expiry over an API gateway (shell-spec 4.1).
import type {
  LoginCredentials,
  LoginOutcome,
  SessionGateway,
  SessionSnapshot,
  UserInfo,
  ValueSlot,
} from './session-types.js';

export interface SessionModelOptions {
  gateway: SessionGateway;
  /** The token store the SDK client reads `X-Access-Token` from. */
  tokenStore: ValueSlot<string>;
  userInfoStore: ValueSlot<UserInfo>;
  /** Runs after a successful login has been stored (dictionary items, departments). */
  onLogin?: (outcome: LoginOutcome) => void;
  /** How long logout waits for the server before clearing locally anyway. */
  logoutWaitMs?: number;
}

export interface SessionModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionSnapshot;
  /** Rejects with the server's error; the session is then unchanged. */
  login(credentials: LoginCredentials): Promise<UserInfo>;
  /**
   * Always ends the local session, whatever the server answers; the result says whether the server
   * call failed, so the user can be told (shell-spec 8, logout failure).
   */
  logout(): Promise<LogoutResult>;
  /**
   * Signs in through another login kind (phone, third-party, ticket): `run` resolves the outcome,
   * which is stored exactly as a normal login (token, user info, onLogin extras).
   */
  adopt(run: () => Promise<LoginOutcome>): Promise<UserInfo>;
  /** Reads token and user info kept from an earlier visit (7-day store). */
  restore(): SessionSnapshot;
  /**
   * Re-reads the user from the server. Never rejects: a revoked token surfaces through the expiry
   * event, any other failure keeps the stored user info.
   */
  refresh(): Promise<void>;
  /** Registers work to do on logout (permission, dictionary, route caches); returns the unregister function. */
  onLogout(cleanup: () => void): () => void;
  dispose(): void;
}

export type LogoutResult = { ok: true } | { ok: false; error: unknown };

const ANONYMOUS: SessionSnapshot = { status: 'anonymous', token: null, userInfo: null, expired: null };

export function createSessionModel(options: SessionModelOptions): SessionModel {
  const { gateway, tokenStore, userInfoStore } = options;
  const logoutWaitMs = options.logoutWaitMs ?? 3000;
  const listeners = new Set<() => void>();
  const cleanups = new Set<() => void>();
  let snapshot: SessionSnapshot = ANONYMOUS;
  let pendingLogin: Promise<UserInfo> | null = null;

  const set = (next: SessionSnapshot) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };

  const clearLocal = () => {
    tokenStore.set(null);
    userInfoStore.set(null);
    for (const cleanup of cleanups) {
      try {
        cleanup();
      } catch {
        // One failing cache must not keep the user logged in.
      }
    }
    set(ANONYMOUS);
  };

  const stopExpiry = gateway.onSessionExpired((reason) => {
    if (snapshot.status === 'authenticated' && !snapshot.expired) set({ ...snapshot, expired: reason });
  });

  const restore = (): SessionSnapshot => {
    const token = tokenStore.get();
    const userInfo = userInfoStore.get();
    if (token && userInfo) {
      set({ status: 'authenticated', token, userInfo, expired: null });
    } else {
      // Token and user info are stored and expire together; half a session is no session.
      if (token || userInfo) clearLocal();
      else set(ANONYMOUS);
    }
    return snapshot;
  };

  const adopt = (run: () => Promise<LoginOutcome>): Promise<UserInfo> => {
    if (pendingLogin) return pendingLogin;
    const previous = snapshot;
    set({ ...snapshot, status: 'submitting' });
    pendingLogin = run()
      .then((outcome) => {
        const { token, userInfo } = outcome;
        tokenStore.set(token);
        userInfoStore.set(userInfo);
        set({ status: 'authenticated', token, userInfo, expired: null });
        try {
          options.onLogin?.(outcome);
        } catch {
          // Extra caches are best effort; the login itself succeeded.
        }
        return userInfo;
      })
      .catch((error: unknown) => {
        set(previous);
        throw error;
      })
      .finally(() => {
        pendingLogin = null;
      });
    return pendingLogin;
  };

  const login = (credentials: LoginCredentials): Promise<UserInfo> => adopt(() => gateway.login(credentials));

  const logout = async (): Promise<LogoutResult> => {
    let result: LogoutResult = { ok: true };
    if (tokenStore.get()) {
      // The call needs the token header, so local state is cleared only after it settled or timed out.
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        gateway.logout().then(
          () => undefined,
          (error: unknown) => {
            result = { ok: false, error };
          },
        ),
        new Promise<void>((resolve) => {
          timer = setTimeout(() => {
            // The server did not answer in time: the local session still ends, and the user is told.
            result = { ok: false, error: new Error('logout timed out') };
            resolve();
          }, logoutWaitMs);
        }),
      ]);
      clearTimeout(timer);
    }
    clearLocal();
    return result;
  };

  const refresh = async (): Promise<void> => {
    const token = snapshot.token;
    if (snapshot.status !== 'authenticated' || !token || !gateway.currentUser) return;
    try {
      const userInfo = await gateway.currentUser();
      // A logout or another login while the call was out wins over this answer.
      if (snapshot.token !== token || snapshot.status !== 'authenticated') return;
      userInfoStore.set(userInfo);
      set({ ...snapshot, userInfo });
    } catch {
      // See the doc comment: expiry arrives through onSessionExpired.
    }
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    login,
    adopt,
    logout,
    restore,
    refresh,
    onLogout(cleanup) {
      cleanups.add(cleanup);
      return () => cleanups.delete(cleanup);
    },
    dispose() {
      stopExpiry();
      listeners.clear();
      cleanups.clear();
    },
  };
}
