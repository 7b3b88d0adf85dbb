// Adapter from the @clinic/sdk client to the area linkage (areaList: provinces under 86, then cities, counties).
import type { ClinicClient } from '@clinic/sdk';
import { assertAreaType, type AreaItem, type AreaLoader } from './area-linkage-model.js';

export function areaLoader(client: Pick<ClinicClient, 'call'>): AreaLoader {
  return async (type, pid) => {
    const checked = assertAreaType(type);
    return (await client.call('areaList', { query: { type: checked, pid } })) as AreaItem[];
  };
}
