// Maps an HTTP failure or a failed envelope onto the error tree (shell-spec section 8).
import {
  ApiError,
  BadRequestError,
  BusinessError,
  ForbiddenError,
  GatewayTimeoutError,
  InvalidCredentialsError,
  LoginRefusedError,
  MalformedResponseError,
  NotFoundError,
  PermissionError,
  SessionExpiredError,
  SignatureError,
  type LoginRefusal,
} from './api-error.js';
import { isEnvelope, parseBody, serverMessage, type Envelope, type ParsedBody } from './envelope.js';
import { ERROR_TEXT, TOKEN_INVALID_MARKER } from './messages.js';
import { ERROR_REASON_HEADER, LOGIN_REASONS, signatureReasonOf } from './reasons.js';

/** JeecgBoot's envelope code for "no permission". */
export const NO_PERMISSION_CODE = 510;

const LOGIN_REFUSALS = new Set<string>(Object.values(LOGIN_REASONS));

/** Error for a non-2xx answer; `body` may be parsed JSON, text or a Blob (downloads). */
export async function errorFromHttp(
  status: number,
  body: unknown,
  requestId: string | null,
  headers: Headers | null = null,
): Promise<ApiError> {
  const parsed = await parseBody(body);
  const server = serverMessage(parsed);
  const envelopeCode = parsed.json && isEnvelope(parsed.value) ? parsed.value.code : undefined;
  const code = typeof envelopeCode === 'number' ? envelopeCode : status;
  const message = server ?? `HTTP ${status}`;
  const base = { status, code, message, requestId, headers };
  const signature = status === 401 ? signatureReasonOf(headers?.get(ERROR_REASON_HEADER)) : null;
  if (signature) {
    return new SignatureError({ ...base, reason: signature, userMessage: server ?? ERROR_TEXT.signature });
  }
  if (status === 401) {
    return new SessionExpiredError({ ...base, reason: 'unauthorized', userMessage: ERROR_TEXT.unauthorized });
  }
  if (status === 500 && server?.includes(TOKEN_INVALID_MARKER)) {
    return new SessionExpiredError({
      ...base,
      reason: 'token-invalid',
      title: ERROR_TEXT.tokenExpiredTitle,
      userMessage: ERROR_TEXT.tokenExpired,
    });
  }
  if (status === 403) return new ForbiddenError({ ...base, userMessage: ERROR_TEXT.forbidden });
  if (status === 404) return new NotFoundError({ ...base, userMessage: ERROR_TEXT.notFound });
  if (status === 504) return new GatewayTimeoutError({ ...base, userMessage: ERROR_TEXT.gatewayTimeout });
  if (status === 400) return new BadRequestError({ ...base, userMessage: server ?? ERROR_TEXT.unknown });
  return new ApiError({ ...base, userMessage: server ?? ERROR_TEXT.unknown });
}

export function malformed(
  status: number,
  requestId: string | null,
  detail: string,
  headers: Headers | null = null,
): MalformedResponseError {
  return new MalformedResponseError({
    status,
    message: detail,
    requestId,
    headers,
    userMessage: ERROR_TEXT.malformed,
  });
}

/** The envelope of a 2xx answer, or the typed error it stands for. */
export function envelopeOrThrow(
  parsed: ParsedBody,
  status: number,
  requestId: string | null,
  headers: Headers | null = null,
): Envelope {
  if (!parsed.json) throw malformed(status, requestId, 'Response is not JSON', headers);
  if (!isEnvelope(parsed.value))
    throw malformed(status, requestId, 'Response is not a {success, result} envelope', headers);
  const envelope = parsed.value;
  if (!envelope.success) throw businessError(envelope, status, requestId, headers);
  return envelope;
}

function businessError(
  envelope: Envelope,
  status: number,
  requestId: string | null,
  headers: Headers | null,
): BusinessError {
  const message =
    typeof envelope.message === 'string' && envelope.message !== '' ? envelope.message : ERROR_TEXT.unknown;
  const init = {
    status,
    code: typeof envelope.code === 'number' ? envelope.code : 500,
    message,
    requestId,
    headers,
    userMessage: message,
    result: envelope.result,
  };
  if (init.code === NO_PERMISSION_CODE) return new PermissionError(init);
  const reason = headers?.get(ERROR_REASON_HEADER);
  if (reason === LOGIN_REASONS.invalidCredentials) return new InvalidCredentialsError({ ...init, reason });
  if (reason && LOGIN_REFUSALS.has(reason)) {
    return new LoginRefusedError({ ...init, reason: reason as LoginRefusal });
  }
  return new BusinessError(init);
}
