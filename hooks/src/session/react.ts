// React bindings of session (the framework-free surface is ./index.ts).
export { useInvitation } from './use-invitation.js';
export { useLoginCaptcha, type LoginCaptcha } from './use-login-captcha.js';
export { useIdleLogout } from './use-idle-logout.js';
