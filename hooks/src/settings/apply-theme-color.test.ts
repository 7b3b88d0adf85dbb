import { describe, expect, it } from 'vitest';
import { applyThemeColor, createSettingsModel } from './index.js';

function feedback() {
  const log: string[] = [];
  return {
    log,
    loading: (text: string) => (log.push(`loading:${text}`), () => log.push('hide')),
    error: (text: string) => void log.push(`error:${text}`),
  };
}

describe('applyThemeColor (shell-spec 2.11)', () => {
  it('shows the compiling note, compiles, then keeps the colour', async () => {
    const model = createSettingsModel({ storage: null });
    const fb = feedback();
    const compiled: string[] = [];
    await expect(applyThemeColor(model, '#F5222D', (c) => void compiled.push(c), fb)).resolves.toBe(true);
    expect(compiled).toEqual(['#F5222D']);
    expect(fb.log).toEqual(['loading:正在编译主题！', 'hide']);
    expect(model.getSnapshot().primaryColor).toBe('#F5222D');
  });
  it('shows Failed to update theme and keeps the old colour when compiling fails', async () => {
    const model = createSettingsModel({ storage: null });
    const fb = feedback();
    const fail = async () => {
      throw new Error('less error');
    };
    await expect(applyThemeColor(model, '#F5222D', fail, fb)).resolves.toBe(false);
    expect(fb.log).toEqual(['loading:正在编译主题！', 'error:Failed to update theme', 'hide']);
    expect(model.getSnapshot().primaryColor).toBe('#1890FF');
  });
  it('ignores a value that is not a colour without compiling', async () => {
    const fb = feedback();
    await expect(
      applyThemeColor(createSettingsModel({ storage: null }), 'red', () => undefined, fb),
    ).resolves.toBe(false);
    expect(fb.log).toEqual([]);
  });
});
