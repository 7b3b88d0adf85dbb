import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSettingsModel, useHeaderHidden, useSettings } from './index.js';

describe('useSettings / useHeaderHidden', () => {
  it('re-renders on changes and applies the scroll rule', () => {
    const model = createSettingsModel({ storage: null });
    const { result, rerender } = renderHook(
      ({ y }) => ({ s: useSettings(model), hidden: useHeaderHidden(model, y) }),
      {
        initialProps: { y: 300 },
      },
    );
    expect(result.current.hidden).toBe(false);
    act(() => {
      model.set('fixedHeader', true);
      model.set('autoHideHeader', true);
    });
    expect(result.current.s.autoHideHeader).toBe(true);
    expect(result.current.hidden).toBe(true);
    rerender({ y: 50 });
    expect(result.current.hidden).toBe(false);
  });
});
