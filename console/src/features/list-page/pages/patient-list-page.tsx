// 患者列表 (/chronic/patient/list, menu component chronic/PatientList): the patient declaration on the generic list page,
// each row with its 健康档案 (the patient's file and records) and 用药记录 (medications in an editable table).
import { healthFilePathOf } from '@clinic/hooks';
import { resources } from '@clinic/sdk/resources';
import { AppLink } from '../../../ui/app-link';
import { MedicationAction } from '../../medication/medication-dialog';
import { listPageOf } from '../list-page';

export default listPageOf({
  resource: resources.patient,
  bizCode: 'patient',
  rowActions: (row) => (
    <>
      <AppLink href={healthFilePathOf(String(row.id))} className="text-primary-strong hover:underline">
        健康档案
      </AppLink>
      <MedicationAction patientId={String(row.id)} patientName={String(row.name ?? '')} />
    </>
  ),
  actionWidth: 220,
});
