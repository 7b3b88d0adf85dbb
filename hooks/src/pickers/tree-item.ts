// A tree node as pickers show it, read from any node shape the server sends (light: loaded with the dictionaries at login).

export interface TreeItem {
  key: string;
  title: string;
  isLeaf: boolean;
  /** The server's node, for a customReturnField. */
  raw: Record<string, unknown>;
  children?: TreeItem[];
}

export type TreeLoader = (parentKey: string | null) => Promise<TreeItem[]>;

/** Reads every node shape the server sends (dictionary trees: key/label/leaf; departments: key/title/isLeaf). */
export function toTreeItem(node: Record<string, unknown>): TreeItem {
  const key = String(node.key ?? node.id ?? node.value ?? '');
  const title = String(node.title ?? node.label ?? node.name ?? node.departName ?? key);
  const leaf = node.isLeaf ?? node.leaf;
  const isLeaf = leaf === true || leaf === 1 || leaf === '1';
  const children = Array.isArray(node.children)
    ? (node.children as Record<string, unknown>[]).map(toTreeItem)
    : undefined;
  return {
    key,
    title,
    isLeaf: children ? children.length === 0 && isLeaf : isLeaf,
    raw: node,
    ...(children ? { children } : {}),
  };
}
