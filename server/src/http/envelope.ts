// The JeecgBoot envelope and the mapping from failure kinds to HTTP statuses and envelope codes.
import type { FailureKind } from '../core/index.js';

export interface Envelope {
  success: boolean;
  message: string;
  code: number;
  result: unknown;
  timestamp: number;
  requestId?: string;
}

export function ok(result: unknown, now: number): Envelope {
  return {
    success: true,
    message: '',
    code: 200,
    result: result === undefined ? null : result,
    timestamp: now,
  };
}

/** [HTTP status, envelope code] per failure kind; business refusals travel as HTTP 200 the JeecgBoot way. */
export const FAILURE_STATUS: Record<FailureKind, readonly [number, number]> = {
  business: [200, 500],
  noPermission: [200, 510],
  badRequest: [400, 400],
  unauthorized: [401, 401],
  forbidden: [403, 403],
  notFound: [404, 404],
  unavailable: [503, 503],
};

export function failure(code: number, message: string, now: number, result: unknown = null): Envelope {
  return { success: false, message, code, result, timestamp: now };
}

export const GENERIC_ERROR = '操作失败，请联系管理员';
export const NOT_FOUND_MESSAGE = '很抱歉，资源未找到!';
