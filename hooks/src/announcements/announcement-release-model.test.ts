import { describe, expect, it, vi } from 'vitest';
import { canRelease, canRevoke, createAnnouncementReleaseModel } from './announcement-release-model.js';

describe('announcement release model', () => {
  it('a draft or revoked one can be released, only a released one revoked', () => {
    expect(['0', '1', '2', null].map(canRelease)).toEqual([true, false, true, true]);
    expect(['0', '1', '2', null].map(canRevoke)).toEqual([false, true, false, false]);
  });

  it('release and revoke report success, reload, and say the refusal; one at a time', async () => {
    let finish: () => void = () => undefined;
    const release = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const revoke = vi.fn(async () => Promise.reject(new Error('x')));
    const onChanged = vi.fn();
    const model = createAnnouncementReleaseModel({ transport: { release, revoke }, onChanged });
    const notices: string[] = [];
    model.onNotice((n) => notices.push(`${n.level}:${n.text}`));
    const first = model.release('a1');
    expect(model.getSnapshot().busyId).toBe('a1');
    expect(await model.release('a2')).toBe(false);
    finish();
    expect(await first).toBe(true);
    expect(await model.revoke('a1')).toBe(false);
    expect(notices).toEqual(['success:发布成功', 'error:操作失败']);
    expect(onChanged).toHaveBeenCalledOnce();
    expect(model.getSnapshot().busyId).toBeNull();
  });
});
