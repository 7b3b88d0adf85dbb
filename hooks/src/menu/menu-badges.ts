// Menu count badges (shell-spec 2.8): each item's cornerMarkUrl polled every 10 s, submenus summing their children.
import { createObservableStore } from '../core/observable-store.js';
import type { MenuItem } from './menu-types.js';

export const BADGE_REFRESH_MS = 10_000;

/** GETs a corner-mark URL and answers its number; `menuBadgeFetcherFromClient` adapts the SDK. */
export type BadgeFetcher = (url: string) => Promise<number>;

/** Latest count per corner-mark URL. */
export type BadgeCounts = Readonly<Record<string, number>>;

export interface MenuBadgesModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): BadgeCounts;
  /** Sets the items to watch; fetches their badges now. */
  setItems(items: readonly MenuItem[]): void;
  /** Fetches now and then every interval until `stop`. */
  start(): void;
  stop(): void;
  refresh(): Promise<void>;
}

export function badgeUrls(items: readonly MenuItem[]): string[] {
  const urls = new Set<string>();
  const walk = (list: readonly MenuItem[]) =>
    list.forEach((item) => {
      if (item.cornerMarkUrl) urls.add(item.cornerMarkUrl);
      if (item.children) walk(item.children);
    });
  walk(items);
  return [...urls];
}

/** An item's badge: its own count for a page, the sum of its children's for a submenu. */
export function badgeCount(item: MenuItem, counts: BadgeCounts): number {
  if (item.children) return item.children.reduce((sum, child) => sum + badgeCount(child, counts), 0);
  return item.cornerMarkUrl ? (counts[item.cornerMarkUrl] ?? 0) : 0;
}

export function createMenuBadgesModel(
  fetchCount: BadgeFetcher,
  intervalMs = BADGE_REFRESH_MS,
): MenuBadgesModel {
  const store = createObservableStore<BadgeCounts>({});
  let urls: string[] = [];
  let timer: ReturnType<typeof setInterval> | null = null;
  let inFlight: Promise<void> | null = null;

  const refresh = (): Promise<void> => {
    // A slow server must not stack up requests every 10 s.
    if (inFlight) return inFlight;
    const wanted = urls;
    inFlight = Promise.all(
      wanted
        .map(async (url) => {
          const value = Number(await fetchCount(url));
          return [url, Number.isFinite(value) && value > 0 ? Math.floor(value) : 0] as const;
        })
        .map((p) => p.catch(() => null)),
    )
      .then((pairs) => {
        const next: Record<string, number> = {};
        const previous = store.getSnapshot();
        for (const url of urls) {
          const fresh = pairs.find((pair) => pair?.[0] === url);
          // A failed fetch keeps the last known number instead of blinking to zero.
          if (fresh) next[url] = fresh[1];
          else if (url in previous) next[url] = previous[url]!;
        }
        store.set(next);
      })
      .finally(() => {
        inFlight = null;
      })
      // Items changed while the request ran: fetch the new set rather than wait 10 s.
      .then(() => (wanted === urls ? undefined : refresh()));
    return inFlight;
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    setItems(items) {
      urls = badgeUrls(items);
      void refresh();
    },
    start() {
      if (timer) return;
      void refresh();
      timer = setInterval(() => void refresh(), intervalMs);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    refresh,
  };
}
