// Adapter from the @clinic/sdk client to the DepartSource port (getCurrentUserDeparts, selectDepart).
import type { ClinicClient } from '@clinic/sdk';
import type { UserInfo } from '../session/session-types.js';
import type { CurrentDepartments, DepartSource } from './depart-types.js';

export function departSourceFromClient(client: Pick<ClinicClient, 'call'>): DepartSource {
  return {
    fetch: async () => (await client.call('getCurrentUserDeparts')) as CurrentDepartments,
    async select(body) {
      const result = await client.call('selectDepart', { body });
      return { userInfo: result.userInfo as UserInfo };
    },
  };
}
