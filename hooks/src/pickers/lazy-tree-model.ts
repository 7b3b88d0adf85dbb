// Framework-free lazy tree: roots first, a node's children on first expand, checked keys and their return values.
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';
import { pickerMessages } from './picker-messages.js';
import { toTreeItem, type TreeItem, type TreeLoader } from './tree-item.js';

export { toTreeItem, type TreeItem, type TreeLoader };

export interface LazyTreeSnapshot {
  roots: TreeItem[];
  expanded: string[];
  loadingKeys: string[];
  checked: string[];
  /** Titles of every node seen, so labels survive collapsing. */
  titles: Record<string, string>;
  error: string | null;
}

function replaceChildren(items: TreeItem[], key: string, children: TreeItem[]): TreeItem[] {
  return items.map((item) =>
    item.key === key
      ? { ...item, children, isLeaf: children.length === 0 }
      : item.children
        ? { ...item, children: replaceChildren(item.children, key, children) }
        : item,
  );
}

export function findTreeItem(items: readonly TreeItem[], key: string): TreeItem | undefined {
  for (const item of items) {
    if (item.key === key) return item;
    const hit = item.children && findTreeItem(item.children, key);
    if (hit) return hit;
  }
  return undefined;
}

export interface LazyTreeOptions {
  multiple?: boolean;
}

export interface LazyTreeModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): LazyTreeSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  loadRoots(): Promise<void>;
  /** Expanding loads the children once; collapsing keeps them. */
  toggleExpand(key: string): Promise<void>;
  toggleCheck(key: string): void;
  setChecked(keys: readonly string[]): void;
  /** The checked nodes' `field` (key by default, or a customReturnField such as orgCode). */
  returnValues(field?: string): string[];
}

export function createLazyTreeModel(load: TreeLoader, options: LazyTreeOptions = {}): LazyTreeModel {
  const store = createObservableStore<LazyTreeSnapshot>({
    roots: [],
    expanded: [],
    loadingKeys: [],
    checked: [],
    titles: {},
    error: null,
  });
  const snapshot = store.getSnapshot;

  const guard = async <T>(key: string | null, run: () => Promise<T>): Promise<T | null> => {
    const marker = key ?? '';
    store.update({ loadingKeys: [...snapshot().loadingKeys, marker], error: null });
    try {
      return await run();
    } catch (error) {
      const message = userMessageOf(error, pickerMessages.loadFailed);
      store.update({ error: message });
      store.notify('error', message);
      return null;
    } finally {
      store.update({ loadingKeys: snapshot().loadingKeys.filter((k) => k !== marker) });
    }
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: snapshot,
    onNotice: store.onNotice,
    async loadRoots() {
      const roots = await guard(null, () => load(null));
      if (roots) store.update({ roots, titles: { ...snapshot().titles, ...titlesOf(roots) } });
    },
    async toggleExpand(key) {
      const { expanded, roots } = snapshot();
      if (expanded.includes(key)) {
        store.update({ expanded: expanded.filter((k) => k !== key) });
        return;
      }
      store.update({ expanded: [...expanded, key] });
      const node = findTreeItem(roots, key);
      if (!node || node.children || node.isLeaf) return;
      const children = await guard(key, () => load(key));
      if (!children) return;
      store.update({
        roots: replaceChildren(snapshot().roots, key, children),
        titles: { ...snapshot().titles, ...titlesOf(children) },
      });
    },
    toggleCheck(key) {
      const { checked } = snapshot();
      if (checked.includes(key)) store.update({ checked: checked.filter((k) => k !== key) });
      else store.update({ checked: options.multiple ? [...checked, key] : [key] });
    },
    setChecked(keys) {
      store.update({ checked: [...keys] });
    },
    returnValues(field) {
      const { checked, roots } = snapshot();
      return checked.map((key) => {
        const node = findTreeItem(roots, key);
        if (!field || !node) return key;
        const value = node.raw[field];
        return value === undefined || value === null ? key : String(value);
      });
    },
  };
}

function titlesOf(items: readonly TreeItem[]): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (list: readonly TreeItem[]) =>
    list.forEach((item) => {
      out[item.key] = item.title;
      if (item.children) walk(item.children);
    });
  walk(items);
  return out;
}
