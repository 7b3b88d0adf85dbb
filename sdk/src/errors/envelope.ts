// The `{success, message, code, result, timestamp}` envelope: recognising it and reading JSON or Blob bodies.

export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { success?: unknown }).success === 'boolean'
  );
}

export type ParsedBody = { json: true; value: unknown } | { json: false; text: string };

export function parseJsonText(text: string): ParsedBody {
  try {
    return { json: true, value: JSON.parse(text) };
  } catch {
    return { json: false, text };
  }
}

/** Reads whatever the transport handed back (already-parsed JSON, text or a Blob) into one shape. */
export async function parseBody(body: unknown): Promise<ParsedBody> {
  if (typeof Blob !== 'undefined' && body instanceof Blob) return parseJsonText(await body.text());
  if (typeof body === 'string') return parseJsonText(body);
  if (body === undefined) return { json: false, text: '' };
  return { json: true, value: body };
}

/** The server's own words, if the body carries any worth showing. */
export function serverMessage(parsed: ParsedBody): string | undefined {
  if (parsed.json) {
    const m = (parsed.value as { message?: unknown } | null)?.message;
    return typeof m === 'string' && m.trim() !== '' ? m : undefined;
  }
  const text = parsed.text.trim();
  // HTML error pages from proxies are noise to a user.
  if (text === '' || text.length > 200 || text.startsWith('<')) return undefined;
  return text;
}
