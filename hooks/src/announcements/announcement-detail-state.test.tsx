import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { msg } from '../messages/message-test-kit.js';
import { createAnnouncementDetailModel } from './announcement-detail-model.js';
import { useModelState } from '../core/use-model-state.js';

describe('useModelState(announcement detail)', () => {
  it('re-renders when the detail opens and closes', async () => {
    const model = createAnnouncementDetailModel();
    const { result } = renderHook(() => useModelState(model));
    expect(result.current.view).toBe('closed');
    await act(() => model.open(msg('1', 1, { sender: '管理员' })));
    expect(result.current.detail?.sender).toBe('管理员');
    act(() => model.close());
    expect(result.current.view).toBe('closed');
  });
});
