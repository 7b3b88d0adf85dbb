// Public surface of the no-login pages (shell-spec 2.1): /test/home, /chat/record, /h5Web/dfProject.
export {
  CHAT_RECORD_LIMIT,
  SYSTEM_SENDER,
  chatDays,
  chatRecordModel,
  createPublicPageModel,
  dfProjectModel,
  systemCheckModel,
  type ChatDay,
  type ChatEntry,
  type DfProjectCard,
  type PublicPageModel,
  type PublicPageOptions,
  type PublicPageSnapshot,
  type PublicPageStatus,
  type SystemCheck,
} from './public-page-model.js';
