import { BusinessError } from '@clinic/sdk';
import { describe, expect, it, vi } from 'vitest';
import { askOf, createRecordActionsModel } from './record-actions-model.js';

const refusal = (message: string) =>
  new BusinessError({ status: 200, code: 500, message, userMessage: message, result: null });

describe('record actions model', () => {
  it('sends a status move with the id alone, reloads and closes', async () => {
    const run = vi.fn(async () => {});
    const changed = vi.fn();
    const m = createRecordActionsModel({ transport: { run }, onChanged: changed });
    const notices: string[] = [];
    m.onNotice((n) => notices.push(n.text));
    m.open({ id: 'o1', name: 'DH20261127-001', action: 'submitOrder' });
    expect(askOf(m.getSnapshot().target!)).toBe(
      '确定提交订单「DH20261127-001」吗？提交后不能再修改订单和明细。',
    );
    expect(await m.submit()).toBe(true);
    expect(run).toHaveBeenCalledWith('submitSupplyOrder', { id: 'o1' });
    expect(notices).toEqual(['订单已提交']);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(m.getSnapshot().target).toBeNull();
  });

  it('驳回 needs a reason and 出库 a positive whole quantity before anything is sent', async () => {
    const run = vi.fn(async () => {});
    const m = createRecordActionsModel({ transport: { run } });
    m.open({ id: 'a1', name: '张三', action: 'rejectApplication' });
    expect(await m.submit()).toBe(false);
    expect(m.getSnapshot().error).toBe('请填写驳回原因');
    m.setText(' 材料不全 ');
    expect(await m.submit()).toBe(true);
    expect(run).toHaveBeenLastCalledWith('rejectDonationApplication', { id: 'a1', remark: '材料不全' });

    m.open({ id: 's1', name: '血糖试纸', action: 'issueSupply' });
    for (const bad of ['', '0', '1.5', '-2', 'abc']) {
      m.setText(bad);
      expect(await m.submit(), bad).toBe(false);
      expect(m.getSnapshot().error).toBe('请输入大于0的整数出库数量');
    }
    m.setText('3');
    expect(await m.submit()).toBe(true);
    expect(run).toHaveBeenLastCalledWith('issueSupply', { id: 's1', quantity: 3 });
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('a refusal keeps the dialog open with the server’s message (库存不足), 通过 sends the remark only when given', async () => {
    const run = vi.fn(async () => {
      throw refusal('库存不足：二甲双胍片 剩余 2，申请 3');
    });
    const m = createRecordActionsModel({ transport: { run } });
    const notices: string[] = [];
    m.onNotice((n) => notices.push(n.text));
    m.open({ id: 'a2', name: '李四', action: 'approveApplication' });
    expect(await m.submit()).toBe(false);
    // Said once, under the field: not a second time in a notice.
    expect(notices).toEqual([]);
    expect(run).toHaveBeenCalledWith('approveDonationApplication', { id: 'a2' });
    expect(m.getSnapshot()).toMatchObject({
      target: { id: 'a2' },
      saving: false,
      error: '库存不足：二甲双胍片 剩余 2，申请 3',
    });
  });

  it('a refused confirmation (no field) says why in a notice', async () => {
    const run = vi.fn(async () => {
      throw refusal('当前状态为「已配送」');
    });
    const m = createRecordActionsModel({ transport: { run } });
    const notices: string[] = [];
    m.onNotice((n) => notices.push(n.text));
    m.open({ id: 'o1', name: 'DD001', action: 'cancelOrder' });
    expect(await m.submit()).toBe(false);
    expect(notices).toEqual(['当前状态为「已配送」']);
  });
});
