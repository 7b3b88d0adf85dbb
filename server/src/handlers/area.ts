// The area picker's operation: provinces, cities of a province, counties of a city (data in resources/area-data.ts).
import type { ApiInput, HandlerMap } from '../core/index.js';
import { areas } from '../resources/area-data.js';

export const handlers: HandlerMap = {
  areaList: async (input: ApiInput) => {
    const pid = input.query.pid;
    return areas(String(input.query.type ?? ''), typeof pid === 'string' && pid !== '' ? pid : undefined);
  },
};
