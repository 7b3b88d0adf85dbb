// Public entry of the error tree and envelope helpers.
export {
  ApiError,
  BadRequestError,
  BusinessError,
  ForbiddenError,
  GatewayTimeoutError,
  InvalidCredentialsError,
  LoginRefusedError,
  MalformedResponseError,
  NetworkError,
  NotFoundError,
  PermissionError,
  SessionExpiredError,
  SignatureError,
  TimeoutError,
  isApiError,
  type ApiErrorInit,
  type LoginRefusal,
  type SessionExpiredReason,
} from './api-error.js';
export { isEnvelope, parseBody, type Envelope, type ParsedBody } from './envelope.js';
export { NO_PERMISSION_CODE, envelopeOrThrow, errorFromHttp } from './map-error.js';
export {
  ERROR_REASONS,
  ERROR_REASON_HEADER,
  LOGIN_REASONS,
  SIGNATURE_REASONS,
  signatureReasonOf,
  type ErrorReason,
  type SignatureReason,
} from './reasons.js';
export { ERROR_TEXT, TOKEN_INVALID_MARKER } from './messages.js';
export { ERROR_NOTICE_MS, errorNotices, noticeForStatus, type ErrorNotice } from './error-notices.js';
