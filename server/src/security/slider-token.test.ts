import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/client.js';
import { openTestDatabase } from '../resources/test-support.js';
import { acceptSliderToken, issueSliderToken, SLIDER_TOKEN_TTL_MS } from './slider-token.js';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
}, 60_000);
afterAll(async () => opened?.close());

describe('slider tokens', () => {
  const now = 1_795_000_000_000;

  it('are accepted once', async () => {
    const { token, expiresAt } = issueSliderToken(now);
    expect(expiresAt).toBe(now + SLIDER_TOKEN_TTL_MS);
    expect(await acceptSliderToken(opened.db, token, now + 1000)).toBe(true);
    expect(await acceptSliderToken(opened.db, token, now + 2000)).toBe(false);
  });

  it('refuse an expired, a forged or a malformed token', async () => {
    const late = issueSliderToken(now).token;
    expect(await acceptSliderToken(opened.db, late, now + SLIDER_TOKEN_TTL_MS)).toBe(false);
    const [expires, nonce, signature] = issueSliderToken(now).token.split('.');
    const longer = `${Number(expires) + 3_600_000}.${nonce}.${signature}`;
    expect(await acceptSliderToken(opened.db, longer, now)).toBe(false);
    for (const bad of ['', 'x', 'a.b.c', `${expires}.${nonce}`, `${expires}.${nonce}.${signature}.x`])
      expect(await acceptSliderToken(opened.db, bad, now), bad).toBe(false);
  });
});
