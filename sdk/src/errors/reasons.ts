// The machine-readable reason a server gives for a refusal (`X-Error-Reason`), shared by the SDK and the reference server.

/** Response header naming why a request was refused; absent when the status and envelope code say enough. */
export const ERROR_REASON_HEADER = 'X-Error-Reason';

/** Why a request signature was refused (HTTP 401). None of them tells what the right signature would have been. */
export const SIGNATURE_REASONS = {
  /** `X-Sign` / `X-TIMESTAMP` (or `X-Nonce` in HMAC mode) absent or not well-formed. */
  missing: 'signature-missing',
  /** `X-TIMESTAMP` further than the signing window from the server clock. */
  skew: 'signature-skew',
  /** The signature does not match the request: another key, another signing mode, or a changed request. */
  mismatch: 'signature-mismatch',
  /** HMAC mode: the nonce was already used. */
  replay: 'signature-replay',
} as const;

/** Why a login was refused (HTTP 200, envelope code 500). */
export const LOGIN_REASONS = {
  /** Unknown user name or wrong password (never which of the two). */
  invalidCredentials: 'invalid-credentials',
  /** Too many failed attempts from this account or address: wait the seconds the message says, then try again. */
  throttled: 'login-throttled',
  /** After a few failures of the account, every attempt needs a solved slider (LoginRequest.sliderToken). */
  captchaRequired: 'captcha-required',
  /** The account is frozen by an administrator. */
  disabled: 'account-disabled',
} as const;

export type SignatureReason = keyof typeof SIGNATURE_REASONS;
export type ErrorReason =
  | (typeof SIGNATURE_REASONS)[keyof typeof SIGNATURE_REASONS]
  | (typeof LOGIN_REASONS)[keyof typeof LOGIN_REASONS];

/** Every value the header may carry, for documents and validators. */
export const ERROR_REASONS: readonly ErrorReason[] = [
  ...Object.values(SIGNATURE_REASONS),
  ...Object.values(LOGIN_REASONS),
];

/** `signature-skew` → `skew`; null for anything that is not a signature reason. */
export function signatureReasonOf(value: string | null | undefined): SignatureReason | null {
  if (!value) return null;
  for (const [key, wire] of Object.entries(SIGNATURE_REASONS))
    if (wire === value) return key as SignatureReason;
  return null;
}
