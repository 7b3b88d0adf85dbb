// The framework-free saved-query side card: name prompt, overwrite and delete confirmations, local copy as a
// cache of the server's list (server wins on load; a failed sync keeps the local copy and says so).
import { t } from '../i18n/index.js';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { isCompleteRow } from './super-query-codec.js';
import {
  defaultStorage,
  readLocal,
  SAVED_QUERY_VERSION,
  savedQueryKey,
  toEntries,
  writeLocal,
  type KeyValueStorage,
  type SavedQuery,
  type SavedQueryEntry,
  type SavedQueryRecord,
} from './saved-query-storage.js';
import type { MatchType, SuperQueryRow } from './super-query-types.js';

/** The server side of saved queries, by save code (no prefix); the server scopes them to user and tenant. */
export interface SavedQueryTransport {
  list(saveCode: string, signal?: AbortSignal): Promise<SavedQuery[]>;
  /** Resolves with the stored entry (carrying its id) when the server answers with one. */
  save(saveCode: string, entry: SavedQuery): Promise<SavedQuery | void>;
  remove(saveCode: string, entry: SavedQuery): Promise<void>;
}

export interface SavedQueryConfirm {
  kind: 'overwrite' | 'delete';
  title: string;
  text: string;
}

export interface SavedQueryState {
  entries: SavedQueryEntry[];
  prompt: { open: boolean; name: string };
  confirm: SavedQueryConfirm | null;
  loading: boolean;
  /** The last server call failed: what is listed is this device's copy. */
  offline: boolean;
}

export interface SavedQueryModelOptions {
  /** The list's save code, else the route's full path; stored locally under `JSuperQuerySaved_` + this. */
  saveCode: string;
  transport?: SavedQueryTransport;
  /** Defaults to localStorage where there is one. */
  storage?: KeyValueStorage | null;
}

export interface SavedQueryModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SavedQueryState;
  onNotice(listener: (notice: Notice) => void): () => void;
  load(): Promise<void>;
  /** Opens the name prompt, or refuses 空条件不能保存. */
  beginSave(rows: readonly SuperQueryRow[], matchType: MatchType): boolean;
  setName(name: string): void;
  cancelSave(): void;
  /** Refuses an empty name, asks before overwriting, else saves. */
  submitName(): Promise<void>;
  requestDelete(title: string): void;
  /** Carries out the pending overwrite or delete. */
  confirm(): Promise<void>;
  cancelConfirm(): void;
  find(title: string): SavedQueryEntry | undefined;
}

function withoutPending(entry: SavedQueryEntry): SavedQueryEntry {
  const { pending: _p, ...rest } = entry;
  return rest;
}

export function createSavedQueryModel(options: SavedQueryModelOptions): SavedQueryModel {
  const { saveCode, transport } = options;
  const saveKey = savedQueryKey(saveCode);
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const store = createObservableStore<SavedQueryState>({
    entries: readLocal(storage, saveKey),
    prompt: { open: false, name: '' },
    confirm: null,
    loading: false,
    offline: false,
  });
  let draft: { matchType: MatchType; records: SavedQueryRecord[] } | null = null;

  function setEntries(entries: SavedQueryEntry[], patch: Partial<SavedQueryState> = {}): void {
    writeLocal(storage, saveKey, entries);
    store.update({ ...patch, entries });
  }

  const markSynced = (title: string, stored: SavedQuery | void) =>
    setEntries(
      store
        .getSnapshot()
        .entries.map((e) => (e.title === title ? withoutPending({ ...e, id: stored?.id ?? e.id }) : e)),
    );

  async function pushPending(): Promise<void> {
    for (const entry of store.getSnapshot().entries.filter((e) => e.pending && !e.unsupported)) {
      const { unsupported: _u, pending: _p, ...plain } = entry;
      markSynced(entry.title, await transport!.save(saveCode, plain));
    }
  }

  async function persist(title: string): Promise<void> {
    if (!draft) return;
    const existing = store.getSnapshot().entries.find((e) => e.title === title);
    const entry: SavedQueryEntry = { title, ...draft, version: SAVED_QUERY_VERSION, unsupported: false };
    if (existing?.id !== undefined) entry.id = existing.id;
    const entries = existing
      ? store.getSnapshot().entries.map((e) => (e.title === title ? entry : e))
      : [...store.getSnapshot().entries, entry];
    draft = null;
    setEntries(
      entries.map((e) => (e === entry && transport ? { ...e, pending: true } : e)),
      { prompt: { open: false, name: '' }, confirm: null },
    );
    store.notify('success', t('savedQuery.saved'));
    if (!transport) return;
    try {
      const { unsupported: _u, ...plain } = entry;
      markSynced(title, await transport.save(saveCode, plain));
      store.update({ offline: false });
    } catch {
      store.update({ offline: true });
      store.notify('warning', t('savedQuery.savedLocalOnly'));
    }
  }

  async function remove(title: string): Promise<void> {
    const entry = store.getSnapshot().entries.find((e) => e.title === title);
    if (!entry) return;
    setEntries(
      store.getSnapshot().entries.filter((e) => e.title !== title),
      { confirm: null },
    );
    if (!transport) {
      store.notify('success', t('savedQuery.deleted'));
      return;
    }
    try {
      const { unsupported: _u, pending: _p, ...plain } = entry;
      await transport.remove(saveCode, plain);
      store.update({ offline: false });
      store.notify('success', t('savedQuery.deleted'));
    } catch {
      store.update({ offline: true });
      store.notify('warning', t('savedQuery.deletedLocalOnly'));
    }
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    async load() {
      const local = readLocal(storage, saveKey);
      store.update({ entries: local });
      if (!transport) return;
      store.update({ loading: true });
      try {
        await pushPending();
        const fromServer = toEntries(await transport.list(saveCode));
        const stillPending = store
          .getSnapshot()
          .entries.filter((e) => e.pending && !fromServer.some((s) => s.title === e.title));
        setEntries([...fromServer, ...stillPending], { loading: false, offline: false });
      } catch {
        store.update({ loading: false, offline: true });
      }
    },
    beginSave(rows, matchType) {
      const records: SavedQueryRecord[] = rows.filter(isCompleteRow).map((row) => {
        const record: SavedQueryRecord = { field: row.field!, rule: row.rule, val: row.val! };
        if (row.type !== undefined) record.type = row.type;
        if (row.dbType !== undefined) record.dbType = row.dbType;
        return record;
      });
      if (records.length === 0) {
        store.notify('warning', t('savedQuery.emptyConditions'));
        return false;
      }
      draft = { matchType, records };
      store.update({ prompt: { open: true, name: '' } });
      return true;
    },
    setName(name) {
      store.update({ prompt: { ...store.getSnapshot().prompt, name } });
    },
    cancelSave() {
      draft = null;
      store.update({ prompt: { open: false, name: '' }, confirm: null });
    },
    async submitName() {
      const title = store.getSnapshot().prompt.name.trim();
      if (title === '') {
        store.notify('warning', t('savedQuery.nameEmpty'));
        return;
      }
      if (store.getSnapshot().entries.some((e) => e.title === title)) {
        store.update({
          confirm: { kind: 'overwrite', title, text: t('savedQuery.overwrite', { name: title }) },
        });
        return;
      }
      await persist(title);
    },
    requestDelete(title) {
      store.update({ confirm: { kind: 'delete', title, text: t('savedQuery.deleteConfirm') } });
    },
    async confirm() {
      const pending = store.getSnapshot().confirm;
      if (!pending) return;
      if (pending.kind === 'overwrite') await persist(pending.title);
      else await remove(pending.title);
    },
    cancelConfirm() {
      store.update({ confirm: null });
    },
    find: (title) => store.getSnapshot().entries.find((e) => e.title === title),
  };
}
