import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createTablePickerModel } from '../pickers/table-picker-model.js';
import { useModelState } from './use-model-state.js';

describe('useModelState', () => {
  it('re-renders with the model snapshot as it changes', async () => {
    const model = createTablePickerModel({
      load: async () => ({ records: [{ id: 'a' }, { id: 'b' }], total: 2 }),
    });
    const { result } = renderHook(() => useModelState(model));
    expect(result.current.rows).toEqual([]);
    await act(() => model.open());
    expect(result.current.total).toBe(2);
    act(() => model.toggle({ id: 'b' }));
    expect(result.current.selectedKeys).toEqual(['b']);
  });
});
