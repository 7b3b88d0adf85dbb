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

export class AreaLinkageModel {
  private readonly store = createObservableStore<AreaSnapshot>({
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

  constructor(private readonly load: AreaLoader) {}

  subscribe = (listener: () => void) => this.store.subscribe(listener);
  getSnapshot = () => this.store.getSnapshot();

  /** Loads the provinces and, for a stored code, the lists and names above it. */
  async init(value?: string | null): Promise<void> {
    await this.guard(async () => {
      const provinces = await this.load('province', AREA_ROOT);
      this.store.update({ provinces });
      if (value && NAMED_FORMATS.areaCode.pattern.test(value)) await this.restore(value);
    });
  }

  async selectProvince(id: string | null): Promise<void> {
    this.store.update({ province: id, city: null, county: null, cities: [], counties: [] });
    if (id) await this.guard(async () => this.store.update({ cities: await this.load('city', id) }));
    this.refresh();
  }

  async selectCity(id: string | null): Promise<void> {
    this.store.update({ city: id, county: null, counties: [] });
    if (id) await this.guard(async () => this.store.update({ counties: await this.load('county', id) }));
    this.refresh();
  }

  selectCounty(id: string | null): void {
    this.store.update({ county: id });
    this.refresh();
  }

  private async restore(code: string): Promise<void> {
    const { province, city } = areaAncestors(code);
    const cities = await this.load('city', province);
    const hasCity = cities.some((c) => c.id === city);
    const counties = hasCity ? await this.load('county', city) : [];
    const county = counties.some((c) => c.id === code) ? code : null;
    this.store.update({
      province,
      cities,
      city: hasCity ? city : cities.some((c) => c.id === code) ? code : null,
      counties,
      county,
    });
    this.refresh();
  }

  private refresh(): void {
    const s = this.getSnapshot();
    const names = [
      textOf(s.provinces, s.province),
      textOf(s.cities, s.city),
      textOf(s.counties, s.county),
    ].filter(Boolean);
    this.store.update({ value: s.county ?? s.city ?? s.province, path: names.join('/') });
  }

  private async guard(run: () => Promise<void>): Promise<void> {
    this.store.update({ loading: true, error: null });
    try {
      await run();
      this.store.update({ loading: false });
    } catch (error) {
      this.store.update({ loading: false, error: error instanceof Error ? error.message : String(error) });
    }
  }
}
