// Items of one dictionary for a control: cached first paint, then the loaded list; the error text when it fails.
import { useEffect, useState } from 'react';
import type { DictOption } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { dictCacheFor } from '../../app/dict-cache';

export function useDictItems(dictCode: string): { items: DictOption[]; error: string | null } {
  const { client } = useClinic();
  const cache = dictCacheFor(client);
  // Loaded items belong to the code they were loaded for: another code shows its cached copy until it loads.
  const [loaded, setLoaded] = useState<{ code: string; items: DictOption[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setError(null);
    cache.items(dictCode).then(
      (items) => live && setLoaded({ code: dictCode, items }),
      (reason: unknown) => live && setError(reason instanceof Error ? reason.message : String(reason)),
    );
    return () => {
      live = false;
    };
  }, [cache, dictCode]);
  const items =
    loaded?.code === dictCode ? loaded.items : dictCode.trim() ? (cache.peek(dictCode) ?? []) : [];
  return { items, error };
}
