import { describe, expect, it, vi } from 'vitest';
import { businessError, msg } from '../messages/message-test-kit.js';
import { chatDays, chatRecordModel, dfProjectModel, systemCheckModel } from './public-page-model.js';

describe('no-login pages', () => {
  it('chat record: days newest first, each read as a conversation, system messages from 系统', () => {
    const days = chatDays([
      msg('3', 0, { createTime: '2026-11-26 09:00:00', sender: '管理员' }),
      msg('2', 1, { createTime: '2026-11-25 18:00:00' }),
      msg('1', 1, { createTime: '2026-11-26 08:00:00', sender: '管理员' }),
    ]);
    expect(days.map((d) => d.day)).toEqual(['2026-11-26', '2026-11-25']);
    expect(days[0]!.entries.map((e) => [e.id, e.sender, e.unread])).toEqual([
      ['1', '管理员', false],
      ['3', '管理员', true],
    ]);
    expect(days[1]!.entries[0]!.sender).toBe('系统');
  });

  it('signed out: a sign-in prompt and no request', async () => {
    const call = vi.fn();
    const model = chatRecordModel({ call } as never, () => false);
    await model.load();
    expect(model.getSnapshot().status).toBe('signedOut');
    expect(call).not.toHaveBeenCalled();
  });

  it('df projects: cards with period and target, and the server message on failure', async () => {
    const call = vi.fn(async () => ({
      records: [
        {
          id: 'p1',
          projectName: '药房援助项目',
          codeName: 'DF-01',
          startTime: '2026-01-01 00:00:00',
          endTime: null,
          targetQuantity: 200,
        },
      ],
    }));
    const model = dfProjectModel({ call } as never, () => true);
    await model.load();
    expect(model.getSnapshot().data).toEqual([
      { id: 'p1', name: '药房援助项目', code: 'DF-01', period: '2026-01-01 至 未定', target: '200 例' },
    ]);
    call.mockRejectedValueOnce(businessError('无权访问'));
    await model.load();
    expect(model.getSnapshot()).toMatchObject({ status: 'error', error: '无权访问' });
  });

  it('system check: status and latency', async () => {
    let t = 100;
    const model = systemCheckModel({ call: async () => ({ status: 'UP' }) } as never, () => (t += 12));
    await model.load();
    expect(model.getSnapshot().data).toEqual({ status: 'UP', latencyMs: 12 });
  });
});
