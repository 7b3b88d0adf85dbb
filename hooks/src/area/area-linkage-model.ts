// Province / city / county linkage over the server's area data: stores the leaf code, shows the full path.
import { NAMED_FORMATS } from '@clinic/sdk/validators';
import { createObservableStore } from '../core/observable-store.js';

export type AreaType = 'province' | 'city' | 'county';

export interface AreaItem {
  id: string;
  text: string;
  pid: string;
  level: 1 | 2 | 3;
}

export type AreaLoader = (type: AreaType, pid: string) => Promise<AreaItem[]>;

export const AREA_ROOT = '86';
export const AREA_TYPES: readonly AreaType[] = ['province', 'city', 'county'];

/** The spec's answer to a type other than province, city or county. */
export function assertAreaType(type: string): AreaType {
  if ((AREA_TYPES as readonly string[]).includes(type)) return type as AreaType;
  throw new Error('Bad type value');
}

/** The province and city codes above a 6-digit code (GB/T 2260: 2 digits per level). */
export function areaAncestors(code: string): { province: string; city: string; county: string } {
  return { province: `${code.slice(0, 2)}0000`, city: `${code.slice(0, 4)}00`, county: code };
}

export interface AreaSnapshot {
  provinces: AreaItem[];
  cities: AreaItem[];
  counties: AreaItem[];
  province: string | null;
  city: string | null;
  county: string | null;
  /** The stored value: the deepest picked code. */
  value: string | null;
  /** 广东省/深圳市/南山区 */
  path: string;
  loading: boolean;
  error: string | null;
}

const textOf = (items: readonly AreaItem[], id: string | null) =>
  id ? (items.find((i) => i.id === id)?.text ?? '') : '';

export interface AreaLinkageModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AreaSnapshot;
  /** Loads the provinces and, for a stored code, the lists and names above it. */
  init(value?: string | null): Promise<void>;
  selectProvince(id: string | null): Promise<void>;
  selectCity(id: string | null): Promise<void>;
  selectCounty(id: string | null): void;
}

export function createAreaLinkageModel(load: AreaLoader): AreaLinkageModel {
  const store = createObservableStore<AreaSnapshot>({
    provinces: [],
    cities: [],
    counties: [],
    province: null,
    city: null,
    county: null,
    value: null,
    path: '',
    loading: false,
    error: null,
  });

  const refresh = () => {
    const s = store.getSnapshot();
    const names = [
      textOf(s.provinces, s.province),
      textOf(s.cities, s.city),
      textOf(s.counties, s.county),
    ].filter(Boolean);
    store.update({ value: s.county ?? s.city ?? s.province, path: names.join('/') });
  };

  const guard = async (run: () => Promise<void>) => {
    store.update({ loading: true, error: null });
    try {
      await run();
      store.update({ loading: false });
    } catch (error) {
      store.update({ loading: false, error: error instanceof Error ? error.message : String(error) });
    }
  };

  const restore = async (code: string) => {
    const { province, city } = areaAncestors(code);
    const cities = await load('city', province);
    const hasCity = cities.some((c) => c.id === city);
    const counties = hasCity ? await load('county', city) : [];
    const county = counties.some((c) => c.id === code) ? code : null;
    store.update({
      province,
      cities,
      city: hasCity ? city : cities.some((c) => c.id === code) ? code : null,
      counties,
      county,
    });
    refresh();
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    async init(value) {
      await guard(async () => {
        const provinces = await load('province', AREA_ROOT);
        store.update({ provinces });
        if (value && NAMED_FORMATS.areaCode.pattern.test(value)) await restore(value);
      });
    },
    async selectProvince(id) {
      store.update({ province: id, city: null, county: null, cities: [], counties: [] });
      if (id) await guard(async () => store.update({ cities: await load('city', id) }));
      refresh();
    },
    async selectCity(id) {
      store.update({ city: id, county: null, counties: [] });
      if (id) await guard(async () => store.update({ counties: await load('county', id) }));
      refresh();
    },
    selectCounty(id) {
      store.update({ county: id });
      refresh();
    },
  };
}
