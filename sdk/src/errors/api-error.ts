// The error class tree every failed call rejects with: one base carrying status, code, message and request id.
import { ERROR_TEXT } from './messages.js';

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
  cause?: unknown;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: number;
  readonly requestId: string | null;
  readonly userMessage: string;
  readonly title: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code ?? init.status;
    this.requestId = init.requestId ?? null;
    this.userMessage = init.userMessage;
    this.title = init.title ?? ERROR_TEXT.title;
  }
}

export type SessionExpiredReason = 'unauthorized' | 'token-invalid';

/** HTTP 401, or a 500 whose message holds `Token失效`. */
export class SessionExpiredError extends ApiError {
  override name = 'SessionExpiredError';
  readonly reason: SessionExpiredReason;
  constructor(init: ApiErrorInit & { reason: SessionExpiredReason }) {
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

/** HTTP 200 with `success: false` (code 500 business error, 510 no permission, ...). */
export class BusinessError<R = unknown> extends ApiError {
  override name = 'BusinessError';
  readonly result: R;
  constructor(init: ApiErrorInit & { result: R }) {
    super(init);
    this.result = init.result;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
