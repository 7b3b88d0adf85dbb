// The text to show for a failed call: the SDK error's user-facing message, else a caller's fallback.
import { isApiError } from '@clinic/sdk';

export function userMessageOf(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.userMessage || error.message || fallback;
  return fallback;
}
