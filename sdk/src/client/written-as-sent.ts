// Which URLs the URL parser serialises exactly as written from the path on, so their signature needs no Request.

/**
 * Absolute http(s) URLs with a lower-case scheme and host, no default port, only characters the path and the query
 * keep as they are, no dot segment and no fragment.
 */
const PLAIN =
  /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?\/[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*(?:\?[A-Za-z0-9\-._~!$&()*+,;=:@/%?[\]]*)?$/;
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?:[/?]|$)/i;
const DEFAULT_PORT = /^(?:http:\/\/[^/]*:80|https:\/\/[^/]*:443)\//;
const LEADING_ZERO_PORT = /^https?:\/\/[^/]*:0/;

/**
 * True when `new Request(url).url` has the same path and query as `url` itself: the client then slices the signed
 * path and query from the string it built. Anything else (relative, non-ASCII, spaces, dot segments) is signed from
 * the Request once built.
 */
export function writtenAsSent(url: string): boolean {
  return PLAIN.test(url) && !DOT_SEGMENT.test(url) && !DEFAULT_PORT.test(url) && !LEADING_ZERO_PORT.test(url);
}
