// The permission rules of shell-spec 6 for components: has-permission, its else rule, the research button rule.
import { usePermission, type PermissionChecks } from '@clinic/hooks';
import { useShell } from '../../app/shell-context';

export function useHasPermission(): PermissionChecks {
  return usePermission(useShell().permissions);
}
