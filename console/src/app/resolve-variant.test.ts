import { describe, expect, it } from 'vitest';
import { resolveVariant } from './resolve-variant';

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('resolveVariant', () => {
  const base = { buildAppCode: 'PSC-TB-WEB', buildWebAlias: '' };

  it('uses the build values without an override', () => {
    expect(resolveVariant({ ...base, search: '', storage: memory() })).toEqual({
      appCode: 'PSC-TB-WEB',
      webAlias: '',
    });
  });

  it('takes the query value and remembers it for later loads', () => {
    const storage = memory();
    expect(resolveVariant({ ...base, search: '?appCode=TB-D-WEB&webAlias=BSC', storage })).toEqual({
      appCode: 'TB-D-WEB',
      webAlias: 'BSC',
    });
    expect(resolveVariant({ ...base, search: '', storage }).appCode).toBe('TB-D-WEB');
  });

  it('forgets the override on an empty value and ignores malformed codes', () => {
    const storage = memory();
    resolveVariant({ ...base, search: '?appCode=DF-D-WEB', storage });
    expect(resolveVariant({ ...base, search: '?appCode=', storage }).appCode).toBe('PSC-TB-WEB');
    expect(resolveVariant({ ...base, search: '?appCode=%3Cscript%3E', storage }).appCode).toBe('PSC-TB-WEB');
  });
});
