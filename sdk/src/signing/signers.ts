// Signer factories the client plugs in: each turns an outgoing request into its X-Sign / X-TIMESTAMP / X-Nonce headers.
import { hmacSha256Sign } from './hmac-sha256.js';
import { jeecgMd5Sign } from './jeecg-md5.js';
import { DEFAULT_SIGN_SECRET, signableFromUrl, type SignableRequest } from './signable.js';
import { toHex } from './sha256.js';

export interface SignerRequest {
  method: string;
  /** The final URL as sent; the signed path is read from it. */
  url: string;
  /** The URL's pathname when the caller has it already (the client does): the URL is then not parsed again. */
  path?: string;
  /** Decoded query pairs of that URL (incl. `_t`). */
  query: Record<string, string | string[]>;
  /** The exact body text sent; undefined for no body and multipart bodies. */
  body?: string;
}

export interface Signer {
  sign(req: SignerRequest): Promise<Record<string, string>>;
  /** The same headers at once, for signers that need no asynchronous work: the client then waits for nothing. */
  signNow?(req: SignerRequest): Record<string, string>;
}

export interface SignerOptions {
  /** Clock in epoch ms; tests pin it. */
  now?: () => number;
}

export interface HmacSignerOptions extends SignerOptions {
  /** Nonce source; defaults to 16 random bytes as hex. */
  nonce?: () => string;
}

function toSignable(req: SignerRequest): SignableRequest {
  // The query the client handed over is what it put on the URL; taking it as given avoids parsing twice.
  if (req.path === undefined) return { ...signableFromUrl(req.method, req.url, req.body), query: req.query };
  const signable: SignableRequest = { method: req.method.toUpperCase(), path: req.path, query: req.query };
  if (req.body !== undefined) signable.bodyText = req.body;
  return signable;
}

export function randomNonce(bytes = 16): string {
  const c = globalThis.crypto;
  if (!c?.getRandomValues) throw new Error('crypto.getRandomValues is unavailable: cannot make an X-Nonce');
  return toHex(c.getRandomValues(new Uint8Array(bytes)));
}

/** JeecgBoot-compatible mode: the timestamp travels but is not signed, as those backends expect. */
export function jeecgMd5(secret: string = DEFAULT_SIGN_SECRET, options: SignerOptions = {}): Signer {
  const now = options.now ?? Date.now;
  const signNow = (req: SignerRequest): Record<string, string> => ({
    'X-Sign': jeecgMd5Sign(toSignable(req), secret),
    'X-TIMESTAMP': String(now()),
  });
  return {
    sign: async (req) => signNow(req),
    signNow,
  };
}

export function hmacSha256(key: string, options: HmacSignerOptions = {}): Signer {
  if (!key) throw new Error('hmacSha256 needs a non-empty key');
  const now = options.now ?? Date.now;
  const makeNonce = options.nonce ?? (() => randomNonce());
  return {
    async sign(req) {
      const timestamp = String(now());
      const nonce = makeNonce();
      const sign = await hmacSha256Sign(toSignable(req), key, timestamp, nonce);
      return { 'X-Sign': sign, 'X-TIMESTAMP': timestamp, 'X-Nonce': nonce };
    },
  };
}
