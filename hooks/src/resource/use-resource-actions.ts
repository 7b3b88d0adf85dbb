// React binding of resourceActionsOf over the provided permission model.
import { useMemo } from 'react';
import type { ResourceDef } from '@clinic/sdk/resources';
import { allowedBy, usePermissions, type PermissionRule } from '../permission/permission-context.js';
import { resourceActionsOf, type ResourceActions } from './resource-actions.js';

export function useResourceActions(def: ResourceDef, rule: PermissionRule = 'has'): ResourceActions {
  const checks = usePermissions();
  return useMemo(() => resourceActionsOf(def, (code) => allowedBy(checks, code, rule)), [checks, def, rule]);
}
