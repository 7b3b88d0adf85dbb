// The home page per tenant (shell-spec 2.5): tenant 1423892807230000001 has its own workbench home; others the analysis dashboard.
import { SPECIAL_HOME_TENANT_ID, useSession } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { AnalysisPage } from './analysis-page';
import { TenantWorkbenchHome } from './tenant-workbench-home';

export function HomePage() {
  const { session } = useClinic();
  const { userInfo } = useSession(session);
  if (String(userInfo?.tenantId ?? '') === SPECIAL_HOME_TENANT_ID) return <TenantWorkbenchHome />;
  return <AnalysisPage />;
}
