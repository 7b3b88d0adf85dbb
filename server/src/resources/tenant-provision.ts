// How a tenant added in 租户管理 gets its starting roles, grants and root department. The seed floor knows the roles
// and their grants and registers the provisioner at load; the tenant resource calls it inside its add transaction.
import type { Db } from '../db/client.js';

export type TenantProvisioner = (db: Db, tenant: { id: string; name: string }) => Promise<void>;

let provisioner: TenantProvisioner | null = null;

export function setTenantProvisioner(fn: TenantProvisioner): void {
  provisioner = fn;
}

/** Runs the registered provisioner; without one (a server started without its seed) the tenant starts empty. */
export async function provisionTenant(db: Db, tenant: { id: string; name: string }): Promise<void> {
  if (provisioner) await provisioner(db, tenant);
}
