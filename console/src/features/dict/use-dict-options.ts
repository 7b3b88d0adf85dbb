// Dictionary items of a code as value/label options for plain selects, through the one dictionary cache (the one
// 刷新缓存 refreshes).
import { useMemo } from 'react';
import { useClinic } from '../../app/clinic-context';
import { useDictItems } from './use-dict-items';

export interface LabelledOption {
  value: string;
  label: string;
}

const NONE: LabelledOption[] = [];

/** An empty code loads nothing (the dictionary call would answer 字典Code不能为空!). */
export function useDictOptions(dictCode: string | undefined): LabelledOption[] {
  const { client } = useClinic();
  const code = dictCode?.trim() ?? '';
  // After logout the page may still be mounted while the app leaves: no token, no call (it would answer 401).
  const active = code !== '' && client.getToken() !== null;
  const { items } = useDictItems(active ? code : '');
  return useMemo(
    () => (active ? items.map((item) => ({ value: item.value, label: item.text })) : NONE),
    [active, items],
  );
}
