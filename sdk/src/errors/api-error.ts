// The error class tree every failed call rejects with: one base carrying status, code, message and request id.
import { ERROR_TEXT } from './messages.js';
import type { SignatureReason } from './reasons.js';

export interface ApiErrorInit {
  /** HTTP status; 0 when no response arrived. */
  status: number;
  /** Envelope code when the server sent one, else the HTTP status. */
  code?: number;
  message: string;
  requestId?: string | null;
  /** What to show the user (shell-spec section 8). */
  userMessage: string;
  /** Notification title; 系统提示 unless the spec names another. */
  title?: string;
  /** The answer's headers; null when no answer arrived. */
  headers?: Headers | null;
  cause?: unknown;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: number;
  readonly requestId: string | null;
  readonly userMessage: string;
  readonly title: string;
  readonly headers: Headers | null;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code ?? init.status;
    this.requestId = init.requestId ?? null;
    this.userMessage = init.userMessage;
    this.title = init.title ?? ERROR_TEXT.title;
    this.headers = init.headers ?? null;
  }
}

export type SessionExpiredReason = 'unauthorized' | 'token-invalid';

/** HTTP 401 (other than a refused signature), or a 500 whose message holds `Token失效`. */
export class SessionExpiredError extends ApiError {
  override name = 'SessionExpiredError';
  readonly reason: SessionExpiredReason;
  constructor(init: ApiErrorInit & { reason: SessionExpiredReason }) {
    super(init);
    this.reason = init.reason;
  }
}

/**
 * HTTP 401 for the request's signature, not the session: the token is still good, so no session-expired event fires.
 * `skew` means the clock is off (fix the clock); `mismatch` another key or mode than the server's (`SIGN_MODE`,
 * `SIGN_SECRET`) or a request changed after signing; `replay` a reused nonce; `missing` headers absent or malformed.
 */
export class SignatureError extends ApiError {
  override name = 'SignatureError';
  readonly reason: SignatureReason;
  constructor(init: ApiErrorInit & { reason: SignatureReason }) {
    super(init);
    this.reason = init.reason;
  }
}

export class BadRequestError extends ApiError {
  override name = 'BadRequestError';
}

export class ForbiddenError extends ApiError {
  override name = 'ForbiddenError';
}

export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}

export class GatewayTimeoutError extends ApiError {
  override name = 'GatewayTimeoutError';
}

/** `timeoutMs` passed before the answer arrived. */
export class TimeoutError extends ApiError {
  override name = 'TimeoutError';
}

/** The request never got an HTTP answer (DNS, refused connection, CORS, offline). */
export class NetworkError extends ApiError {
  override name = 'NetworkError';
}

/** An answer that is not JSON or not the envelope. */
export class MalformedResponseError extends ApiError {
  override name = 'MalformedResponseError';
}

/** HTTP 200 with `success: false` (code 500 business error; 510 comes as its subclass PermissionError). */
export class BusinessError<R = unknown> extends ApiError {
  override name = 'BusinessError';
  readonly result: R;
  constructor(init: ApiErrorInit & { result: R }) {
    super(init);
    this.result = init.result;
  }
}

/** HTTP 200, envelope code 510: the user's roles do not grant the operation's permission. */
export class PermissionError<R = unknown> extends BusinessError<R> {
  override name = 'PermissionError';
}

export type LoginRefusal =
  'invalid-credentials' | 'login-throttled' | 'captcha-required' | 'account-disabled';

/** A login refused for the account (`X-Error-Reason`): wrong name or password, locked after failures, or frozen. */
export class LoginRefusedError<R = unknown> extends BusinessError<R> {
  override name = 'LoginRefusedError';
  readonly reason: LoginRefusal;
  constructor(init: ApiErrorInit & { result: R; reason: LoginRefusal }) {
    super(init);
    this.reason = init.reason;
  }
}

/** Unknown user name or wrong password; the server never says which. */
export class InvalidCredentialsError<R = unknown> extends LoginRefusedError<R> {
  override name = 'InvalidCredentialsError';
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
