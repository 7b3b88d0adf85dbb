// 授权: a role's menus and buttons as a checkbox tree. Each node keeps its own mark; ticking a node ticks it and all
// below it, and a node reads 已选 when it and everything below is ticked, 部分 (indeterminate) when only some is.
// Saving sends every ticked node and the menus above it, so a granted button's page also reaches the side menu.
import type { ClinicClient } from '@clinic/sdk';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';

export const ROLE_AUTH_PERMISSION = 'system:role:auth';

export interface PermissionNode {
  key: string;
  title: string;
  /** '0' directory, '1' menu, '2' button. */
  menuType: string;
  perms?: string | null;
  /** '' general console, 'RWS' research-project console. */
  scope?: string;
  children?: PermissionNode[];
}

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

export interface PermissionTreeRow {
  node: PermissionNode;
  depth: number;
  state: CheckState;
  expanded: boolean;
  hasChildren: boolean;
}

export interface PermissionTreeTransport {
  tree(): Promise<PermissionNode[]>;
  granted(roleId: string): Promise<string[]>;
  save(roleId: string, permissionIds: string[]): Promise<void>;
}

export function permissionTreeTransportOf(client: Pick<ClinicClient, 'call'>): PermissionTreeTransport {
  return {
    async tree() {
      const answer = (await client.call('queryRolePermissionTree', {})) as { treeList: PermissionNode[] };
      return answer.treeList;
    },
    async granted(roleId) {
      return (await client.call('queryRolePermission', { query: { roleId } })) as string[];
    },
    async save(roleId, permissionIds) {
      await client.call('saveRolePermission', { body: { roleId, permissionIds } });
    },
  };
}

export interface PermissionTreeSnapshot {
  loading: boolean;
  saving: boolean;
  error: string | null;
  /** The visible rows, in order (children of collapsed nodes left out). */
  rows: readonly PermissionTreeRow[];
  /** How many nodes are ticked. */
  checkedCount: number;
}

export interface PermissionTreeModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): PermissionTreeSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  load(): Promise<void>;
  toggle(key: string): void;
  toggleExpand(key: string): void;
  expandAll(expand: boolean): void;
  checkAll(check: boolean): void;
  /** The ids that would be saved: ticked nodes and every menu above one. */
  grantedIds(): string[];
  save(): Promise<boolean>;
}

export function createPermissionTreeModel(options: {
  transport: PermissionTreeTransport;
  roleId: string;
  onSaved?: () => void;
}): PermissionTreeModel {
  let roots: PermissionNode[] = [];
  const parentOf = new Map<string, string | null>();
  const byKey = new Map<string, PermissionNode>();
  let checked = new Set<string>();
  let expanded = new Set<string>();
  const store = createObservableStore<PermissionTreeSnapshot>({
    loading: false,
    saving: false,
    error: null,
    rows: [],
    checkedCount: 0,
  });

  const below = (node: PermissionNode): PermissionNode[] =>
    (node.children ?? []).flatMap((c) => [c, ...below(c)]);

  function stateOf(node: PermissionNode): CheckState {
    const all = [node, ...below(node)];
    const ticked = all.filter((n) => checked.has(n.key)).length;
    if (ticked === 0) return 'unchecked';
    return ticked === all.length ? 'checked' : 'indeterminate';
  }

  function publish(patch: Partial<PermissionTreeSnapshot> = {}) {
    const rows: PermissionTreeRow[] = [];
    const walk = (nodes: PermissionNode[], depth: number) => {
      for (const node of nodes) {
        const hasChildren = (node.children?.length ?? 0) > 0;
        const open = expanded.has(node.key);
        rows.push({ node, depth, state: stateOf(node), expanded: open, hasChildren });
        if (hasChildren && open) walk(node.children!, depth + 1);
      }
    };
    walk(roots, 0);
    store.update({ ...patch, rows, checkedCount: checked.size });
  }

  function index(nodes: PermissionNode[], parent: string | null) {
    for (const node of nodes) {
      byKey.set(node.key, node);
      parentOf.set(node.key, parent);
      index(node.children ?? [], node.key);
    }
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    async load() {
      store.update({ loading: true, error: null });
      try {
        const [tree, granted] = await Promise.all([
          options.transport.tree(),
          options.transport.granted(options.roleId),
        ]);
        roots = tree;
        byKey.clear();
        parentOf.clear();
        index(roots, null);
        checked = new Set(granted.filter((k) => byKey.has(k)));
        // Directories open, pages closed: the first look shows every page without every button.
        expanded = new Set([...byKey.values()].filter((n) => n.menuType === '0').map((n) => n.key));
        publish({ loading: false });
      } catch (error) {
        publish({ loading: false, error: userMessageOf(error, '权限加载失败') });
      }
    },
    toggle(key) {
      const node = byKey.get(key);
      if (!node) return;
      const on = stateOf(node) !== 'checked';
      for (const n of [node, ...below(node)]) {
        if (on) checked.add(n.key);
        else checked.delete(n.key);
      }
      publish();
    },
    toggleExpand(key) {
      if (expanded.has(key)) expanded.delete(key);
      else expanded.add(key);
      publish();
    },
    expandAll(expand) {
      expanded = expand
        ? new Set([...byKey.values()].filter((n) => (n.children?.length ?? 0) > 0).map((n) => n.key))
        : new Set();
      publish();
    },
    checkAll(check) {
      checked = check ? new Set(byKey.keys()) : new Set();
      publish();
    },
    grantedIds() {
      const out = new Set<string>();
      for (const key of checked) {
        let at: string | null | undefined = key;
        while (at && !out.has(at)) {
          out.add(at);
          at = parentOf.get(at);
        }
      }
      return [...out];
    },
    async save() {
      if (store.getSnapshot().saving) return false;
      store.update({ saving: true });
      try {
        await options.transport.save(options.roleId, this.grantedIds());
        store.update({ saving: false });
        store.notify('success', '保存成功');
        options.onSaved?.();
        return true;
      } catch (error) {
        store.update({ saving: false });
        store.notify('error', userMessageOf(error, '保存失败'));
        return false;
      }
    },
  };
}
