// React binding of resourceActionsOf over the provided permission model (its project list for project operations).
import { useMemo } from 'react';
import type { ResourceDef } from '@clinic/sdk/resources';
import { allowedBy, usePermissions, type PermissionRule } from '../permission/permission-context.js';
import { resourceActionsOf, type ResourceActions } from './resource-actions.js';

export function useResourceActions(def: ResourceDef, rule: PermissionRule = 'has'): ResourceActions {
  const checks = usePermissions();
  // A project operation (subject:add) follows the research app's button rule over the current project's list.
  return useMemo(
    () =>
      resourceActionsOf(
        def,
        (code) => allowedBy(checks, code, rule),
        (code) => checks.researchButton(code),
      ),
    [checks, def, rule],
  );
}
