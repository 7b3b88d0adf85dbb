// Public entry of the error tree and envelope helpers.
export {
  ApiError,
  BadRequestError,
  BusinessError,
  ForbiddenError,
  GatewayTimeoutError,
  MalformedResponseError,
  NetworkError,
  NotFoundError,
  SessionExpiredError,
  TimeoutError,
  isApiError,
  type ApiErrorInit,
  type SessionExpiredReason,
} from './api-error.js';
export { isEnvelope, parseBody, type Envelope, type ParsedBody } from './envelope.js';
export { envelopeOrThrow, errorFromHttp } from './map-error.js';
export { ERROR_TEXT, TOKEN_INVALID_MARKER } from './messages.js';
