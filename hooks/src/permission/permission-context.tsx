// <PermissionProvider>, usePermissions() and <HasPermission>: the shell-spec 6 rules for any component below the provider.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useModelState } from '../core/use-model-state.js';
import { authPreExclusions, editableTableButtons } from './authpre.js';
import type { PermissionModel } from './permission-model.js';
import { usePermission, type PermissionChecks } from './use-permission.js';

const PermissionContext = createContext<PermissionModel | null>(null);

/** Makes the signed-in user's permission model readable by `usePermissions` and `<HasPermission>`. */
export function PermissionProvider({ model, children }: { model: PermissionModel; children: ReactNode }) {
  return <PermissionContext.Provider value={model}>{children}</PermissionContext.Provider>;
}

/** The model the provider holds; throws outside one (an element whose rule cannot be read must not show). */
export function usePermissionModel(): PermissionModel {
  const model = useContext(PermissionContext);
  if (!model) throw new Error('usePermissions must be used inside <PermissionProvider>');
  return model;
}

/** has / hasElse / researchButton over the provided model, re-rendering when the permissions load or change. */
export function usePermissions(): PermissionChecks {
  return usePermission(usePermissionModel());
}

export type PermissionRule = 'has' | 'else' | 'research';

/** Applies one of the three rules of shell-spec 6 to an action code. */
export function allowedBy(checks: PermissionChecks, action: string, rule: PermissionRule = 'has'): boolean {
  if (rule === 'else') return checks.hasElse(action);
  if (rule === 'research') return checks.researchButton(action);
  return checks.has(action);
}

export interface HasPermissionProps {
  /** One action code, or several comma-separated (any of them grants). */
  action: string;
  /** 'has' (default), 'else' (only when the user lacks it), or the research application's button rule. */
  rule?: PermissionRule;
  children: ReactNode;
  fallback?: ReactNode;
}

/** Renders its children only when the rule allows: elements the user may not use are not rendered at all. */
export function HasPermission({ action, rule = 'has', children, fallback = null }: HasPermissionProps) {
  const checks = usePermissions();
  return <>{allowedBy(checks, action, rule) ? children : fallback}</>;
}

/** The editable table's toolbar under an authPre prefix (widgets-spec 6); both buttons without one. */
export function useEditableTableButtons(authPre?: string): { add: boolean; batchDelete: boolean } {
  const model = usePermissionModel();
  const snapshot = useModelState(model);
  return useMemo(() => editableTableButtons(authPreExclusions(authPre, snapshot)), [authPre, snapshot]);
}
