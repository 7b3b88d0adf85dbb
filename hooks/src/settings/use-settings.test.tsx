import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useModelState } from '../core/use-model-state.js';
import { createSettingsModel } from './index.js';
import { useHeaderHidden } from './react.js';

describe('useModelState(settings) / useHeaderHidden', () => {
  it('re-renders on changes and applies the scroll rule', () => {
    const model = createSettingsModel({ storage: null });
    const { result, rerender } = renderHook(
      ({ y }) => ({ s: useModelState(model), hidden: useHeaderHidden(model, y) }),
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
