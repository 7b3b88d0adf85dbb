// The status flows of 运营管理: 耗材订单 moves only forward (草稿 → 已提交 → 已审批 → 已配送, or 已取消 from 草稿 and
// 已提交) and 捐赠申请 is decided once (待审核 → 已通过 or 已驳回). The server refuses every other move; the console
// offers a button only where its move is allowed.

/** supply_order_status values. */
export const SUPPLY_ORDER = {
  draft: '0',
  submitted: '1',
  approved: '2',
  delivered: '3',
  cancelled: '9',
} as const;

export type SupplyOrderAction = 'submit' | 'approve' | 'deliver' | 'cancel';

/** Each action: the statuses it starts from, where it leads and its Chinese verb. */
export const SUPPLY_ORDER_MOVES: Readonly<
  Record<SupplyOrderAction, { readonly from: readonly string[]; readonly to: string; readonly verb: string }>
> = {
  submit: { from: [SUPPLY_ORDER.draft], to: SUPPLY_ORDER.submitted, verb: '提交' },
  approve: { from: [SUPPLY_ORDER.submitted], to: SUPPLY_ORDER.approved, verb: '审批' },
  deliver: { from: [SUPPLY_ORDER.approved], to: SUPPLY_ORDER.delivered, verb: '配送' },
  cancel: { from: [SUPPLY_ORDER.draft, SUPPLY_ORDER.submitted], to: SUPPLY_ORDER.cancelled, verb: '取消' },
};

/** Whether an order in `status` may take `action`. */
export const maySupplyOrder = (action: SupplyOrderAction, status: unknown): boolean =>
  SUPPLY_ORDER_MOVES[action].from.includes(String(status ?? ''));

/** Only a draft's fields and lines are edited, and only a draft is deleted. */
export const isSupplyOrderDraft = (status: unknown): boolean =>
  String(status ?? SUPPLY_ORDER.draft) === SUPPLY_ORDER.draft;

/** donation_apply_status values. */
export const DONATION_APPLY = { pending: '0', approved: '1', rejected: '2' } as const;

/** 通过, 驳回, 编辑 and 删除 are offered while an application is pending only. */
export const isDonationPending = (status: unknown): boolean =>
  String(status ?? DONATION_APPLY.pending) === DONATION_APPLY.pending;
