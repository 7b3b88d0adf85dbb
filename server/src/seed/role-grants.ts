// Which button codes each demo role holds: fixed rules per role, the grants resources declare, and the platform
// department's own entries (never granted in another tenant).
import { permissionOf, resources, type ResourceDef } from '@clinic/sdk/resources';
import { MENUS } from './identity-menus.js';
import { DEMO_ROLES } from './menu-seed.js';

/** Button codes the declarations grant each demo role (`menu.grant`) on resources without a menu above. */
const DECLARED_GRANTS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  DEMO_ROLES.map((role) => [
    role,
    new Set(
      Object.values(resources).flatMap((def) => {
        const d = def as ResourceDef;
        if (!d.menu || !MENUS.some((m) => m.key === d.name)) return [];
        return (d.menu.grant?.[role] ?? []).map((op) => permissionOf(d, op));
      }),
    ),
  ]),
);

/** Menu keys and permission prefixes of platform-level resources (`menu.platformOnly`: tenants). */
const PLATFORM_ONLY = Object.values(resources)
  .map((def) => def as ResourceDef)
  .filter((d) => d.menu?.platformOnly);

/** Whether a menu entry or button is the platform department's alone (never granted in another tenant). */
export function platformOnly(entry: { menuKey?: string; code?: string | null }): boolean {
  return PLATFORM_ONLY.some(
    (d) => entry.menuKey === d.name || (!!entry.code && entry.code.startsWith(`${d.permission}:`)),
  );
}

/** Whether a non-admin demo role holds a button code: the fixed rules below, or its resource's declared grant. */
export function roleHoldsButton(role: 'doctor' | 'researcher', code: string): boolean {
  return ROLE_BUTTONS[role].test(code) || (DECLARED_GRANTS.get(role)?.has(code) ?? false);
}

/**
 * Button codes each non-admin role holds (admin holds every code). The doctor, a member of the demo projects, reads
 * their settings (groups, visit plan, members) as every member does; 项目设置 shows them read-only to a non-manager.
 */
export const ROLE_BUTTONS: Record<'doctor' | 'researcher', RegExp> = {
  doctor:
    /^(chronic:patient:(list|add|edit|exportXls)|rws:(project|task|projectgroup|projectvisit|projectmember):list|rws:subject:(list|add|edit)|system:feedback:(add|list)|operation:supplyOrder:(submit|item:(list|add|edit|delete)))$/,
  researcher:
    /^(rws:[a-z]+:[A-Za-z]+|chronic:patient:list|system:feedback:(add|list)|system:export:general)$/,
};
