// React binding of the change-password dialog.
import type { PasswordModel, PasswordSnapshot } from './password-model.js';
import { useModelState } from '../core/use-model-state.js';

export function useChangePassword(model: PasswordModel): PasswordSnapshot {
  return useModelState(model);
}
