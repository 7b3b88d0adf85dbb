// Every resource declaration the engine answers for. A resource declared in @clinic/sdk/resources is answered from
// that declaration alone (engineDeclOf); the hand-written server declarations below predate it and win for their name.
import { resources } from '@clinic/sdk/resources';
import { engineDeclOf } from './engine/from-declaration.js';
import type { ResourceDecl } from './engine/types.js';
import { announcementResource } from './announcement.js';
import { feedbackResource } from './feedback.js';
import { projectResource } from './project.js';
import { subjectResource } from './subject.js';
import { taskResource } from './task.js';
import { userResource } from './user.js';
import { roleResource } from './role.js';
import { positionResource } from './position.js';
import { departResource } from './depart.js';
import { organizationResource } from './organization.js';
import { doctorResource } from './doctor.js';
import { dictResource, dictItemResource } from './dict.js';
import { patientResource } from './patient.js';
import { permissionResource } from './permission.js';
import { tenantResource } from './tenant.js';
import { quartzJobResource } from './quartz-job.js';
import { labelResource } from './label.js';
import { doctorScheduleResource } from './doctor-schedule.js';
import { appointmentResource } from './appointment.js';
import { questionnaireResource, questionnaireResultResource } from './questionnaire.js';
import { healthArticleResource } from './health-article.js';
import { visitResource } from './visit-schedule.js';
import { patientAbnormalResource } from './patient-abnormal.js';
import { interventionResource } from './intervention.js';
import { pointLedgerResource } from './point-ledger.js';
import { donationProjectResource } from './donation-project.js';
import { donationApplicationResource } from './donation-application.js';
import { supplyOrderResource, supplyOrderItemResource } from './supply-order.js';
import { projectGroupResource, projectMemberResource, projectVisitResource } from './project-settings.js';

export const resourceDeclarations: ResourceDecl[] = [
  announcementResource,
  feedbackResource,
  projectResource,
  subjectResource,
  taskResource,
  userResource,
  roleResource,
  positionResource,
  departResource,
  organizationResource,
  doctorResource,
  dictResource,
  dictItemResource,
  patientResource,
  permissionResource,
  tenantResource,
  quartzJobResource,
  labelResource,
  doctorScheduleResource,
  appointmentResource,
  questionnaireResource,
  questionnaireResultResource,
  healthArticleResource,
  visitResource,
  patientAbnormalResource,
  interventionResource,
  pointLedgerResource,
  donationProjectResource,
  donationApplicationResource,
  supplyOrderResource,
  supplyOrderItemResource,
  projectGroupResource,
  projectVisitResource,
  projectMemberResource,
];

// Declared resources without a server file of their own (a new resource: its declaration and its migration).
for (const def of Object.values(resources)) {
  if (!resourceDeclarations.some((d) => d.name === def.name)) resourceDeclarations.push(engineDeclOf(def));
}

const byName = new Map<string, ResourceDecl>();

/** Declarations may be appended late (tests); the map is rebuilt when the array grew. */
export function findResource(name: string): ResourceDecl | undefined {
  if (byName.size !== resourceDeclarations.length) {
    byName.clear();
    for (const d of resourceDeclarations) {
      if (byName.has(d.name)) throw new Error(`resource ${d.name} registered twice`);
      byName.set(d.name, d);
    }
  }
  return byName.get(name);
}
