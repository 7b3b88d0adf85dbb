import { describe, expect, it } from 'vitest';
import { areaList as vant } from '@vant/area-data';
import {
  createAreaLinkageModel,
  areaAncestors,
  assertAreaType,
  type AreaItem,
  type AreaLoader,
} from './area-linkage-model.js';

/** The same GB/T 2260 data the server serves, answered locally so the model is tested without a server. */
const loader: AreaLoader = async (type, pid) => {
  const table = { province: vant.province_list, city: vant.city_list, county: vant.county_list }[type];
  const level = ({ province: 1, city: 2, county: 3 } as const)[type];
  return Object.entries(table)
    .filter(([id]) =>
      type === 'province'
        ? pid === '86'
        : id.slice(0, type === 'city' ? 2 : 4) === pid.slice(0, type === 'city' ? 2 : 4),
    )
    .map(([id, text]): AreaItem => ({ id, text, pid, level }));
};

describe('area linkage', () => {
  it('picks 广东省/深圳市/南山区 and stores 440305', async () => {
    const model = createAreaLinkageModel(loader);
    await model.init();
    const gd = model.getSnapshot().provinces.find((p) => p.text === '广东省')!;
    await model.selectProvince(gd.id);
    const sz = model.getSnapshot().cities.find((c) => c.text === '深圳市')!;
    await model.selectCity(sz.id);
    const ns = model.getSnapshot().counties.find((c) => c.text === '南山区')!;
    model.selectCounty(ns.id);
    expect(model.getSnapshot()).toMatchObject({ value: '440305', path: '广东省/深圳市/南山区' });
  });

  it('changing the province clears city and county', async () => {
    const model = createAreaLinkageModel(loader);
    await model.init('440305');
    await model.selectProvince('110000');
    expect(model.getSnapshot()).toMatchObject({
      city: null,
      county: null,
      value: '110000',
      path: '北京市',
      counties: [],
    });
  });

  it('restores a stored code into its lists and full path', async () => {
    const model = createAreaLinkageModel(loader);
    await model.init('440305');
    expect(model.getSnapshot()).toMatchObject({
      province: '440000',
      city: '440300',
      county: '440305',
      path: '广东省/深圳市/南山区',
    });
  });

  it('ancestors and the Bad type value rule', () => {
    expect(areaAncestors('440305')).toEqual({ province: '440000', city: '440300', county: '440305' });
    expect(assertAreaType('city')).toBe('city');
    expect(() => assertAreaType('town')).toThrow('Bad type value');
  });

  it('a failing loader leaves an error, not a rejection', async () => {
    const model = createAreaLinkageModel(async () => Promise.reject(new Error('网络超时')));
    await model.init();
    expect(model.getSnapshot().error).toBe('网络超时');
  });
});
