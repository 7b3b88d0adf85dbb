import { describe, expect, it } from 'vitest';
import { serverKey } from './server-keys.js';

describe('serverKey', () => {
  it('derives the same key in every process from SERVER_SECRET, a different one per purpose', () => {
    const env = { SERVER_SECRET: 'x'.repeat(40) };
    expect(serverKey('slider', env).equals(serverKey('slider', { ...env }))).toBe(true);
    expect(serverKey('slider', env).equals(serverKey('upload-policy', env))).toBe(false);
    expect(serverKey('slider', env).equals(serverKey('slider', { SERVER_SECRET: 'y'.repeat(40) }))).toBe(
      false,
    );
  });

  it("prefers a purpose's own variable, and never hands out the secret itself", () => {
    expect(serverKey('im', { SERVER_SECRET: 's'.repeat(40), IM_SECRET: 'own' }).toString()).toBe('own');
    expect(serverKey('im', { SERVER_SECRET: 's'.repeat(40) }).toString()).not.toContain('s'.repeat(8));
  });

  it('without any secret gives this process a key of its own, stable within the process', () => {
    expect(serverKey('slider', {}).equals(serverKey('slider', {}))).toBe(true);
    expect(serverKey('slider', {})).toHaveLength(32);
  });
});
