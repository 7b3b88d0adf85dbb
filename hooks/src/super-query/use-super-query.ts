// React binding of the advanced query and its saved queries, kept in step with the list page's advanced query.
import { useEffect, useRef, useState } from 'react';
import { t } from '../i18n/index.js';
import type { SuperQueryValue } from '../list-page/list-types.js';
import type { Notice } from '../core/observable-store.js';
import {
  createSavedQueryModel,
  type SavedQueryModel,
  type SavedQueryState,
  type SavedQueryTransport,
} from './saved-query-model.js';
import type { KeyValueStorage } from './saved-query-storage.js';
import { createSuperQueryModel, type SuperQueryModel, type SuperQueryState } from './super-query-model.js';
import type { SuperQueryFieldDef } from './super-query-types.js';
import { useModelState } from '../core/use-model-state.js';

export interface UseSuperQueryOptions {
  fields: readonly SuperQueryFieldDef[];
  /** The list's save code, else the route's full path (the local key adds the `JSuperQuerySaved_` prefix). */
  saveCode: string;
  savedTransport?: SavedQueryTransport;
  storage?: KeyValueStorage | null;
  /** The advanced query in effect (the list page's, from the URL): restores rows and the active mark. */
  value?: SuperQueryValue | null;
  /** Receives each new advanced query (null after reset or clear); hand it to the list page. */
  onChange?: (value: SuperQueryValue | null) => void;
  onNotice?: (notice: Notice) => void;
}

export interface SuperQuery extends SuperQueryState {
  saved: SavedQueryState;
  model: SuperQueryModel;
  savedModel: SavedQueryModel;
  /** Opens the name prompt for the current rows (or refuses empty conditions). */
  save(): boolean;
  /** Fills the modal from a saved query; unsupported entries are refused with a warning. */
  applySaved(title: string): void;
}

const sameValue = (a: SuperQueryValue | null | undefined, b: SuperQueryValue | null | undefined) =>
  (a?.superQueryParams ?? '') === (b?.superQueryParams ?? '') &&
  (a?.superQueryMatchType ?? 'and') === (b?.superQueryMatchType ?? 'and');

/** Fields, save key and transports are read once; remount (a React key) to change them. */
export function useSuperQuery(options: UseSuperQueryOptions): SuperQuery {
  const [model] = useState(() => createSuperQueryModel(options.fields));
  const [savedModel] = useState(() =>
    createSavedQueryModel({
      saveCode: options.saveCode,
      transport: options.savedTransport,
      storage: options.storage,
    }),
  );
  const callbacks = useRef(options);
  callbacks.current = options;
  const lastValue = useRef<SuperQueryValue | null | undefined>(undefined);

  useEffect(() => {
    const forward = (notice: Notice) => callbacks.current.onNotice?.(notice);
    const stops = [
      model.onNotice(forward),
      savedModel.onNotice(forward),
      model.onChange((value) => {
        lastValue.current = value;
        callbacks.current.onChange?.(value);
      }),
    ];
    void savedModel.load();
    return () => stops.forEach((stop) => stop());
  }, [model, savedModel]);

  const value = options.value;
  useEffect(() => {
    if (value === undefined || sameValue(value, lastValue.current)) return;
    lastValue.current = value;
    model.load(value);
  }, [model, value]);

  const state = useModelState(model);
  const saved = useModelState(savedModel);
  return {
    ...state,
    saved,
    model,
    savedModel,
    save: () => savedModel.beginSave(model.getSnapshot().rows, model.getSnapshot().matchType),
    applySaved(title) {
      const entry = savedModel.find(title);
      if (!entry) return;
      if (entry.unsupported) {
        callbacks.current.onNotice?.({ level: 'warning', text: t('savedQuery.unsupported') });
        return;
      }
      model.fill(entry.records, entry.matchType);
    },
  };
}
