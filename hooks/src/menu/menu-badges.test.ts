import { afterEach, describe, expect, it, vi } from 'vitest';
import { badgeCount, buildMenuTree, createMenuBadgesModel } from './index.js';
import { serverMenu } from './menu-fixture.test-util.js';

afterEach(() => vi.useRealTimers());

describe('menu badges (shell-spec 2.8)', () => {
  const tree = buildMenuTree(serverMenu);
  const patient = tree.find((i) => i.key === '/patient')!;

  it('fetches every corner-mark URL, refreshes every 10 s and sums submenus', async () => {
    vi.useFakeTimers();
    const answers: Record<string, number> = { '/badge/a': 2, '/badge/b': 3 };
    const seen: string[] = [];
    const model = createMenuBadgesModel(async (url) => (seen.push(url), answers[url]!));
    model.setItems(tree);
    model.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['/badge/a', '/badge/b']);
    expect(badgeCount(patient, model.getSnapshot())).toBe(5);
    expect(badgeCount(patient.children![0]!, model.getSnapshot())).toBe(2);
    answers['/badge/a'] = 10;
    await vi.advanceTimersByTimeAsync(9_999);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(4);
    expect(badgeCount(patient, model.getSnapshot())).toBe(13);
    model.stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(seen).toHaveLength(4);
  });
  it('keeps the last number when a fetch fails and reads junk as zero', async () => {
    let fail = false;
    const model = createMenuBadgesModel(async (url) => {
      if (fail) throw new Error('网络超时');
      return url === '/badge/a' ? 4 : (Number.NaN as number);
    });
    model.setItems(tree);
    await model.refresh();
    expect(model.getSnapshot()).toEqual({ '/badge/a': 4, '/badge/b': 0 });
    fail = true;
    await model.refresh();
    expect(model.getSnapshot()).toEqual({ '/badge/a': 4, '/badge/b': 0 });
  });
  it('does not stack requests behind a slow server', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const model = createMenuBadgesModel(() => (calls++, new Promise<number>(() => undefined)));
    model.setItems([patient.children![0]!]);
    model.start();
    await vi.advanceTimersByTimeAsync(35_000);
    expect(calls).toBe(1);
    model.stop();
  });
  it('an item without a badge counts zero', () => {
    expect(badgeCount(tree[0]!, {})).toBe(0);
  });
});
