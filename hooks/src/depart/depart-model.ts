// The department switch (shell-spec 2.12, 4.3): load the user's departments, require a choice, post it, keep the new user info.
import { createObservableStore } from '../core/observable-store.js';
import type { UserInfo, ValueSlot } from '../session/session-types.js';
import { userMessageOf } from '../core/user-message.js';
import {
  DEPART_EMPTY_WARNING,
  LOAD_FAILED_FALLBACK,
  NO_LOGIN_USER,
  SWITCH_FAILED_FALLBACK,
  departSwitchTitle,
} from './depart-text.js';
import type { CurrentDepartments, DepartSnapshot, DepartSource, Department } from './depart-types.js';

export interface DepartModelOptions {
  source: DepartSource;
  /** Where the returned user info is kept for 7 days (`browserUserInfoStore()` in the console). */
  userInfoStore: ValueSlot<UserInfo>;
  /** The signed-in user's username, posted with the department code. */
  getUsername: () => string | null | undefined;
  /** Puts the new user info into the session (the console passes `() => session.restore()`). */
  onUserInfo?: (userInfo: UserInfo) => void;
}

export interface DepartModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): DepartSnapshot;
  onNotice: ReturnType<typeof createObservableStore>['onNotice'];
  load(): Promise<void>;
  choose(deptCode: string): void;
  /** Resolves true when the switch went through; false when no choice was made or the server refused. */
  submit(): Promise<boolean>;
}

const INITIAL: DepartSnapshot = {
  status: 'idle',
  departs: [],
  currentCode: null,
  title: departSwitchTitle(null),
  selected: null,
  invalid: false,
  mustChoose: false,
  submitting: false,
  error: null,
};

const nameOf = (departs: Department[], code: string | null) =>
  code === null ? null : (departs.find((d) => d.deptCode === code)?.departName ?? null);

function readAnswer(answer: CurrentDepartments | null | undefined): CurrentDepartments {
  const list = Array.isArray(answer?.list)
    ? answer.list.filter((d): d is Department => !!d && typeof d.deptCode === 'string' && d.deptCode !== '')
    : [];
  const code =
    typeof answer?.deptCode === 'string' && list.some((d) => d.deptCode === answer.deptCode)
      ? answer.deptCode
      : null;
  return { list, deptCode: code };
}

export function createDepartModel(options: DepartModelOptions): DepartModel {
  const store = createObservableStore<DepartSnapshot>(INITIAL);
  const snap = store.getSnapshot;

  const load = async () => {
    store.update({ status: 'loading', error: null, invalid: false });
    let answer: CurrentDepartments;
    try {
      answer = readAnswer(await options.source.fetch());
    } catch (error) {
      const text = userMessageOf(error, LOAD_FAILED_FALLBACK);
      store.update({ status: 'error', error: text });
      store.notify('error', text);
      return;
    }
    const { list, deptCode } = answer;
    if (list.length === 0) {
      store.set({ ...INITIAL, status: 'empty' });
      store.notify('warning', DEPART_EMPTY_WARNING);
      return;
    }
    // One department, or a known current one, is preselected; several without a current one must be chosen.
    const selected = deptCode ?? (list.length === 1 ? list[0]!.deptCode : null);
    store.set({
      ...INITIAL,
      status: 'ready',
      departs: list,
      currentCode: deptCode,
      title: departSwitchTitle(nameOf(list, deptCode)),
      selected,
      mustChoose: list.length > 1 && deptCode === null,
    });
  };

  const submit = async (): Promise<boolean> => {
    const { selected, departs, submitting } = snap();
    if (submitting) return false;
    if (!selected || !departs.some((d) => d.deptCode === selected)) {
      store.update({ invalid: true });
      return false;
    }
    const username = options.getUsername();
    if (!username) {
      store.notify('error', NO_LOGIN_USER);
      return false;
    }
    store.update({ submitting: true, error: null });
    try {
      const { userInfo } = await options.source.select({ deptCode: selected, username });
      options.userInfoStore.set(userInfo);
      options.onUserInfo?.(userInfo);
      store.update({
        submitting: false,
        currentCode: selected,
        title: departSwitchTitle(nameOf(departs, selected)),
        mustChoose: false,
      });
      return true;
    } catch (error) {
      const text = userMessageOf(error, SWITCH_FAILED_FALLBACK);
      store.update({ submitting: false, error: text });
      store.notify('error', text);
      return false;
    }
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: snap,
    onNotice: store.onNotice,
    load,
    choose(deptCode) {
      store.update({ selected: deptCode, invalid: false });
    },
    submit,
  };
}
