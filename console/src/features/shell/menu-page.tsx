// Renders the registry page a menu entry names, with a loading state while its chunk arrives.
import { Suspense } from 'react';
import { useRouter } from '@tanstack/react-router';
import { routeMenuOf } from '../../app/route-menu';
import { findMenuEntry } from '../../app/resolve-menu-page';
import { pageComponentFor } from './lazy-page';
import { PageErrorBoundary } from './page-error-boundary';

export function PageLoading() {
  return (
    <div role="status" aria-label="加载中" className="flex min-h-40 items-center justify-center">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-primary border-t-transparent" />
    </div>
  );
}

/** The registry page a component name names, loading and failing the same way wherever it is shown. */
export function RegistryPage({ component }: { component: string | null | undefined }) {
  const Page = pageComponentFor(component);
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

export function MenuPage({ pathname }: { pathname: string }) {
  const router = useRouter();
  const entry = findMenuEntry(routeMenuOf(router.options.context), pathname);
  return <RegistryPage component={entry?.component} />;
}
