// Field rules of the sign-in forms as react-hook-form validators (no schema library on the login route's first load).
import type { ValidationResult } from '@clinic/sdk/validators';

/** A rule that refuses a blank value with the given message. */
export const required = (message: string) => (value: string) => value.trim() !== '' || message;

/** A rule that refuses only the empty string (passwords may be spaces). */
export const nonEmpty = (message: string) => (value: string) => value !== '' || message;

/** A rule from one of the SDK's section 5 validators: true when valid, else its message. */
export const fromValidator = (check: (value: string) => ValidationResult) => (value: string) => {
  const result = check(value);
  return result.ok || result.message;
};
