// A declared tree resource (机构管理) as a tree table: every row of the tenant loaded once and hung under its parent,
// searched by its label (matches show with the rows above them), narrowed by a dictionary field, expanded per
// branch or all at once; delete answers the server's refusal (children or dependents remain) as the message.
import type { ClinicClient } from '@clinic/sdk';
import type { ResourceDef } from '@clinic/sdk/resources';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';
import { busyWrite } from '../core/busy-write.js';

export type TreeRecord = Readonly<Record<string, unknown>> & { readonly id: string };

export interface ResourceTreeNode {
  record: TreeRecord;
  children: ResourceTreeNode[];
}

export interface ResourceTreeRow {
  record: TreeRecord;
  depth: number;
  expanded: boolean;
  hasChildren: boolean;
  childCount: number;
}

export interface ResourceTreeTransport {
  /** Every row of the tenant, in the tree's order. */
  all(): Promise<TreeRecord[]>;
  remove(id: string): Promise<string>;
}

/** Largest tree one page load answers (the server's page-size cap). */
export const TREE_LOAD_LIMIT = 1000;

export function resourceTreeTransportOf(
  client: Pick<ClinicClient, 'resource'>,
  def: ResourceDef,
): ResourceTreeTransport {
  const sort = def.defaultSort;
  return {
    async all() {
      const page = await client.resource<TreeRecord>(def.base).list({
        pageNo: 1,
        pageSize: TREE_LOAD_LIMIT,
        ...(sort ? { column: sort.field, order: sort.order } : {}),
      });
      return Array.isArray(page) ? (page as TreeRecord[]) : [...(page.records ?? [])];
    },
    async remove(id) {
      const answer = await client.resource(def.base).delete(id);
      return answer.message || '删除成功';
    },
  };
}

export interface ResourceTreeSnapshot {
  loading: boolean;
  busy: boolean;
  error: string | null;
  rows: readonly ResourceTreeRow[];
  total: number;
  keyword: string;
  /** Value of the narrowing dictionary field ('' for all). */
  kind: string;
}

export interface ResourceTreeModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ResourceTreeSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  load(): Promise<void>;
  toggleExpand(id: string): void;
  expandAll(expand: boolean): void;
  expand(id: string): void;
  search(keyword: string, kind?: string): void;
  remove(id: string): Promise<boolean>;
}

export interface ResourceTreeOptions {
  transport: ResourceTreeTransport;
  parentField: string;
  /** The field searched by the keyword (the row's name). */
  labelField: string;
  /** A dictionary field the search narrows by (机构类型). */
  kindField?: string;
}

/** Hangs rows under their parents; a row whose parent is not among them is a root. */
export function treeOf(records: readonly TreeRecord[], parentField: string): ResourceTreeNode[] {
  const nodes = new Map(records.map((r) => [r.id, { record: r, children: [] as ResourceTreeNode[] }]));
  const roots: ResourceTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.record[parentField];
    const above = typeof parent === 'string' && parent !== node.record.id ? nodes.get(parent) : undefined;
    (above ? above.children : roots).push(node);
  }
  return roots;
}

export function createResourceTreeModel(options: ResourceTreeOptions): ResourceTreeModel {
  let roots: ResourceTreeNode[] = [];
  let expanded = new Set<string>();
  let first = true;
  const store = createObservableStore<ResourceTreeSnapshot>({
    loading: false,
    busy: false,
    error: null,
    rows: [],
    total: 0,
    keyword: '',
    kind: '',
  });
  const all = (nodes: ResourceTreeNode[]): ResourceTreeNode[] =>
    nodes.flatMap((n) => [n, ...all(n.children)]);

  function publish(patch: Partial<ResourceTreeSnapshot> = {}) {
    const next = { ...store.getSnapshot(), ...patch };
    const keyword = next.keyword.trim();
    const hit = (n: ResourceTreeNode) =>
      String(n.record[options.labelField] ?? '').includes(keyword) &&
      (!next.kind || !options.kindField || String(n.record[options.kindField] ?? '') === next.kind);
    const narrowed = keyword !== '' || next.kind !== '';
    const matches = (n: ResourceTreeNode): boolean => hit(n) || n.children.some(matches);
    const rows: ResourceTreeRow[] = [];
    const walk = (nodes: ResourceTreeNode[], depth: number) => {
      for (const node of nodes) {
        if (narrowed && !matches(node)) continue;
        const hasChildren = node.children.length > 0;
        const open = narrowed ? node.children.some(matches) : expanded.has(node.record.id);
        rows.push({
          record: node.record,
          depth,
          expanded: open,
          hasChildren,
          childCount: node.children.length,
        });
        if (hasChildren && open) walk(node.children, depth + 1);
      }
    };
    walk(roots, 0);
    store.set({ ...next, rows, total: all(roots).length });
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    async load() {
      store.update({ loading: true, error: null });
      try {
        roots = treeOf(await options.transport.all(), options.parentField);
        if (first) {
          // The first look opens the top level: each organisation's direct branches show.
          expanded = new Set(roots.map((r) => r.record.id));
          first = false;
        }
        publish({ loading: false });
      } catch (error) {
        publish({ loading: false, error: userMessageOf(error, '加载失败') });
      }
    },
    toggleExpand(id) {
      if (expanded.has(id)) expanded.delete(id);
      else expanded.add(id);
      publish();
    },
    expand(id) {
      expanded.add(id);
      publish();
    },
    expandAll(expand) {
      expanded = expand
        ? new Set(
            all(roots)
              .filter((n) => n.children.length > 0)
              .map((n) => n.record.id),
          )
        : new Set();
      publish();
    },
    search(keyword, kind) {
      publish({ keyword, ...(kind !== undefined ? { kind } : {}) });
    },
    remove(id) {
      return busyWrite(
        store,
        () => options.transport.remove(id),
        { failed: '删除失败' },
        () => this.load(),
      );
    },
  };
}
