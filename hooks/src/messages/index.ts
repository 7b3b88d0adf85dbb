// Public surface of the messages feature: notice popover, unread popup, read state, count schedule, redirects.
export type {
  MessageRedirect,
  MessageRedirectParam,
  MessageTransport,
  NoticeGroup,
  NoticeMessage,
} from './message-types.js';
export {
  PATIENT_ABNORMAL_PATH,
  VIEW_MORE_PATH,
  VISIT_FORM_PATH,
  messageTarget,
  type MessageTarget,
} from './message-redirect.js';
export {
  READ,
  UNREAD,
  isUnread,
  markReadOptimistically,
  withReadFlag,
  type OptimisticReadOptions,
} from './read-state.js';
export {
  NOTICE_POPOVER_WIDTH,
  createNoticeModel,
  type NoticeModel,
  type NoticeModelOptions,
  type NoticeOpeners,
  type NoticeSnapshot,
  type NoticeTab,
} from './notice-model.js';
export {
  UNREAD_POPUP_DAYS,
  UNREAD_POPUP_WIDTH,
  createUnreadPopupModel,
  type UnreadPopupModel,
  type UnreadPopupOptions,
  type UnreadPopupSnapshot,
} from './unread-popup-model.js';
export {
  COUNTS_DELAYED_REFRESH_MS,
  COUNTS_POLL_MS,
  createCountsScheduler,
  type CountsScheduler,
  type CountsSchedulerOptions,
} from './counts-scheduler.js';
export { messageTransportFromClient } from './sdk-message-transport.js';
export {
  NOTICE_RECORD_COMPONENTS,
  NOTICE_RECORD_LOAD_FAILED,
  NOTICE_RECORD_MISSING,
  createNoticeRecordModel,
  noticeRecordFields,
  noticeRecordResourceOf,
  type NoticeRecordField,
  type NoticeRecordModel,
  type NoticeRecordOptions,
  type NoticeRecordSnapshot,
} from './notice-record-model.js';
export { followUnreadCount, type UnreadCountSource } from './follow-unread-count.js';
