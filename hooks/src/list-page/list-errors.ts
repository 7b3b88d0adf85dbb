// Reads what the user should see from a transport failure, whatever shape the error has.

export interface FailureInfo {
  code: number | undefined;
  message: string;
}

export function failureInfo(error: unknown, fallback: string): FailureInfo {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown };
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
