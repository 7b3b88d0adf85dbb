// The per-user socket URL `/websocket/{userId}` below the API base, on ws: or wss: to match the page.

export interface LiveUrlOptions {
  /** The API base, absolute (`https://host/jeecg-boot`) or relative to the page (`/jeecg-boot`). */
  baseUrl: string;
  userId: string;
  /** The page origin a relative base resolves against (`location.origin` in a browser). */
  origin?: string;
}

export function liveSocketUrl({ baseUrl, userId, origin }: LiveUrlOptions): string {
  const url = new URL(baseUrl, origin);
  if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:')
    throw new TypeError(`No socket URL for ${url.protocol}`);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/websocket/${encodeURIComponent(userId)}`;
  url.search = '';
  url.hash = '';
  return url.toString();
}
