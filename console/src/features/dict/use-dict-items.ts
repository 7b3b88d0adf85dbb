// Items of one dictionary for a control: cached first paint, then the loaded list; the error text when it fails.
import { useEffect, useState } from 'react';
import type { DictOption } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { dictCacheFor } from './dict-cache-context';

export function useDictItems(dictCode: string): { items: DictOption[]; error: string | null } {
  const { client } = useClinic();
  const cache = dictCacheFor(client);
  const [items, setItems] = useState<DictOption[]>(() =>
    dictCode.trim() ? (cache.peek(dictCode) ?? []) : [],
  );
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    cache.items(dictCode).then(
      (loaded) => live && setItems(loaded),
      (reason: unknown) => live && setError(reason instanceof Error ? reason.message : String(reason)),
    );
    return () => {
      live = false;
    };
  }, [cache, dictCode]);
  return { items, error };
}
