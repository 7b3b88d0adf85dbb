// React binding of the change-password dialog.
import type { PasswordModel, PasswordSnapshot } from './password-model.js';
import { useModelState } from '../list-page/use-model-state.js';

export function useChangePassword(model: PasswordModel): PasswordSnapshot {
  return useModelState(model);
}
