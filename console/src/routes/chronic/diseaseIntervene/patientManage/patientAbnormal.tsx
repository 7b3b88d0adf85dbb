// The patient-abnormal page (shell-spec 2.3) opened from a patientAbnormal message.
import { createFileRoute } from '@tanstack/react-router';
import { PatientAbnormalPage } from '../../../../features/intervene/patient-abnormal-page';

export const Route = createFileRoute('/chronic/diseaseIntervene/patientManage/patientAbnormal')({
  component: PatientAbnormalPage,
});
