// The actions of 运营管理's records beyond editing: 提交 / 审批 / 配送 / 取消 of a 耗材订单, 出库 of a 耗材 (a quantity)
// and 通过 / 驳回 of a 捐赠申请 (驳回 needs its reason). One asked at a time, checked before it is sent, the server's
// refusal (库存不足：…, 当前状态为「…」) as the message, the list reloaded after a change.
import type { ClinicClient } from '@clinic/sdk';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';

export type RecordAction =
  | 'submitOrder'
  | 'approveOrder'
  | 'deliverOrder'
  | 'cancelOrder'
  | 'issueSupply'
  | 'approveApplication'
  | 'rejectApplication';

interface ActionSpec {
  readonly operationId: string;
  /** The dialog's title and the confirmation's question ({name} is the record's name). */
  readonly title: string;
  readonly ask: string;
  /** What the dialog asks besides the confirmation. */
  readonly input: 'none' | 'remark' | 'reason' | 'quantity';
  readonly done: string;
}

export const RECORD_ACTIONS: Readonly<Record<RecordAction, ActionSpec>> = {
  submitOrder: {
    operationId: 'submitSupplyOrder',
    title: '提交订单',
    ask: '确定提交订单「{name}」吗？提交后不能再修改订单和明细。',
    input: 'none',
    done: '订单已提交',
  },
  approveOrder: {
    operationId: 'approveSupplyOrder',
    title: '审批订单',
    ask: '确定审批通过订单「{name}」吗？',
    input: 'none',
    done: '订单已审批',
  },
  deliverOrder: {
    operationId: 'deliverSupplyOrder',
    title: '确认配送',
    ask: '确定订单「{name}」已配送吗？明细中的耗材将入库。',
    input: 'none',
    done: '订单已配送，耗材已入库',
  },
  cancelOrder: {
    operationId: 'cancelSupplyOrder',
    title: '取消订单',
    ask: '确定取消订单「{name}」吗？取消后不能恢复。',
    input: 'none',
    done: '订单已取消',
  },
  issueSupply: {
    operationId: 'issueSupply',
    title: '耗材出库',
    ask: '「{name}」出库',
    input: 'quantity',
    done: '出库成功',
  },
  approveApplication: {
    operationId: 'approveDonationApplication',
    title: '审核通过',
    ask: '确定通过「{name}」的捐赠申请吗？申请数量将从项目库存中扣减。',
    input: 'remark',
    done: '申请已通过',
  },
  rejectApplication: {
    operationId: 'rejectDonationApplication',
    title: '驳回申请',
    ask: '驳回「{name}」的捐赠申请，驳回原因将显示在申请列表中。',
    input: 'reason',
    done: '申请已驳回',
  },
};

export const REASON_REQUIRED = '请填写驳回原因';
export const QUANTITY_REQUIRED = '请输入大于0的整数出库数量';

export interface RecordActionsTransport {
  run(operationId: string, body: Record<string, unknown>): Promise<void>;
}

export function recordActionsTransportOf(client: Pick<ClinicClient, 'call'>): RecordActionsTransport {
  return {
    async run(operationId, body) {
      await client.call(operationId as 'submitSupplyOrder', { body: body as { id: string } });
    },
  };
}

export interface RecordActionTarget {
  id: string;
  /** How the record is named in the dialog (订单编号, 耗材名称, 患者 of an application). */
  name: string;
  action: RecordAction;
}

export interface RecordActionsSnapshot {
  target: RecordActionTarget | null;
  /** 审核意见, 驳回原因 or the 出库数量 as typed. */
  text: string;
  /** The message under the field. */
  error: string | null;
  saving: boolean;
}

export interface RecordActionsModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): RecordActionsSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  open(target: RecordActionTarget): void;
  close(): void;
  setText(text: string): void;
  submit(): Promise<boolean>;
}

const CLOSED: RecordActionsSnapshot = { target: null, text: '', error: null, saving: false };

/** The question of a target's dialog. */
export const askOf = (target: RecordActionTarget): string =>
  RECORD_ACTIONS[target.action].ask.replace('{name}', target.name);

function bodyOf(spec: ActionSpec, id: string, text: string): Record<string, unknown> | string {
  const value = text.trim();
  if (spec.input === 'reason') return value === '' ? REASON_REQUIRED : { id, remark: value };
  if (spec.input === 'remark') return value === '' ? { id } : { id, remark: value };
  if (spec.input === 'quantity') {
    const n = Number(value);
    return /^\d+$/.test(value) && Number.isInteger(n) && n >= 1 ? { id, quantity: n } : QUANTITY_REQUIRED;
  }
  return { id };
}

export function createRecordActionsModel(options: {
  transport: RecordActionsTransport;
  onChanged?: () => void;
}): RecordActionsModel {
  const store = createObservableStore<RecordActionsSnapshot>(CLOSED);
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    open: (target) => store.set({ ...CLOSED, target }),
    close: () => store.set(CLOSED),
    setText: (text) => store.update({ text, error: null }),
    async submit() {
      const { target, text, saving } = store.getSnapshot();
      if (!target || saving) return false;
      const spec = RECORD_ACTIONS[target.action];
      const body = bodyOf(spec, target.id, text);
      if (typeof body === 'string') {
        store.update({ error: body });
        return false;
      }
      store.update({ saving: true });
      try {
        await options.transport.run(spec.operationId, body);
        store.notify('success', spec.done);
        store.set(CLOSED);
        options.onChanged?.();
        return true;
      } catch (error) {
        // The dialog stays open with the server's answer (库存不足：…): the user reads it where they acted, once —
        // under the field of a dialog that has one, as a notice for a bare confirmation.
        const message = userMessageOf(error, '操作失败');
        store.update({ saving: false, error: spec.input === 'none' ? null : message });
        if (spec.input === 'none') store.notify('error', message);
        return false;
      }
    },
  };
}
