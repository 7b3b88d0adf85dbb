// Texts and sizes of the department dialog, exactly as shell-spec 2.12 and 8 quote them.
export { NO_LOGIN_USER } from '../password/password-text.js';
export const DEPART_TITLE = '部门选择';
export const DEPART_EMPTY_WARNING = '您尚未设置部门信息!';
export const DEPART_MODAL_WIDTH = 500;
export const LOAD_FAILED_FALLBACK = '部门信息加载失败';
export const SWITCH_FAILED_FALLBACK = '部门切换失败';

export function departSwitchTitle(currentName: string | null | undefined): string {
  return currentName ? `部门切换（当前部门 : ${currentName}）` : DEPART_TITLE;
}
