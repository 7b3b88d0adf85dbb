// React binding of the tab strip: snapshot plus actions that navigate through the router adapter and report warnings.
import { useMemo } from 'react';
import type { RouterAdapter } from '../router/router-adapter.js';
import type { TabsModel } from './tabs-model.js';
import type { TabOutcome, TabsSnapshot } from './tab-types.js';
import { useModelState } from '../core/use-model-state.js';

export interface UseTabsOptions {
  router?: Pick<RouterAdapter, 'navigate'>;
  /** Shows 首页不能关闭! and 这是最后一页，不能再关闭了啦 (a toast in the console). */
  onWarning?: (text: string) => void;
}

export interface TabsApi extends TabsSnapshot {
  close(fullPath: string): void;
  closeLeft(fullPath: string): void;
  closeRight(fullPath: string): void;
  closeOthers(fullPath: string): void;
  refresh(fullPath: string): void;
  /** Clicking a tab: go to its page. */
  select(fullPath: string): void;
}

export function useTabs(model: TabsModel, options: UseTabsOptions = {}): TabsApi {
  const snapshot = useModelState(model);
  const { router, onWarning } = options;
  const actions = useMemo(() => {
    const run = (outcome: TabOutcome) => {
      if (outcome.warning) onWarning?.(outcome.warning);
      if (outcome.navigateTo) router?.navigate(outcome.navigateTo);
    };
    return {
      close: (key: string) => run(model.close(key)),
      closeLeft: (key: string) => run(model.closeLeft(key)),
      closeRight: (key: string) => run(model.closeRight(key)),
      closeOthers: (key: string) => run(model.closeOthers(key)),
      refresh: (key: string) => run(model.refresh(key)),
      select: (key: string) => router?.navigate(key),
    };
  }, [model, router, onWarning]);
  return { ...snapshot, ...actions };
}
