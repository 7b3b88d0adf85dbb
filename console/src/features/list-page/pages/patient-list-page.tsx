// 患者列表 (/chronic/patient/list, menu component chronic/PatientList): the patient declaration on the generic list page.
import { resources } from '@clinic/sdk/resources';
import { listPageOf } from '../list-page';

export default listPageOf({ resource: resources.patient, bizCode: 'patient' });
