// React context carrying the shell models (permissions, tabs, settings, layout...) to the layout and pages.
import { createContext, useContext, type ReactNode } from 'react';
import { PermissionProvider } from '@clinic/hooks';
import type { ShellServices } from './shell-services';

const ShellContext = createContext<ShellServices | null>(null);

export function ShellProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return (
    <ShellContext.Provider value={services}>
      <PermissionProvider model={services.permissions}>{children}</PermissionProvider>
    </ShellContext.Provider>
  );
}

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell must be used inside <ShellProvider>');
  return services;
}

/** For components that also render outside the shell (tests, login pages). */
export function useOptionalShell(): ShellServices | null {
  return useContext(ShellContext);
}
