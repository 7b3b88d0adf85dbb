// The patient-abnormal page opened from a patientAbnormal message.
import { createFileRoute } from '@tanstack/react-router';
import { PatientAbnormalPage } from '../../../../features/research/patient-abnormal-page';

export const Route = createFileRoute('/chronic/diseaseIntervene/patientManage/patientAbnormal')({
  component: PatientAbnormalPage,
});
