// Slider verification: drag the handle to the full width (or use the arrow keys / End); early release resets.
import { useEffect, useRef, useState } from 'react';
import { createSliderModel, useModelState } from '@clinic/hooks';

const HANDLE = 40;

export interface SliderProof {
  offset: number;
  max: number;
}

export function SliderVerify({
  onSuccess,
  width = 300,
}: {
  /** Gets where the handle ended: what the server's sliderToken wants before it issues a token. */
  onSuccess?: (proof: SliderProof) => void;
  /** Pixels, or 'fill' to take the container's width (narrow screens), measured as it changes. */
  width?: number | 'fill';
}) {
  const [model] = useState(() => createSliderModel((width === 'fill' ? 300 : width) - HANDLE));
  const state = useModelState(model);
  const track = useRef<HTMLDivElement>(null);
  useEffect(
    () => (onSuccess ? model.onSuccess(({ offset, max }) => onSuccess({ offset, max })) : undefined),
    [model, onSuccess],
  );
  useEffect(() => {
    const el = track.current;
    if (width !== 'fill' || !el || typeof ResizeObserver === 'undefined') return;
    const measure = () => model.setMax(el.clientWidth - HANDLE);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [model, width]);
  const passed = state.status === 'success';
  return (
    <div
      ref={track}
      className={`relative h-10 select-none rounded border text-sm ${passed ? 'border-green-500 bg-green-50' : 'border-slate-300 bg-slate-100'}`}
      style={{ width: width === 'fill' ? '100%' : width }}
    >
      <div
        className={`absolute inset-y-0 left-0 rounded-l ${passed ? 'bg-green-200' : 'bg-primary/20'}`}
        style={{ width: state.offset + HANDLE }}
      />
      <span
        className={`absolute inset-0 flex items-center justify-center ${passed ? 'text-green-700' : 'text-slate-600'}`}
        aria-live="polite"
      >
        {state.text}
      </span>
      <div
        role="slider"
        tabIndex={0}
        aria-label="拖动滑块验证"
        aria-valuemin={0}
        aria-valuemax={state.max}
        aria-valuenow={state.offset}
        aria-valuetext={state.text}
        aria-disabled={passed || undefined}
        className={`absolute top-0 flex h-full cursor-grab items-center justify-center rounded border bg-white shadow focus-visible:outline-2 focus-visible:outline-primary ${passed ? 'border-green-500 text-green-600' : 'border-slate-300 text-slate-500'}`}
        style={{ width: HANDLE, left: state.offset, touchAction: 'none' }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          model.start(event.clientX);
        }}
        onPointerMove={(event) => model.move(event.clientX)}
        onPointerUp={() => model.end()}
        onPointerCancel={() => model.end()}
        onKeyDown={(event) => {
          if (model.key(event.key)) event.preventDefault();
        }}
      >
        {passed ? '✓' : '»'}
      </div>
    </div>
  );
}
