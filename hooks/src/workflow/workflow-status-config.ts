// Start-up read of the TB-D-WEB workflow status configuration (shell-spec 7.3, 6): workflow 1, six status ids, sorted
// by sortNo, stored under the indemnification project key, errors swallowed; 001 and 009 gain the patient signature.
import type { ValueSlot } from '../session/session-types.js';
import type { WorkflowStatusCfg, WorkflowStatusConfig, WorkflowTransport } from './workflow-types.js';
import { appVariantOf } from '../variant/app-variants.js';

export const WORKFLOW_ID = '1';
export const WORKFLOW_STATUS_IDS = ['001', '002', '003', '004', '009', '010'] as const;
/** Local storage key of the configuration (JeecgBoot's INDEMNIFICATION_PROJECT constant). */
export const INDEMNIFICATION_PROJECT_KEY = 'INDEMNIFICATION_PROJECT';
export const PATIENT_SIGNATURE_STATUS_IDS: readonly string[] = ['001', '009'];

/** The spec names the entry but not its fields; this is ours, overridable by the host. */
export const PATIENT_SIGNATURE_ENTRY: Omit<WorkflowStatusCfg, 'sortNo'> = {
  name: '患者签名',
  cfgCode: 'patientSignature',
  content: null,
};

export interface LoadWorkflowConfigOptions {
  appCode: string;
  transport: WorkflowTransport;
  storage: ValueSlot<WorkflowStatusConfig>;
  patientSignatureEntry?: Omit<WorkflowStatusCfg, 'sortNo'>;
}

const bySortNo = (a: WorkflowStatusCfg, b: WorkflowStatusCfg) => Number(a.sortNo) - Number(b.sortNo);

/** Appends the signature entry after the last one, unless the server already lists it. */
export function withPatientSignature(
  entries: readonly WorkflowStatusCfg[],
  entry: Omit<WorkflowStatusCfg, 'sortNo'> = PATIENT_SIGNATURE_ENTRY,
): WorkflowStatusCfg[] {
  if (entries.some((e) => e.cfgCode === entry.cfgCode)) return [...entries];
  const last = entries.reduce((max, e) => Math.max(max, Number(e.sortNo) || 0), 0);
  return [...entries, { ...entry, sortNo: last + 1 }];
}

/**
 * Reads each status id's entries; a failed status is left out silently. Stores and resolves the configuration,
 * or null (nothing stored) outside TB-D-WEB or when every read failed.
 */
export async function loadWorkflowStatusConfig(
  options: LoadWorkflowConfigOptions,
): Promise<WorkflowStatusConfig | null> {
  if (!appVariantOf(options.appCode).workflowAtStart) return null;
  const settled = await Promise.allSettled(
    WORKFLOW_STATUS_IDS.map((statusId) =>
      Promise.resolve()
        .then(() =>
          options.transport.statusCfgList({
            workflowId: WORKFLOW_ID,
            statusId,
            column: 'sortNo',
            order: 'asc',
          }),
        )
        .then((list) => [statusId, list] as const),
    ),
  );
  const config: WorkflowStatusConfig = {};
  for (const outcome of settled) {
    if (outcome.status !== 'fulfilled' || !Array.isArray(outcome.value[1])) continue;
    const [statusId, list] = outcome.value;
    const sorted = [...list].sort(bySortNo);
    config[statusId] = PATIENT_SIGNATURE_STATUS_IDS.includes(statusId)
      ? withPatientSignature(sorted, options.patientSignatureEntry)
      : sorted;
  }
  if (Object.keys(config).length === 0) return null;
  try {
    options.storage.set(config);
  } catch {
    // A full or blocked storage must not break start-up either.
  }
  return config;
}
