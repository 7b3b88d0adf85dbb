// React bindings of the settings: the snapshot, and whether the header is hidden at the current scroll.
import { isHeaderHidden } from './settings-rules.js';
import type { SettingsModel, SettingsSnapshot } from './settings-model.js';
import { useModelState } from '../core/use-model-state.js';

export function useSettings(model: SettingsModel): SettingsSnapshot {
  return useModelState(model);
}

/** The console passes the scroll position it tracks; the hook applies the 100 px rule. */
export function useHeaderHidden(model: SettingsModel, scrollTop: number): boolean {
  return isHeaderHidden(scrollTop, useSettings(model));
}
