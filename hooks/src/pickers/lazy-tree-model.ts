// Framework-free lazy tree: roots first, a node's children on first expand, checked keys and their return values.
import { createObservableStore, type Notice } from '../core/observable-store.js';

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

export class LazyTreeModel {
  private readonly store = createObservableStore<LazyTreeSnapshot>({
    roots: [],
    expanded: [],
    loadingKeys: [],
    checked: [],
    titles: {},
    error: null,
  });

  constructor(
    private readonly load: TreeLoader,
    private readonly options: { multiple?: boolean } = {},
  ) {}

  subscribe = (listener: () => void) => this.store.subscribe(listener);
  getSnapshot = () => this.store.getSnapshot();
  onNotice = (listener: (notice: Notice) => void) => this.store.onNotice(listener);

  async loadRoots(): Promise<void> {
    const roots = await this.guard(null, () => this.load(null));
    if (roots) this.store.update({ roots, titles: { ...this.getSnapshot().titles, ...titlesOf(roots) } });
  }

  /** Expanding loads the children once; collapsing keeps them. */
  async toggleExpand(key: string): Promise<void> {
    const { expanded, roots } = this.getSnapshot();
    if (expanded.includes(key)) {
      this.store.update({ expanded: expanded.filter((k) => k !== key) });
      return;
    }
    this.store.update({ expanded: [...expanded, key] });
    const node = findTreeItem(roots, key);
    if (!node || node.children || node.isLeaf) return;
    const children = await this.guard(key, () => this.load(key));
    if (!children) return;
    this.store.update({
      roots: replaceChildren(this.getSnapshot().roots, key, children),
      titles: { ...this.getSnapshot().titles, ...titlesOf(children) },
    });
  }

  toggleCheck(key: string): void {
    const { checked } = this.getSnapshot();
    if (checked.includes(key)) this.store.update({ checked: checked.filter((k) => k !== key) });
    else this.store.update({ checked: this.options.multiple ? [...checked, key] : [key] });
  }

  setChecked(keys: readonly string[]): void {
    this.store.update({ checked: [...keys] });
  }

  /** The checked nodes' `field` (key by default, or a customReturnField such as orgCode). */
  returnValues(field?: string): string[] {
    const { checked, roots } = this.getSnapshot();
    return checked.map((key) => {
      const node = findTreeItem(roots, key);
      if (!field || !node) return key;
      const value = node.raw[field];
      return value === undefined || value === null ? key : String(value);
    });
  }

  private async guard<T>(key: string | null, run: () => Promise<T>): Promise<T | null> {
    const marker = key ?? '';
    this.store.update({ loadingKeys: [...this.getSnapshot().loadingKeys, marker], error: null });
    try {
      return await run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.store.update({ error: message });
      this.store.notify('error', message);
      return null;
    } finally {
      this.store.update({ loadingKeys: this.getSnapshot().loadingKeys.filter((k) => k !== marker) });
    }
  }
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
