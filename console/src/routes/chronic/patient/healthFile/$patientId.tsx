// A patient's 健康档案 (/chronic/patient/healthFile/<id>), opened from 患者列表; the page arrives in this route's chunk.
import { createFileRoute } from '@tanstack/react-router';
import { HealthFilePage } from '../../../../features/health-file/health-file-page';

export const Route = createFileRoute('/chronic/patient/healthFile/$patientId')({
  component: function HealthFileRoute() {
    const { patientId } = Route.useParams();
    // One page per patient: another patient's file is a fresh model, not this one's state.
    return <HealthFilePage key={patientId} patientId={patientId} />;
  },
});
