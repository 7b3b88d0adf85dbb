// Reads what the user should see from a transport failure, whatever shape the error has.

export interface FailureInfo {
  code: number | undefined;
  message: string;
}

export function failureInfo(error: unknown, fallback: string): FailureInfo {
  if (error && typeof error === 'object') {
    const {
      code,
      message: raw,
      userMessage,
    } = error as { code?: unknown; message?: unknown; userMessage?: unknown };
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
    };
  }
  return { code: undefined, message: fallback };
}
