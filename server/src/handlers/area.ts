// Area data (GB/T 2260 codes from @vant/area-data): provinces under root 86, cities of a province, counties of a city.
import { areaList } from '@vant/area-data';
import { fail, type ApiInput, type HandlerMap } from '../core/index.js';

export const AREA_ROOT = '86';
const LEVELS = { province: 1, city: 2, county: 3 } as const;
/** how many leading digits name the parent at each level */
const PREFIX = { province: 0, city: 2, county: 4 } as const;

export function areas(type: string, pid: string | undefined) {
  if (!(type in LEVELS)) throw fail.business('Bad type value');
  const t = type as keyof typeof LEVELS;
  const source =
    t === 'province' ? areaList.province_list : t === 'city' ? areaList.city_list : areaList.county_list;
  const n = PREFIX[t];
  const parent = (code: string) => (n === 0 ? AREA_ROOT : code.slice(0, n).padEnd(6, '0'));
  const want = pid && pid !== AREA_ROOT && n > 0 ? pid.slice(0, n).padEnd(6, '0') : undefined;
  return Object.entries(source)
    .filter(([code]) => want === undefined || parent(code) === want)
    .map(([code, text]) => ({ id: code, text, pid: parent(code), level: LEVELS[t] }));
}

export const handlers: HandlerMap = {
  areaList: async (input: ApiInput) => {
    const pid = input.query.pid;
    return areas(String(input.query.type ?? ''), typeof pid === 'string' && pid !== '' ? pid : undefined);
  },
};
