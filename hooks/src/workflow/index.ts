// Public surface of the workflow status configuration feature.
export type {
  WorkflowStatusCfg,
  WorkflowStatusConfig,
  WorkflowStatusQuery,
  WorkflowTransport,
} from './workflow-types.js';
export {
  INDEMNIFICATION_PROJECT_KEY,
  PATIENT_SIGNATURE_ENTRY,
  PATIENT_SIGNATURE_STATUS_IDS,
  WORKFLOW_ID,
  WORKFLOW_STATUS_IDS,
  loadWorkflowStatusConfig,
  withPatientSignature,
  type LoadWorkflowConfigOptions,
} from './workflow-status-config.js';
export {
  createWorkflowConfigModel,
  type WorkflowConfigModel,
  type WorkflowConfigSnapshot,
} from './workflow-config-model.js';
export { workflowTransportFromClient } from './sdk-workflow-transport.js';
