// React binding of the list model: one model per mounted page, notices handed to the UI's toast.
import { useEffect, useRef, useState } from 'react';
import { createListModel, type ListModel, type ListModelOptions } from './list-model.js';
import type { ListState, Row } from './list-types.js';
import type { Notice } from '../core/observable-store.js';
import { useModelState } from '../core/use-model-state.js';

export interface UseListPageOptions<R extends Row = Row> extends ListModelOptions<R> {
  /** Where warnings and errors go (a toast); read on every notice, so it may change between renders. */
  onNotice?: (notice: Notice) => void;
}

export type ListPage<R extends Row = Row> = ListState<R> &
  Omit<ListModel<R>, 'subscribe' | 'getSnapshot' | 'mount'>;

/** The options are read once, when the page mounts; remount (a React key) to change urls or transport. */
export function useListPage<R extends Row = Row>(options: UseListPageOptions<R>): ListPage<R> {
  const [model] = useState(() => createListModel(options));
  const onNotice = useRef(options.onNotice);
  onNotice.current = options.onNotice;

  useEffect(() => {
    const stopNotices = model.onNotice((notice) => onNotice.current?.(notice));
    const unmount = model.mount();
    return () => {
      unmount();
      stopNotices();
    };
  }, [model]);

  const state = useModelState(model);
  const { subscribe: _s, getSnapshot: _g, mount: _m, ...actions } = model;
  return { ...state, ...actions };
}
