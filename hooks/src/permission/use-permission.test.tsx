import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPermissionModel } from './index.js';
import { usePermission } from './react.js';

describe('usePermission', () => {
  it('re-renders with the loaded lists', async () => {
    const model = createPermissionModel({
      fetch: async () => ({ menu: [], auth: [{ action: 'a:add', type: '1', status: '1' }], allAuth: [] }),
    });
    const { result } = renderHook(() => usePermission(model));
    expect(result.current.has('a:add')).toBe(false);
    expect(result.current.hasElse('a:add')).toBe(true);
    await act(() => model.load());
    expect(result.current.has('a:add')).toBe(true);
    expect(result.current.hasElse('a:add')).toBe(false);
    expect(result.current.researchButton('a:add')).toBe(true);
    act(() => model.setPermissionList([]));
    expect(result.current.researchButton('a:add')).toBe(false);
  });
});
