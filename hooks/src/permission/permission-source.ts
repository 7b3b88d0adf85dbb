// Adapter from the @clinic/sdk client to the PermissionSource port.
import type { ClinicClient } from '@clinic/sdk';
import type { PermissionSource } from './permission-model.js';
import type { UserPermissions } from './permission-types.js';

export function permissionSourceFromClient(client: Pick<ClinicClient, 'call'>): PermissionSource {
  return {
    fetch: async () => (await client.call('getUserPermissionByToken')) as unknown as UserPermissions,
  };
}
