// Area data (GB/T 2260 codes from @vant/area-data): provinces under root 86, cities of a province, counties of a
// city, and the name path of a stored code (what lists and exports show instead of the code).
import { NAMED_FORMATS } from '@clinic/sdk/validators';
import { areaList } from '@vant/area-data';
import { fail } from '../core/index.js';

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

/** `440305` → `广东省/深圳市/南山区` (as the area picker shows a choice); null for a code that names no area. */
export function areaPath(code: string): string | null {
  if (!NAMED_FORMATS.areaCode.pattern.test(code)) return null;
  const province = areaList.province_list[code.slice(0, 2).padEnd(6, '0')];
  if (!province) return null;
  const names = [province];
  if (code.slice(2, 4) !== '00') {
    const city = areaList.city_list[code.slice(0, 4).padEnd(6, '0')];
    if (!city) return null;
    names.push(city);
  }
  if (code.slice(4) !== '00') {
    const county = areaList.county_list[code];
    if (!county) return null;
    names.push(county);
  }
  return names.join('/');
}

let byPath: Map<string, string> | undefined;

/** The code of a name path (`广东省/深圳市/南山区`), so an exported sheet imports back; undefined if none. */
export function areaCodeOf(path: string): string | undefined {
  if (!byPath) {
    byPath = new Map();
    const all = { ...areaList.province_list, ...areaList.city_list, ...areaList.county_list };
    for (const code of Object.keys(all)) {
      const p = areaPath(code);
      if (p !== null && !byPath.has(p)) byPath.set(p, code);
    }
  }
  return byPath.get(path.trim());
}
