// A patient's 健康档案 (/chronic/patient/healthFile/<id>?tab=<tab>), opened from 患者列表; the page arrives in this
// route's chunk. The open tab is in the address, so a reload, a bookmark or the shell's tab strip comes back to it.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { HealthFilePage } from '../../../../features/health-file/health-file-page';

export const Route = createFileRoute('/chronic/patient/healthFile/$patientId')({
  validateSearch: (search: Record<string, unknown>): { tab?: string } =>
    typeof search.tab === 'string' && search.tab !== '' ? { tab: search.tab } : {},
  component: function HealthFileRoute() {
    const { patientId } = Route.useParams();
    const { tab } = Route.useSearch();
    const navigate = useNavigate({ from: Route.fullPath });
    // One page per patient: another patient's file is a fresh model, not this one's state.
    return (
      <HealthFilePage
        key={patientId}
        patientId={patientId}
        tab={tab}
        onTab={(next) => void navigate({ search: next ? { tab: next } : {}, replace: true })}
      />
    );
  },
});
