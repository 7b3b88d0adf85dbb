// The JeecgBoot-compatible X-Sign: canonical sorted JSON of path variable, query and body, plus secret, MD5.
import {
  constantTimeEqual,
  JSON_TOO_DEEP_MESSAGE,
  jsonDeeperThan,
  type SignableRequest,
} from './signable.js';
import { md5Hex } from './md5.js';

type SignValue = string | null | object;

/** Last path segment, decoded, when it holds a comma (e.g. `/sys/dict/getDictItems/sys_user,realname,id`). */
function pathVariable(path: string): string | undefined {
  const raw = path.slice(path.lastIndexOf('/') + 1);
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape is signed as sent; the server sees the same bytes.
  }
  return decoded.includes(',') ? decoded : undefined;
}

function fromQuery(value: string | string[]): SignValue {
  if (!Array.isArray(value)) return value;
  // A repeated key is signed with all its values so that a smuggled duplicate cannot ride on the signature.
  return value.length === 1 ? (value[0] ?? '') : value;
}

function fromBody(value: unknown): SignValue {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string' || value === null) return value;
  return value as object;
}

/** Merges path variable, query and body, later keys winning; a Map keeps `__proto__` and integer-like keys honest. */
function collect(req: SignableRequest): Map<string, SignValue> {
  const params = new Map<string, SignValue>();
  const variable = pathVariable(req.path);
  if (variable !== undefined) params.set('x-path-variable', variable);
  for (const key of Object.keys(req.query)) params.set(key, fromQuery(req.query[key] as string | string[]));
  if (req.bodyText !== undefined && req.bodyText !== '') {
    // The canonical JSON recurses per level: refuse before it can exhaust the stack (the server answers 400).
    if (jsonDeeperThan(req.bodyText)) throw new RangeError(JSON_TOO_DEEP_MESSAGE);
    let body: unknown;
    let parsed = true;
    try {
      body = JSON.parse(req.bodyText);
    } catch {
      parsed = false;
    }
    if (parsed && body !== null && typeof body === 'object') {
      for (const key of Object.keys(body)) params.set(key, fromBody((body as Record<string, unknown>)[key]));
    } else {
      // Not an object: JeecgBoot has no rule, so the whole text is signed rather than left unprotected.
      params.set('x-body', req.bodyText);
    }
  }
  params.delete('_t');
  return params;
}

/** The compact JSON that is hashed (before the secret), keys in UTF-16 code-unit order. */
export function jeecgSignPayload(req: SignableRequest): string {
  const params = collect(req);
  const keys = [...params.keys()].sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${JSON.stringify(params.get(k))}`).join(',')}}`;
}

/** Upper-case hex MD5 of the canonical JSON followed by the secret. */
export function jeecgMd5Sign(req: SignableRequest, secret: string): string {
  return md5Hex(jeecgSignPayload(req) + secret).toUpperCase();
}

export function verifyJeecgMd5(req: SignableRequest, secret: string, sign: string): boolean {
  if (typeof sign !== 'string') return false;
  if (req.bodyText !== undefined && jsonDeeperThan(req.bodyText)) return false;
  return constantTimeEqual(jeecgMd5Sign(req, secret), sign.toUpperCase());
}
