import { BusinessError } from '@clinic/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createDoctorAuditModel } from './doctor-audit-model.js';

describe('doctor audit model', () => {
  it('驳回 needs a reason; with one it sends status 2 and the trimmed reason', async () => {
    const audit = vi.fn(async () => {});
    const changed = vi.fn();
    const m = createDoctorAuditModel({ transport: { audit }, onChanged: changed });
    m.open({ id: 'd1', name: '林医生', kind: 'reject' });
    expect(await m.submit()).toBe(false);
    expect(m.getSnapshot().error).toBe('请填写驳回原因');
    expect(audit).not.toHaveBeenCalled();
    m.setReason('  证书照片不清晰 ');
    expect(m.getSnapshot().error).toBeNull();
    expect(await m.submit()).toBe(true);
    expect(audit).toHaveBeenCalledWith('d1', '2', '证书照片不清晰');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(m.getSnapshot().target).toBeNull();
  });

  it('通过 sends status 1 without a reason; a refusal stays open with the server\u2019s message', async () => {
    const audit = vi.fn(async () => {
      throw new BusinessError({
        status: 200,
        code: 500,
        message: '该医生已通过认证',
        userMessage: '该医生已通过认证',
        result: null,
      });
    });
    const m = createDoctorAuditModel({ transport: { audit } });
    const notices: string[] = [];
    m.onNotice((n) => notices.push(n.text));
    m.open({ id: 'd2', name: '王医生', kind: 'approve' });
    expect(await m.submit()).toBe(false);
    expect(audit).toHaveBeenCalledWith('d2', '1', null);
    expect(notices).toEqual(['该医生已通过认证']);
    expect(m.getSnapshot().target?.id).toBe('d2');
  });
});
