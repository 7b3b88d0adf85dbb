// Shapes the session model works with, and the ports it needs from the SDK and from storage.

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
}

export interface LoginOutcome {
  token: string;
  userInfo: UserInfo;
  /** The whole login result (departments, tenants, dictionary items) for features that keep more. */
  result?: unknown;
}

/** What the session needs from the API client; `sessionGatewayFromClient` adapts the SDK. */
export interface SessionGateway {
  /** Resolves on a successful login, rejects with the server's error otherwise. */
  login(credentials: LoginCredentials): Promise<LoginOutcome>;
  /** Tells the server the token is done with; the outcome does not matter to the session. */
  logout(): Promise<unknown>;
  /** Fires when the server says the session is over (401, `Token失效`). */
  onSessionExpired(listener: () => void): () => void;
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
  /** Set when the server ended the session; the UI offers to log in again. */
  expired: boolean;
}
