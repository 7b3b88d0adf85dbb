// Shapes the session model works with, and the ports it needs from the SDK and from storage.
import type { SessionExpiredReason } from '@clinic/sdk';

/** Logged-in user info (shell-spec 3). Extra server fields are kept as they come. */
export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  tenantId?: string;
  identifyFlag?: unknown;
  name?: string;
  avatar?: string;
  [field: string]: unknown;
}

export interface LoginCredentials {
  username: string;
  password: string;
  /** A solved slider's token, once the server asked for one (see login-captcha.ts). */
  sliderToken?: string;
}

export interface LoginOutcome {
  token: string;
  userInfo: UserInfo;
  /** The whole login result (departments, tenants, dictionary items) for features that keep more. */
  result?: unknown;
}

/** Why the server ended a session: HTTP 401, or a 500 whose message holds `Token失效` (shell-spec 4.1). */
export type SessionExpiryReason = SessionExpiredReason;

/** After a 401 the user reads the notice for this long before logout and reload (shell-spec 4.1, 8). */
export const UNAUTHORIZED_LOGOUT_DELAY_MS = 1500;

/** What the session needs from the API client; `sessionGatewayFromClient` adapts the SDK. */
export interface SessionGateway {
  /** Resolves on a successful login, rejects with the server's error otherwise. */
  login(credentials: LoginCredentials): Promise<LoginOutcome>;
  /** Tells the server the token is done with; the outcome does not matter to the session. */
  logout(): Promise<unknown>;
  /** Fires when the server says the session is over (401, `Token失效`). */
  onSessionExpired(listener: (reason: SessionExpiryReason) => void): () => void;
  /** The signed-in user as the server sees it now; lets a restored session notice a revoked token. */
  currentUser?(): Promise<UserInfo>;
}

/** A stored value (the SDK's `ValueStore` contract): `set(null)` removes it. */
export interface ValueSlot<T> {
  get(): T | null;
  set(value: T | null): void;
}

export type SessionStatus = 'anonymous' | 'submitting' | 'authenticated';

export interface SessionSnapshot {
  status: SessionStatus;
  token: string | null;
  userInfo: UserInfo | null;
  /** Set when the server ended the session: the UI tells the user and logs out. */
  expired: SessionExpiryReason | null;
}
