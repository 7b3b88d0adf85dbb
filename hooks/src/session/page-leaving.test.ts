import { describe, expect, it } from 'vitest';
import { watchPageLeaving } from './page-leaving.js';

describe('watchPageLeaving', () => {
  it('is leaving after pagehide and back after pageshow (back-forward cache)', () => {
    const target = new EventTarget();
    const watch = watchPageLeaving(target);
    expect(watch.isLeaving()).toBe(false);
    target.dispatchEvent(new Event('pagehide'));
    expect(watch.isLeaving()).toBe(true);
    target.dispatchEvent(new Event('pageshow'));
    expect(watch.isLeaving()).toBe(false);
  });

  it('stops listening once disposed', () => {
    const target = new EventTarget();
    const watch = watchPageLeaving(target);
    watch.dispose();
    target.dispatchEvent(new Event('pagehide'));
    expect(watch.isLeaving()).toBe(false);
  });
});
