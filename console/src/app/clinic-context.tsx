// React context carrying the one SDK client and the session model to every page.
import { createContext, useContext, type ReactNode } from 'react';
import type { SessionModel, TenantModel } from '@clinic/hooks';
import type { ClinicClient } from '@clinic/sdk';

export interface ClinicServices {
  client: ClinicClient;
  session: SessionModel;
  appCode: string;
  webAlias: string;
  /** The tenant switch; absent in isolated component tests. */
  tenants?: TenantModel;
}

const ClinicContext = createContext<ClinicServices | null>(null);

export function ClinicProvider({ services, children }: { services: ClinicServices; children: ReactNode }) {
  return <ClinicContext.Provider value={services}>{children}</ClinicContext.Provider>;
}

export function useClinic(): ClinicServices {
  const services = useContext(ClinicContext);
  if (!services) throw new Error('useClinic must be used inside <ClinicProvider>');
  return services;
}
