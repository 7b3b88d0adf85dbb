// Page registry: the component a server menu names (`component`, e.g. 'system/UserList') → its lazily loaded page.
// One line per entry; the loader answers a module whose `default` is the page component.
import type { ComponentType } from 'react';

export type PageLoader = () => Promise<{ default: ComponentType }>;

export const pageRegistry: Readonly<Record<string, PageLoader>> = {
  'dashboard/Analysis': () =>
    import('../features/dashboard/analysis-page').then((m) => ({ default: m.AnalysisPage })),
};
