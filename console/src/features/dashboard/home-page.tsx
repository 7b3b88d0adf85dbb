// The home page per tenant (shell-spec 2.5): the tenant requests act in (TENANT_ID) picks its home from the hooks table.
import { tenantHomeKind, useModelState, type TenantModel } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { AnalysisPage } from './analysis-page';
import { TenantWorkbenchHome } from './tenant-workbench-home';

export function HomePage() {
  const { tenants } = useClinic();
  return tenants ? <TenantHome model={tenants} /> : <SessionTenantHome />;
}

function TenantHome({ model }: { model: TenantModel }) {
  const { currentId } = useModelState(model);
  return tenantHomeKind(currentId) === 'workbench' ? <TenantWorkbenchHome /> : <AnalysisPage />;
}

function SessionTenantHome() {
  const { session } = useClinic();
  const { userInfo } = useModelState(session);
  return tenantHomeKind(userInfo?.tenantId) === 'workbench' ? <TenantWorkbenchHome /> : <AnalysisPage />;
}
