import { describe, expect, it, vi } from 'vitest';
import { createSubjectWithdrawModel } from './subject-withdraw-model.js';
import { projectRoleName } from './project-roles.js';

describe('subject withdraw model', () => {
  it('refuses a blank reason without calling the server', async () => {
    const withdraw = vi.fn(async () => {});
    const model = createSubjectWithdrawModel({ withdraw });
    model.open({ id: 's1', name: '王五' });
    model.setReason('   ');
    expect(await model.submit()).toBe(false);
    expect(model.getSnapshot().error).toBe('请填写退出原因');
    expect(withdraw).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason, closes and reloads; a refusal stays in the dialog', async () => {
    const onChanged = vi.fn();
    const withdraw = vi.fn(async () => {});
    const model = createSubjectWithdrawModel({ withdraw, onChanged });
    model.open({ id: 's1', name: '王五' });
    model.setReason(' 撤回知情同意 ');
    expect(await model.submit()).toBe(true);
    expect(withdraw).toHaveBeenCalledWith('s1', '撤回知情同意');
    expect(model.getSnapshot().subject).toBeNull();
    expect(onChanged).toHaveBeenCalledOnce();

    const refusing = createSubjectWithdrawModel({
      withdraw: async () => {
        throw new Error('该受试者已退出');
      },
    });
    refusing.open({ id: 's2', name: '赵六' });
    refusing.setReason('失访');
    expect(await refusing.submit()).toBe(false);
    expect(refusing.getSnapshot()).toMatchObject({ busy: false, subject: { id: 's2' } });
    expect(refusing.getSnapshot().error).toBeTruthy();
  });

  it('names project roles in Chinese, never by code', () => {
    expect(projectRoleName('researcher')).toBe('研究员');
    expect(projectRoleName('admin')).toBe('项目负责人');
    expect(projectRoleName('xyz')).toBe('项目成员');
  });
});
