// Public surface of the doctor feature: the licence authentication audit (通过 / 驳回).
export {
  createDoctorAuditModel,
  doctorAuditTransportOf,
  DOCTOR_REASON_REQUIRED,
  type DoctorAuditModel,
  type DoctorAuditSnapshot,
  type DoctorAuditTransport,
} from './doctor-audit-model.js';
