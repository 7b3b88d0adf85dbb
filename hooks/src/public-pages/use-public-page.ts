// React binding of the no-login pages' models: built once, loaded on mount.
import { useEffect, useState } from 'react';
import { useModelState } from '../core/use-model-state.js';
import type { PublicPageModel, PublicPageSnapshot } from './public-page-model.js';

export function usePublicPage<T>(
  create: () => PublicPageModel<T>,
): PublicPageSnapshot<T> & { reload: () => Promise<void> } {
  const [model] = useState(create);
  useEffect(() => {
    void model.load();
  }, [model]);
  return { ...useModelState(model), reload: model.load };
}
