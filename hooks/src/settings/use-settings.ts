// React binding of the header's scroll rule over the settings (the settings themselves are useModelState(model)).
import { isHeaderHidden } from './settings-rules.js';
import type { SettingsModel } from './settings-model.js';
import { useModelState } from '../core/use-model-state.js';

/** The console passes the scroll position it tracks; the hook applies the 100 px rule. */
export function useHeaderHidden(model: SettingsModel, scrollTop: number): boolean {
  return isHeaderHidden(scrollTop, useModelState(model));
}
