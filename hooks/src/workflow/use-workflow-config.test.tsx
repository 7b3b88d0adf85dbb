import { memoryStore } from '@clinic/sdk';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWorkflowConfig } from './use-workflow-config.js';
import { createWorkflowConfigModel } from './workflow-config-model.js';
import type { WorkflowStatusConfig } from './workflow-types.js';

describe('useWorkflowConfig', () => {
  it('loads once on mount', async () => {
    let calls = 0;
    const model = createWorkflowConfigModel({
      appCode: 'TB-D-WEB',
      storage: memoryStore<WorkflowStatusConfig>(),
      transport: {
        statusCfgList: async (q) => {
          calls += 1;
          return [{ name: q.statusId, cfgCode: q.statusId, sortNo: 1 }];
        },
      },
    });
    const { result, rerender } = renderHook(() => useWorkflowConfig(model));
    await act(async () => {
      await model.load();
    });
    rerender();
    expect(calls).toBe(6);
    expect(Object.keys(result.current.config ?? {})).toHaveLength(6);
  });
});
