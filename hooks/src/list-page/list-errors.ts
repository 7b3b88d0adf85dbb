// Reads what the user should see from a transport failure, whatever shape the error has.

export interface FailureInfo {
  code: number | undefined;
  message: string;
  /** HTTP status of the answer; 0 or undefined when none came (timeout, lost connection), 200 for success:false. */
  status: number | undefined;
}

/** True when the failure was an HTTP refusal (status ≥ 400), which the client's error notice already tells. */
export function isHttpRefusal(info: FailureInfo): boolean {
  return info.status !== undefined && info.status >= 400;
}

export function failureInfo(error: unknown, fallback: string): FailureInfo {
  if (error && typeof error === 'object') {
    const {
      code,
      status,
      message: raw,
      userMessage,
    } = error as { code?: unknown; status?: unknown; message?: unknown; userMessage?: unknown };
    // The SDK's errors carry the text meant for users beside the technical one.
    const message = typeof userMessage === 'string' && userMessage !== '' ? userMessage : raw;
    return {
      code:
        typeof code === 'number'
          ? code
          : typeof code === 'string' && /^\d+$/.test(code)
            ? Number(code)
            : undefined,
      message: typeof message === 'string' && message !== '' ? message : fallback,
      status: typeof status === 'number' ? status : undefined,
    };
  }
  return { code: undefined, message: fallback, status: undefined };
}
