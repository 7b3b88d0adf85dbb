// Adapter: the workflow status configuration read over the @clinic/sdk client.
import type { ClinicClient } from '@clinic/sdk';
import type { WorkflowStatusCfg, WorkflowTransport } from './workflow-types.js';

export function workflowTransportFromClient(client: Pick<ClinicClient, 'call'>): WorkflowTransport {
  return {
    async statusCfgList(query) {
      return (await client.call('workflowStatusCfgList', { query })) as WorkflowStatusCfg[];
    },
  };
}
