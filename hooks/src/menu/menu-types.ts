// Sidebar menu items as the UI renders them, built from the server's permission menu (shell-spec 2.8).

export interface MenuItem {
  /** The item's key: its path (the route's full path for parametrised routes). */
  key: string;
  path: string;
  name: string;
  title: string;
  icon: string | null;
  /** Present when the item renders as a submenu. */
  children?: MenuItem[];
  /** '_blank' for items that open in an external target. */
  target: '_blank' | null;
  /** External or iframe page URL from meta.url. */
  url: string | null;
  /** GET URL answering the badge count; refreshed every 10 s. */
  cornerMarkUrl: string | null;
  component: string | null;
  meta: Record<string, unknown>;
}
