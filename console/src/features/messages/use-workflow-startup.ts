// Start-up read of the TB-D-WEB workflow status config (shell-spec 7.3); other variants and errors do nothing.
import { useEffect, useState } from 'react';
import {
  INDEMNIFICATION_PROJECT_KEY,
  createWorkflowConfigModel,
  workflowTransportFromClient,
  type WorkflowStatusConfig,
} from '@clinic/hooks';
import { browserStore } from '@clinic/sdk';
import { useClinic } from '../../app/clinic-context';

export function useWorkflowStartup(): void {
  const { client, appCode } = useClinic();
  const [model] = useState(() =>
    createWorkflowConfigModel({
      appCode,
      transport: workflowTransportFromClient(client),
      storage: browserStore<WorkflowStatusConfig>(INDEMNIFICATION_PROJECT_KEY),
    }),
  );
  useEffect(() => {
    void model.load();
  }, [model]);
}
