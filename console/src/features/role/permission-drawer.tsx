// 授权 on a 角色管理 row: the menus and buttons of both consoles as a checkbox tree (parents ticked, partly ticked or
// not), expanded and collapsed per branch or all at once; 保存 replaces the role's grants in this tenant.
import { useEffect, useState } from 'react';
import {
  createPermissionTreeModel,
  permissionTreeTransportOf,
  useModelState,
  type PermissionTreeRow,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { RoleDrawer, type RoleRef } from './role-drawer';

const KIND: Record<string, string> = { '0': '目录', '1': '菜单', '2': '按钮' };

function TreeRow({
  row,
  onToggle,
  onExpand,
}: {
  row: PermissionTreeRow;
  onToggle: () => void;
  onExpand: () => void;
}) {
  const { node, depth, state, expanded, hasChildren } = row;
  return (
    <li
      role="treeitem"
      aria-level={depth + 1}
      aria-selected={state === 'checked'}
      {...(hasChildren ? { 'aria-expanded': expanded } : {})}
      className="flex items-center gap-1.5 py-1 pr-2 text-sm hover:bg-slate-50"
      style={{ paddingLeft: `${depth * 20 + 4}px` }}
    >
      {hasChildren ? (
        <button
          type="button"
          aria-label={`${expanded ? '折叠' : '展开'}${node.title}`}
          onClick={onExpand}
          className="flex h-5 w-5 shrink-0 items-center justify-center rounded text-slate-500 hover:bg-slate-200"
        >
          <span className={`inline-block text-[10px] transition-transform ${expanded ? 'rotate-90' : ''}`}>
            ▶
          </span>
        </button>
      ) : (
        <span className="w-5 shrink-0" />
      )}
      <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-2">
        <input
          type="checkbox"
          aria-label={node.scope === 'RWS' ? `${node.title}（科研项目）` : node.title}
          className="h-4 w-4 shrink-0 accent-primary"
          checked={state === 'checked'}
          ref={(el) => {
            if (el) el.indeterminate = state === 'indeterminate';
          }}
          onChange={onToggle}
        />
        <span className="truncate text-slate-800">{node.title}</span>
        <span
          className={`shrink-0 rounded px-1.5 text-xs ${
            node.menuType === '2' ? 'bg-amber-50 text-amber-700' : 'bg-sky-50 text-sky-700'
          }`}
        >
          {KIND[node.menuType] ?? '菜单'}
        </span>
        {node.scope === 'RWS' && (
          <span className="shrink-0 rounded bg-violet-50 px-1.5 text-xs text-violet-700">科研项目</span>
        )}
      </label>
    </li>
  );
}

function PermissionTree({ roleId, onClose }: { roleId: string; onClose: () => void }) {
  const { client } = useClinic();
  const [model] = useState(() =>
    createPermissionTreeModel({ transport: permissionTreeTransportOf(client), roleId, onSaved: onClose }),
  );
  const state = useModelState(model);
  useNoticeToasts(model);
  useEffect(() => {
    void model.load();
  }, [model]);
  return (
    <div className="flex h-full flex-col">
      <div className="flex flex-wrap gap-2 border-b border-slate-100 px-5 py-2.5">
        <Button size="small" onClick={() => model.expandAll(true)}>
          展开全部
        </Button>
        <Button size="small" onClick={() => model.expandAll(false)}>
          折叠全部
        </Button>
        <Button size="small" onClick={() => model.checkAll(true)}>
          全选
        </Button>
        <Button size="small" onClick={() => model.checkAll(false)}>
          取消全选
        </Button>
        <span className="ml-auto self-center text-xs text-slate-500">已选 {state.checkedCount} 项</span>
      </div>
      <div className="min-h-0 flex-1 overflow-auto px-3 py-2">
        {state.loading && <p className="px-2 text-sm text-slate-400">加载中…</p>}
        {state.error && (
          <p role="alert" className="px-2 text-sm text-red-600">
            {state.error}
          </p>
        )}
        {!state.loading && !state.error && (
          <ul role="tree" aria-label="菜单与按钮权限" aria-multiselectable>
            {state.rows.map((row) => (
              <TreeRow
                key={row.node.key}
                row={row}
                onToggle={() => model.toggle(row.node.key)}
                onExpand={() => model.toggleExpand(row.node.key)}
              />
            ))}
          </ul>
        )}
      </div>
      <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">
        <Button onClick={onClose}>取消</Button>
        <Button
          variant="primary"
          loading={state.saving}
          disabled={state.loading || Boolean(state.error)}
          onClick={() => void model.save()}
        >
          保存
        </Button>
      </div>
    </div>
  );
}

export function PermissionDrawer({ role, onClose }: { role: RoleRef | null; onClose: () => void }) {
  return (
    <RoleDrawer role={role} title="角色授权" width={560} onClose={onClose}>
      {(r) => <PermissionTree roleId={r.id} onClose={onClose} />}
    </RoleDrawer>
  );
}
