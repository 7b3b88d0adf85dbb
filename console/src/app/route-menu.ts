// The menu that dynamic routes come from: the opened project's (research variant) and the server's.
import type { PermissionEntry } from '@clinic/hooks';
import type { RouterContext } from './router-context';

export function mergeRouteMenus(
  server: readonly PermissionEntry[],
  project: readonly PermissionEntry[] | null | undefined,
): PermissionEntry[] {
  return [...(project ?? []), ...server];
}

export function routeMenuOf(context: Pick<RouterContext, 'permissions' | 'projectMenu'>): PermissionEntry[] {
  return mergeRouteMenus(context.permissions?.getSnapshot().menu ?? [], context.projectMenu?.());
}
