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

export class SliderModel {
  private readonly store: ReturnType<typeof createObservableStore<SliderSnapshot>>;
  private startX = 0;
  private readonly successListeners = new Set<(snapshot: SliderSnapshot) => void>();

  constructor(max: number) {
    this.store = createObservableStore<SliderSnapshot>({
      status: 'idle',
      offset: 0,
      max,
      text: SLIDER_TEXTS.idle,
    });
  }

  subscribe = (listener: () => void) => this.store.subscribe(listener);
  getSnapshot = () => this.store.getSnapshot();

  /** The listener gets the final position, the proof a server token is asked for (`sliderToken`). */
  onSuccess(listener: (snapshot: SliderSnapshot) => void): () => void {
    this.successListeners.add(listener);
    return () => this.successListeners.delete(listener);
  }

  setMax(max: number): void {
    if (this.getSnapshot().status !== 'success') this.store.update({ max: Math.max(0, max) });
  }

  start(clientX: number): void {
    if (this.getSnapshot().status === 'success') return;
    this.startX = clientX - this.getSnapshot().offset;
    this.store.update({ status: 'dragging' });
  }

  move(clientX: number): void {
    const s = this.getSnapshot();
    if (s.status !== 'dragging') return;
    this.store.update({ offset: Math.min(s.max, Math.max(0, clientX - this.startX)) });
  }

  /** Reaching the full width passes; anything less resets to the start. */
  end(): void {
    const s = this.getSnapshot();
    if (s.status !== 'dragging') return;
    if (s.max > 0 && s.offset >= s.max) this.succeed();
    else this.store.update({ status: 'idle', offset: 0 });
  }

  /** ArrowRight/ArrowLeft step, End/Enter finish: the keyboard path needs no pointer. */
  key(key: string): boolean {
    const s = this.getSnapshot();
    if (s.status === 'success') return false;
    const step = Math.max(1, Math.round(s.max * KEY_STEP));
    if (key === 'ArrowRight') {
      const offset = Math.min(s.max, s.offset + step);
      if (offset >= s.max) this.succeed();
      else this.store.update({ offset, status: 'idle' });
      return true;
    }
    if (key === 'ArrowLeft' || key === 'Home') {
      this.store.update({ offset: key === 'Home' ? 0 : Math.max(0, s.offset - step) });
      return true;
    }
    if (key === 'End') {
      this.succeed();
      return true;
    }
    return false;
  }

  reset(): void {
    this.store.update({ status: 'idle', offset: 0, text: SLIDER_TEXTS.idle });
  }

  private succeed(): void {
    this.store.update({ status: 'success', offset: this.getSnapshot().max, text: SLIDER_TEXTS.success });
    const done = this.getSnapshot();
    this.successListeners.forEach((l) => l(done));
  }
}
