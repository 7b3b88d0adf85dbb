// The partner-grade X-Sign: HMAC-SHA256 over method, path, sorted query, body hash, timestamp and nonce.
import { hmacSha256Bytes, sha256, toHex, utf8 } from './sha256.js';
import { constantTimeEqual, type SignableRequest } from './signable.js';

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** `k=v` pairs, percent-encoded, sorted by key then value, joined with `&`; repeated keys keep every value. */
export function canonicalQuery(query: SignableRequest['query']): string {
  const pairs: [string, string][] = [];
  for (const key of Object.keys(query)) {
    const value = query[key] as string | string[];
    for (const v of Array.isArray(value) ? value : [value]) pairs.push([key, v]);
  }
  pairs.sort((x, y) => byCodeUnit(x[0], y[0]) || byCodeUnit(x[1], y[1]));
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}

/** The six lines that are signed; the body enters as the hex SHA-256 of its exact UTF-8 bytes. */
export function hmacCanonicalString(req: SignableRequest, timestamp: string, nonce: string): string {
  return [
    req.method.toUpperCase(),
    req.path,
    canonicalQuery(req.query),
    toHex(sha256(utf8(req.bodyText ?? ''))),
    timestamp,
    nonce,
  ].join('\n');
}

/** Lower-case hex HMAC-SHA256. Async so that the seam can move to Web Crypto without breaking callers. */
export async function hmacSha256Sign(
  req: SignableRequest,
  key: string,
  timestamp: string,
  nonce: string,
): Promise<string> {
  return toHex(hmacSha256Bytes(utf8(key), utf8(hmacCanonicalString(req, timestamp, nonce))));
}

export async function verifyHmacSha256(
  req: SignableRequest,
  key: string,
  timestamp: string,
  nonce: string,
  sign: string,
): Promise<boolean> {
  if (typeof sign !== 'string') return false;
  return constantTimeEqual(await hmacSha256Sign(req, key, timestamp, nonce), sign.toLowerCase());
}
