import { memoryStore } from '@clinic/sdk';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouterAdapter } from '../router/index.js';
import { createProjectSelectionModel } from './project-selection-model.js';
import { fakeProjects } from './project-test-kit.js';
import type { StoredProject } from './project-types.js';
import { useModelState } from '../core/use-model-state.js';

describe('useModelState(project selection)', () => {
  it('re-renders with the selected project and its header name', async () => {
    const model = createProjectSelectionModel({
      transport: fakeProjects(),
      storage: memoryStore<StoredProject>(),
      userId: () => 'u1',
      router: createMemoryRouterAdapter('/'),
      appCode: 'RWS-P-WEB',
    });
    const { result } = renderHook(() => useModelState(model));
    expect(result.current.current).toBeNull();
    await act(() => model.select('p2'));
    expect(result.current.current?.projectName).toBe('高血压随访研究');
    expect(result.current.headerName?.text).toBe('高血压随访研究');
  });
});
