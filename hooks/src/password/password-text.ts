// Texts and sizes of the change-password dialog, exactly as shell-spec 2.13 and 5 quote them.
export const PASSWORD_TITLE = '修改密码';
export const PASSWORD_MODAL_WIDTH = 800;
export const OLD_PASSWORD_REQUIRED = '请输入旧密码!';
export const NEW_PASSWORD_REQUIRED = '请输入新密码!';
export const CONFIRM_PASSWORD_REQUIRED = '请确认新密码!';
export const PASSWORD_MISMATCH = '两次输入的密码不一样！';
export const NO_LOGIN_USER = '当前系统无登录用户!';
/** The server's message is shown when it sends one; these cover an empty one. */
export const PASSWORD_CHANGED_FALLBACK = '密码修改成功，请使用新密码重新登录';
export const PASSWORD_FAILED_FALLBACK = '密码修改失败';
