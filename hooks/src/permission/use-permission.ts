// React binding of the permission rules: `has`, `hasElse` and the research button rule over the model's lists.
import { useMemo } from 'react';
import { hasPermission, showElse } from './has-permission.js';
import type { PermissionModel } from './permission-model.js';
import { researchButtonAllowed } from './research-button.js';
import { useModelState } from '../core/use-model-state.js';

export interface PermissionChecks {
  /** has-permission rule: render the element only when this is true. */
  has(action: string | null | undefined): boolean;
  /** else rule: render the element only when the user lacks the action. */
  hasElse(action: string | null | undefined): boolean;
  /** The research application's button rule. */
  researchButton(action: string | null | undefined): boolean;
}

export function usePermission(model: PermissionModel): PermissionChecks {
  const snapshot = useModelState(model);
  return useMemo(
    () => ({
      has: (action) => hasPermission(action, snapshot),
      hasElse: (action) => showElse(action, snapshot),
      researchButton: (action) =>
        researchButtonAllowed(action, { permissionList: snapshot.permissionList, auth: snapshot.auth }),
    }),
    [snapshot],
  );
}
