// The request shape both signers work on, the shared constants, and how a URL becomes that shape.

export interface SignableRequest {
  /** Upper-case HTTP method. */
  method: string;
  /** URL pathname exactly as sent on the wire, incl. the /jeecg-boot prefix. */
  path: string;
  /** Decoded query pairs of the URL (incl. `_t` if present). */
  query: Record<string, string | string[]>;
  /** The exact JSON body text sent; undefined for no body and for multipart bodies. */
  bodyText?: string;
}

/** JeecgBoot's public default: a secret shipped to a browser is integrity, never authorisation. */
export const DEFAULT_SIGN_SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';

/** X-TIMESTAMP must be within this many ms of server time, both directions. */
export const SIGN_WINDOW_MS = 300_000;

/**
 * How deep a JSON body may nest. Canonicalising recurses once per level, so a bound keeps a hostile body from
 * exhausting the stack: the server answers 400 beyond it before any other work, the signer refuses to sign it.
 */
export const MAX_JSON_DEPTH = 64;

/** The message both sides give a body nested deeper than MAX_JSON_DEPTH. */
export const JSON_TOO_DEEP_MESSAGE = `请求数据嵌套层级过深（最多${MAX_JSON_DEPTH}层）`;

/** Whether JSON text nests objects/arrays deeper than `max`: one pass over the text, no recursion, no parse. */
export function jsonDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

/** Decoded query pairs of a search string; a repeated key collects every value in order. */
export function queryFromSearch(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const prev = Object.hasOwn(query, key) ? query[key] : undefined;
    if (prev === undefined) query[key] = value;
    else query[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return query;
}

/**
 * Path and search of a URL as serialised by the URL standard (what `Request.url` returns): sliced, not parsed again.
 * Anything else (relative, or not normalised) goes through the URL parser.
 */
export function splitUrl(url: string): { path: string; search: string } {
  const scheme = url.indexOf('://');
  const slash = scheme > 0 && /^https?$/i.test(url.slice(0, scheme)) ? url.indexOf('/', scheme + 3) : -1;
  if (slash < 0 || /[\s\\]/.test(url)) {
    const parsed = new URL(url, 'http://signing.invalid');
    return { path: parsed.pathname, search: parsed.search };
  }
  const hash = url.indexOf('#', slash);
  const end = hash < 0 ? url.length : hash;
  const q = url.indexOf('?', slash);
  if (q < 0 || q > end) return { path: url.slice(slash, end), search: '' };
  // An empty query ("?" alone) is no search, as URL#search says.
  return { path: url.slice(slash, q), search: q + 1 === end ? '' : url.slice(q, end) };
}

/** Builds the signable shape from a URL (absolute or path-absolute) as it goes on the wire. */
export function signableFromUrl(method: string, url: string, bodyText?: string): SignableRequest {
  // The base only lets relative URLs parse; it never reaches the signature.
  const parsed = new URL(url, 'http://signing.invalid');
  const req: SignableRequest = {
    method: method.toUpperCase(),
    path: parsed.pathname,
    query: queryFromSearch(parsed.search),
  };
  if (bodyText !== undefined) req.bodyText = bodyText;
  return req;
}

/** Compares two strings in time that depends only on their lengths. */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) diff |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return diff === 0;
}
