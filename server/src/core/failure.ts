// The one way answering code refuses: a failure kind the HTTP layer maps to a status and an envelope.
import {
  SIGNATURE_REASONS,
  type ErrorReason,
  type LOGIN_REASONS,
  type SignatureReason,
} from '@clinic/sdk/errors';
export type FailureKind =
  'business' | 'noPermission' | 'badRequest' | 'unauthorized' | 'forbidden' | 'notFound' | 'unavailable';

/**
 * business → HTTP 200 {success:false, code:500}; noPermission → 200 code 510; badRequest → 400;
 * unauthorized → 401; forbidden → 403; notFound → 404; unavailable → 503. The message is shown to users:
 * Chinese, no SQL, no stack, no internal path.
 */
export class ApiFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    /** Optional `result` payload for business failures (e.g. partial import details). */
    readonly result: unknown = null,
    /** Machine-readable reason sent as `X-Error-Reason` (the SDK's ERROR_REASONS), for refusals a client acts on. */
    readonly reason: ErrorReason | null = null,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export const fail = {
  business: (message: string, result: unknown = null) => new ApiFailure('business', message, result),
  noPermission: (message = '没有权限，请联系管理员授权') => new ApiFailure('noPermission', message),
  badRequest: (message: string) => new ApiFailure('badRequest', message),
  unauthorized: (message = 'Token失效，请重新登录!') => new ApiFailure('unauthorized', message),
  /** A refused request signature: 401 with the reason, so a client tells it from a lost session. */
  signature: (reason: SignatureReason, message: string) =>
    new ApiFailure('unauthorized', message, null, SIGNATURE_REASONS[reason]),
  /** A refused login: a business failure (HTTP 200, code 500) with the reason. */
  login: (reason: (typeof LOGIN_REASONS)[keyof typeof LOGIN_REASONS], message: string) =>
    new ApiFailure('business', message, null, reason),
  forbidden: (message = '拒绝访问') => new ApiFailure('forbidden', message),
  notFound: (message = '未找到对应数据') => new ApiFailure('notFound', message),
  unavailable: (message = '服务暂时不可用') => new ApiFailure('unavailable', message),
};
