// Departments of the signed-in user and the port the department switch needs from the server (shell-spec 2.12, 4.3).
import type { UserInfo } from '../session/session-types.js';

export interface Department {
  id: string;
  deptCode: string;
  departName: string;
}

export interface CurrentDepartments {
  list: Department[];
  /** Code of the current department, when the user has one. */
  deptCode: string | null;
}

export interface DepartSource {
  fetch(): Promise<CurrentDepartments>;
  /** Posts deptCode + username; resolves to the refreshed user info. */
  select(input: { deptCode: string; username: string }): Promise<{ userInfo: UserInfo }>;
}

export type DepartStatus = 'idle' | 'loading' | 'ready' | 'empty' | 'error';

export interface DepartSnapshot {
  status: DepartStatus;
  departs: Department[];
  currentCode: string | null;
  /** The dialog title: 部门选择, or 部门切换（当前部门 : {name}） once the current department is known. */
  title: string;
  selected: string | null;
  /** The select shows its error state (no message) after submitting without a choice. */
  invalid: boolean;
  /** Several departments and none current: the user must choose before going on. */
  mustChoose: boolean;
  submitting: boolean;
  /** Why the last load or switch failed (the server's message). */
  error: string | null;
}
