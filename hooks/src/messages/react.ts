// React bindings of messages (the framework-free surface is ./index.ts).
export { useUnreadPopup } from './use-unread-popup.js';
export { useMessageCounts } from './use-message-counts.js';
export { useNoticeRecord } from './use-notice-record.js';
