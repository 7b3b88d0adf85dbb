import { describe, expect, it } from 'vitest';
import { ADMINISTRATOR_PERMISSION, settingsDrawerAllowed } from './index.js';

describe('settingsDrawerAllowed (shell-spec 2.11: a development preview)', () => {
  const grants =
    (...codes: string[]) =>
    (action: string) =>
      codes.includes(action);
  it('offers the drawer to administrators only in production', () => {
    expect(settingsDrawerAllowed({ development: false, has: grants(ADMINISTRATOR_PERMISSION) })).toBe(true);
    expect(settingsDrawerAllowed({ development: false, has: grants('chronic:patient:list') })).toBe(false);
  });
  it('offers it to everyone in development', () => {
    expect(settingsDrawerAllowed({ development: true, has: grants() })).toBe(true);
  });
});
