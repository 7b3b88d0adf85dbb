// The Chinese label of a status value, read from the dictionary its resource declares (supply_order_status 1 → 已提交),
// for the refusals that name the status a record is in.
import { resources, type ResourceDef } from '@clinic/sdk/resources';

export function statusText(dictCode: string, value: string): string {
  for (const def of Object.values(resources) as readonly ResourceDef[]) {
    const item = def.dictionaries?.find((d) => d.code === dictCode)?.items.find((i) => i.value === value);
    if (item) return item.text;
  }
  return value;
}
