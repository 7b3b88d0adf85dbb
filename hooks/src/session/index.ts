// Public surface of the session feature.
export * from './session-types.js';
export {
  createSessionModel,
  type LogoutResult,
  type SessionModel,
  type SessionModelOptions,
} from './session-model.js';
export {
  clientTokenSlot,
  createClientSession,
  sessionGatewayFromClient,
  type ClientSessionOptions,
} from './client-session.js';
export { INVITE_PERMISSION, registerAccount, type Invitation } from './invitation.js';
export { loginNeedsSlider } from './login-captcha.js';
export {
  decideNavigation,
  safeRedirectTarget,
  type NavigationDecision,
  type NavigationInput,
} from './navigation-guard.js';
export {
  DEFAULT_APP_CODE,
  DEFAULT_LOGIN_PATH,
  HOME_PATH,
  LOGIN_PATH_BY_APP_CODE,
  LOGIN_PATH_BY_WEB_ALIAS,
  LOGIN_PATHS,
  NO_LOGIN_PATHS,
  NOT_FOUND_PATH,
  isLoginPath,
  isNoLoginPath,
  loginPathFor,
  normalizePath,
  type AppVariant,
} from './login-routes.js';
export { watchPageLeaving, type PageLeavingWatch } from './page-leaving.js';
export { acceptLogin, phoneLogin, thirdPartyLogin, ticketLogin } from './alternate-logins.js';
export {
  LOGOUT_FAILED_FALLBACK,
  LOGOUT_FAILED_TEXT,
  logoutAndLeave,
  logoutNotice,
  takeLogoutNotice,
  type LogoutFlowOptions,
} from './logout-flow.js';
export {
  IDLE_CONTINUE_TEXT,
  IDLE_LOGOUT_NOW_TEXT,
  IDLE_WARNING_LEAD_MS,
  IDLE_WARNING_TITLE,
  MIN_IDLE_TIMEOUT_MS,
  createIdleLogoutModel,
  idleTimeoutFrom,
  idleWarningText,
  idleLogoutNotice,
  type IdleLogoutModel,
  type IdleLogoutModelOptions,
  type IdleLogoutSnapshot,
} from './idle-logout-model.js';
