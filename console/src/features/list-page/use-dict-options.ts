// Dictionary items of a code (GET /sys/dict/getDictItems/{code}) through TanStack Query, shared by every select.
import { useQuery } from '@tanstack/react-query';
import { useClinic } from '../../app/clinic-context';

export interface DictOption {
  value: string;
  label: string;
}

interface WireItem {
  value?: unknown;
  text?: unknown;
  title?: unknown;
  label?: unknown;
}

function toOption(item: WireItem): DictOption {
  const label = item.text ?? item.label ?? item.title ?? item.value;
  return { value: String(item.value ?? ''), label: String(label ?? '') };
}

const NONE: DictOption[] = [];

/** An empty code loads nothing (the dictionary call would answer 字典Code不能为空!). */
export function useDictOptions(dictCode: string | undefined): DictOption[] {
  const { client } = useClinic();
  const code = dictCode?.trim() ?? '';
  const { data } = useQuery({
    queryKey: ['dictItems', code],
    // After logout the page may still be mounted while the app leaves: no token, no call (it would answer 401).
    enabled: code !== '' && client.getToken() !== null,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const result: unknown = await client.call('getDictItems', { path: { dictCode: code } }, { signal });
      return Array.isArray(result) ? (result as WireItem[]).map(toOption) : NONE;
    },
  });
  return data ?? NONE;
}
