// React binding of the change-password dialog.
import { useSyncExternalStore } from 'react';
import type { PasswordModel, PasswordSnapshot } from './password-model.js';

export function useChangePassword(model: PasswordModel): PasswordSnapshot {
  return useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
}
