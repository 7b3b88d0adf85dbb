// 部门管理 as a tree: the tenant's departments with their children, expanded and collapsed per branch or all at once,
// in their order (排序), with each department's member count; delete with the server's refusal (children or users
// remain) as the message.
import type { ClinicClient } from '@clinic/sdk';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';
import { busyWrite } from '../core/busy-write.js';

export interface DepartNode {
  id: string;
  departName: string;
  orgCode?: string;
  deptCode?: string;
  parentId?: string | null;
  orgCategory?: string;
  sortNo?: number;
  memberCount?: number;
  children?: DepartNode[];
}

export interface DepartTreeRow {
  node: DepartNode;
  depth: number;
  expanded: boolean;
  hasChildren: boolean;
}

export interface DepartTreeTransport {
  tree(): Promise<DepartNode[]>;
  remove(id: string): Promise<string>;
}

export function departTreeTransportOf(
  client: Pick<ClinicClient, 'call' | 'resource'>,
  base: string,
): DepartTreeTransport {
  return {
    async tree() {
      return (await client.call('queryDepartTreeList', {})) as DepartNode[];
    },
    async remove(id) {
      const answer = await client.resource(base).delete(id);
      return answer.message || '删除成功';
    },
  };
}

export interface DepartTreeSnapshot {
  loading: boolean;
  busy: boolean;
  error: string | null;
  rows: readonly DepartTreeRow[];
  total: number;
  /** The search text: matching departments show with the departments above them. */
  keyword: string;
}

export interface DepartTreeModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): DepartTreeSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  load(): Promise<void>;
  toggleExpand(id: string): void;
  expandAll(expand: boolean): void;
  /** Opens a branch (after a child was added under it). */
  expand(id: string): void;
  search(keyword: string): void;
  remove(id: string): Promise<boolean>;
}

export function createDepartTreeModel(options: { transport: DepartTreeTransport }): DepartTreeModel {
  let roots: DepartNode[] = [];
  let expanded = new Set<string>();
  let first = true;
  const store = createObservableStore<DepartTreeSnapshot>({
    loading: false,
    busy: false,
    error: null,
    rows: [],
    total: 0,
    keyword: '',
  });
  const all = (nodes: DepartNode[]): DepartNode[] => nodes.flatMap((n) => [n, ...all(n.children ?? [])]);

  function publish(patch: Partial<DepartTreeSnapshot> = {}) {
    const keyword = (patch.keyword ?? store.getSnapshot().keyword).trim();
    const matches = (n: DepartNode): boolean =>
      n.departName.includes(keyword) || (n.children ?? []).some(matches);
    const rows: DepartTreeRow[] = [];
    const walk = (nodes: DepartNode[], depth: number) => {
      for (const node of nodes) {
        if (keyword && !matches(node)) continue;
        const hasChildren = (node.children?.length ?? 0) > 0;
        // A search opens every branch holding a match.
        const open = keyword ? hasChildren : expanded.has(node.id);
        rows.push({ node, depth, expanded: open, hasChildren });
        if (hasChildren && open) walk(node.children!, depth + 1);
      }
    };
    walk(roots, 0);
    store.update({ ...patch, rows, total: all(roots).length });
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    async load() {
      store.update({ loading: true, error: null });
      try {
        roots = await options.transport.tree();
        if (first) {
          // The first look opens the top levels: organisations and their departments.
          expanded = new Set(roots.map((r) => r.id));
          first = false;
        }
        publish({ loading: false });
      } catch (error) {
        publish({ loading: false, error: userMessageOf(error, '部门加载失败') });
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
              .filter((n) => (n.children?.length ?? 0) > 0)
              .map((n) => n.id),
          )
        : new Set();
      publish();
    },
    search(keyword) {
      publish({ keyword });
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
