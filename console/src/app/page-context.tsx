// What a registry page knows about itself: its own address and whether its tab is the visible one.
import { createContext, useContext } from 'react';

export interface PageInfo {
  fullPath: string;
  path: string;
  /** The page's own query, frozen while its tab is hidden. */
  search: Readonly<Record<string, string>>;
  active: boolean;
  /** The server menu entry's page URL (meta.url): what an iframe page shows. */
  url?: string | null;
}

export const PageContext = createContext<PageInfo | null>(null);

/** Null outside a registry page (file-routed pages read their route instead). */
export function usePageInfo(): PageInfo | null {
  return useContext(PageContext);
}
