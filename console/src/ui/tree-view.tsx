// Renders a LazyTreeModel: expand arrows load children on demand; a node's check box or title picks it.
import { useModelState, type LazyTreeModel, type TreeItem } from '@clinic/hooks';

export interface TreeViewProps {
  model: LazyTreeModel;
  /** Checkbox (multiple) or plain highlight (single). */
  checkable?: boolean;
  onPick?: (item: TreeItem) => void;
  label: string;
  maxHeight?: number;
}

export function TreeView({ model, checkable = false, onPick, label, maxHeight }: TreeViewProps) {
  const state = useModelState(model);
  const renderItems = (items: readonly TreeItem[], depth: number) =>
    items.map((item) => {
      const open = state.expanded.includes(item.key);
      const checked = state.checked.includes(item.key);
      const pick = () => {
        model.toggleCheck(item.key);
        onPick?.(item);
      };
      return (
        <li
          key={item.key}
          role="treeitem"
          aria-expanded={item.isLeaf ? undefined : open}
          aria-selected={checked}
        >
          <div className="flex items-center gap-1 py-0.5" style={{ paddingLeft: depth * 16 }}>
            {item.isLeaf ? (
              <span className="inline-block w-5" />
            ) : (
              <button
                type="button"
                aria-label={`${open ? '收起' : '展开'} ${item.title}`}
                className="h-5 w-5 rounded text-slate-500 hover:bg-slate-100"
                onClick={() => void model.toggleExpand(item.key)}
              >
                {state.loadingKeys.includes(item.key) ? '…' : open ? '▾' : '▸'}
              </button>
            )}
            {checkable && <input type="checkbox" checked={checked} onChange={pick} aria-label={item.title} />}
            <button
              type="button"
              className={`rounded px-1 text-left text-sm ${checked ? 'bg-primary/10 text-primary-strong' : 'text-slate-800 hover:bg-slate-100'}`}
              onClick={pick}
            >
              {item.title}
            </button>
          </div>
          {open && item.children && item.children.length > 0 && (
            <ul role="group">{renderItems(item.children, depth + 1)}</ul>
          )}
        </li>
      );
    });
  return (
    <div className="overflow-auto" style={maxHeight ? { maxHeight } : undefined}>
      {state.error && <p className="text-sm text-red-600">{state.error}</p>}
      <ul role="tree" aria-label={label}>
        {renderItems(state.roots, 0)}
      </ul>
    </div>
  );
}
