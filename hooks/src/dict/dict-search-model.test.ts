import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDictSearchModel, optionDetail, type DictSearchSource } from './dict-search-model.js';

function source(): DictSearchSource & { search: ReturnType<typeof vi.fn>; labels: ReturnType<typeof vi.fn> } {
  return {
    search: vi.fn(async (_code: string, keyword: string) => [
      { value: `v-${keyword}`, text: `项-${keyword}` },
    ]),
    labels: vi.fn(async (_code: string, values: string[]) => values.map((v) => `标签${v}`)),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('dictionary search select', () => {
  it('searches 800 ms after the last keystroke, with page size 10', async () => {
    const s = source();
    const model = createDictSearchModel('disease_type', s);
    model.type('高');
    vi.advanceTimersByTime(500);
    model.type('高血');
    vi.advanceTimersByTime(799);
    expect(s.search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(s.search).toHaveBeenCalledTimes(1);
    expect(s.search).toHaveBeenCalledWith('disease_type', '高血', 10);
    expect(model.getSnapshot().options).toEqual([{ value: 'v-高血', text: '项-高血' }]);
  });

  it('back-fills the label of the current value once', async () => {
    const s = source();
    const model = createDictSearchModel('disease_type', s);
    await model.backfill('a,b');
    await model.backfill('a');
    expect(s.labels).toHaveBeenCalledTimes(1);
    expect(model.labelOf('a,b')).toBe('标签a,标签b');
  });

  it('an empty code reports 字典Code不能为空! and never calls the server', async () => {
    const s = source();
    const model = createDictSearchModel('', s);
    expect(model.getSnapshot().error).toBe('字典Code不能为空!');
    await model.searchNow('x');
    expect(s.search).not.toHaveBeenCalled();
  });
});

describe('a search option’s detail', () => {
  it('is its title less the label, or nothing when the title is only the label', () => {
    expect(optionDetail({ value: '1', text: '张秀英', title: '张秀英 · 女 · 1956-03-02' })).toBe(
      '女 · 1956-03-02',
    );
    expect(optionDetail({ value: '1', text: '张秀英', title: '张秀英' })).toBe('');
    expect(optionDetail({ value: '1', text: '张秀英' })).toBe('');
  });
});
