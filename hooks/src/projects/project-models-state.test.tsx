import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCreateProjectModel } from './create-project-model.js';
import { createProjectListModel } from './project-list-model.js';
import { fakeProjects } from './project-test-kit.js';
import { useModelState } from '../core/use-model-state.js';

describe('useModelState(project list, create project)', () => {
  it('show the searched list and the dialog state; creating reloads the list', async () => {
    const transport = fakeProjects();
    const list = createProjectListModel(transport);
    const create = createCreateProjectModel({
      transport,
      canCreate: () => true,
      onCreated: () => void list.load(),
    });
    const listView = renderHook(() => useModelState(list));
    const dialog = renderHook(() => useModelState(create));
    await act(() => list.load());
    act(() => list.search('高血压'));
    expect(listView.result.current.visible.map((p) => p.id)).toEqual(['p2']);
    act(() => create.openDialog());
    expect(dialog.result.current.open).toBe(true);
    act(() => create.setField('projectName', '新项目'));
    await act(() => create.submit());
    expect(dialog.result.current.open).toBe(false);
    expect(transport.calls.filter((c) => c.startsWith('myProjects'))).toHaveLength(2);
  });
});
