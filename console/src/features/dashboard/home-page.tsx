// The home page per tenant (shell-spec 2.5): the tenant requests act in (TENANT_ID) picks its home from the hooks table.
import { tenantHomeKind, useModelState, type TenantModel } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { AnalysisPage } from './analysis-page';
import { ClinicHome } from './clinic-home';
import { PlatformHome } from './platform-home';
import { TenantWorkbenchHome } from './tenant-workbench-home';

export function HomePage() {
  const { tenants } = useClinic();
  return tenants ? <TenantHome model={tenants} /> : <SessionTenantHome />;
}

function TenantHome({ model }: { model: TenantModel }) {
  const { currentId, tenants } = useModelState(model);
  const tenantName = tenants.find((t) => t.id === currentId)?.name ?? '';
  return <HomeOf tenantId={currentId} tenantName={tenantName} />;
}

function SessionTenantHome() {
  const { session } = useClinic();
  const { userInfo } = useModelState(session);
  return <HomeOf tenantId={userInfo?.tenantId ?? null} tenantName="" />;
}

function HomeOf({ tenantId, tenantName }: { tenantId: string | null; tenantName: string }) {
  switch (tenantHomeKind(tenantId)) {
    case 'workbench':
      return <TenantWorkbenchHome />;
    case 'clinic':
      return <ClinicHome tenantName={tenantName} />;
    case 'platform':
      return <PlatformHome tenantName={tenantName} />;
    default:
      return <AnalysisPage />;
  }
}
