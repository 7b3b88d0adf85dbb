// 患者列表 (/chronic/patient/list, menu component chronic/PatientList): the patient declaration on the generic list page,
// each row with its 用药记录 (the patient's medications in an editable table).
import { resources } from '@clinic/sdk/resources';
import { MedicationAction } from '../../medication/medication-dialog';
import { listPageOf } from '../list-page';

export default listPageOf({
  resource: resources.patient,
  bizCode: 'patient',
  rowActions: (row) => <MedicationAction patientId={String(row.id)} patientName={String(row.name ?? '')} />,
});
