// A registry page rendered inside another view (a notice's dialog, shell-spec 2.10) with its own in-memory address,
// so the page below keeps its URL. The shell owns it because it owns the page registry; the messages feature reaches it
// through the embeddedPage slot.
import { useMemo } from 'react';
import { createMemoryRouterAdapter } from '@clinic/hooks';
import { ShellProvider, useShell } from '../../app/shell-context';
import { PageContext } from '../../app/page-context';
import type { EmbeddedPageSlot } from '../../app/shell-slots';
import { pageLoaderFor } from '../../pages/registry';
import { RegistryPage } from './menu-page';

function EmbeddedPage({ component, busId }: { component: string; busId: string | null }) {
  const shell = useShell();
  const path = `/${component}`;
  const search = useMemo(() => {
    const out: Record<string, string> = {};
    if (busId) out.busId = busId;
    return out;
  }, [busId]);
  const services = useMemo(
    () => ({
      ...shell,
      router: createMemoryRouterAdapter(busId ? `${path}?busId=${encodeURIComponent(busId)}` : path),
    }),
    [shell, path, busId],
  );
  return (
    <ShellProvider services={services}>
      <PageContext.Provider value={{ fullPath: path, path, search, active: true }}>
        <RegistryPage component={component} />
      </PageContext.Provider>
    </ShellProvider>
  );
}

export const embeddedPage: EmbeddedPageSlot = {
  has: (component) => pageLoaderFor(component) !== undefined,
  View: EmbeddedPage,
};
