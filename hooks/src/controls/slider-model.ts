// Slider verification: idle → dragging → success; an early release resets; after success it cannot move.
import { createObservableStore } from '../core/observable-store.js';

export type SliderStatus = 'idle' | 'dragging' | 'success';

export interface SliderSnapshot {
  status: SliderStatus;
  /** Handle offset in pixels, 0..max. */
  offset: number;
  max: number;
  text: string;
}

export const SLIDER_TEXTS = { idle: '拖动滑块验证', success: '验证通过' } as const;

/** Keyboard steps: an arrow moves 10% of the track, End jumps to the end. */
const KEY_STEP = 0.1;

export interface SliderModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SliderSnapshot;
  /** The listener gets the final position, the proof a server token is asked for (`sliderToken`). */
  onSuccess(listener: (snapshot: SliderSnapshot) => void): () => void;
  setMax(max: number): void;
  start(clientX: number): void;
  move(clientX: number): void;
  /** Reaching the full width passes; anything less resets to the start. */
  end(): void;
  /** ArrowRight/ArrowLeft step, End/Enter finish: the keyboard path needs no pointer. */
  key(key: string): boolean;
  reset(): void;
}

export function createSliderModel(max: number): SliderModel {
  const store = createObservableStore<SliderSnapshot>({
    status: 'idle',
    offset: 0,
    max,
    text: SLIDER_TEXTS.idle,
  });
  const snapshot = store.getSnapshot;
  const successListeners = new Set<(snapshot: SliderSnapshot) => void>();
  let startX = 0;

  const succeed = () => {
    store.update({ status: 'success', offset: snapshot().max, text: SLIDER_TEXTS.success });
    const done = snapshot();
    successListeners.forEach((l) => l(done));
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: snapshot,
    onSuccess(listener) {
      successListeners.add(listener);
      return () => successListeners.delete(listener);
    },
    setMax(next) {
      if (snapshot().status !== 'success') store.update({ max: Math.max(0, next) });
    },
    start(clientX) {
      if (snapshot().status === 'success') return;
      startX = clientX - snapshot().offset;
      store.update({ status: 'dragging' });
    },
    move(clientX) {
      const s = snapshot();
      if (s.status !== 'dragging') return;
      store.update({ offset: Math.min(s.max, Math.max(0, clientX - startX)) });
    },
    end() {
      const s = snapshot();
      if (s.status !== 'dragging') return;
      if (s.max > 0 && s.offset >= s.max) succeed();
      else store.update({ status: 'idle', offset: 0 });
    },
    key(key) {
      const s = snapshot();
      if (s.status === 'success') return false;
      const step = Math.max(1, Math.round(s.max * KEY_STEP));
      if (key === 'ArrowRight') {
        const offset = Math.min(s.max, s.offset + step);
        if (offset >= s.max) succeed();
        else store.update({ offset, status: 'idle' });
        return true;
      }
      if (key === 'ArrowLeft' || key === 'Home') {
        store.update({ offset: key === 'Home' ? 0 : Math.max(0, s.offset - step) });
        return true;
      }
      if (key === 'End') {
        succeed();
        return true;
      }
      return false;
    },
    reset() {
      store.update({ status: 'idle', offset: 0, text: SLIDER_TEXTS.idle });
    },
  };
}
