// Public surface of the 运营管理 feature: the records' actions (耗材订单's status moves, 出库, 捐赠申请's decision).
export {
  askOf,
  createRecordActionsModel,
  QUANTITY_REQUIRED,
  REASON_REQUIRED,
  RECORD_ACTIONS,
  recordActionsTransportOf,
  type RecordAction,
  type RecordActionTarget,
  type RecordActionsModel,
  type RecordActionsSnapshot,
  type RecordActionsTransport,
} from './record-actions-model.js';
