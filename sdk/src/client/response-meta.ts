// What a successful call tells beyond its result: the request id, HTTP status and headers, and the whole envelope.
import type { Envelope } from '../errors/envelope.js';

export interface WithMeta<T> {
  result: T;
  /** The envelope the result came in; null for file answers. */
  envelope: Envelope<T> | null;
  /** `X-Request-Id`: quote it when reporting a problem; the server logs it on every line of the request. */
  requestId: string | null;
  status: number;
  headers: Headers;
}
