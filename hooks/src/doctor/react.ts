// React bindings of doctor (the framework-free surface is ./index.ts).
export { useDoctorAudit } from './use-doctor-audit.js';
