// 部门管理 as a tree: search by name, expand and collapse (each branch or all), 新增 a top department, and per row
// 添加下级, 编辑 (move under another parent, re-order by 排序), 用户 (the department's users) and 删除 (refused by the
// server, with its message, while children or users remain). Buttons show only to users granted them.
import { useEffect, useState, type ReactNode } from 'react';
import {
  createDepartTreeModel,
  departTreeTransportOf,
  useModelState,
  usePermissions,
  useRecordForm,
  useResourceActions,
  type DepartNode,
  type DepartTreeRow,
  type ListQuery,
} from '@clinic/hooks';
import { resources } from '@clinic/sdk/resources';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { ConfirmAction } from '../../ui/confirm-action';
import { Input } from '../../ui/input';
import { RecordFormDialog } from '../list-page/record-form-dialog';
import { useExportList } from '../list-page/use-export-list';
import { MembersDrawer, type MembersOf } from '../members/members-drawer';
import { useNoticeToasts } from '../../ui/use-notice-toasts';

const def = resources.depart;
const CATEGORY: Record<string, string> = { '1': '机构', '2': '部门', '3': '岗位' };
/** 导出 writes every department of the tenant in tree order. */
const EXPORT_ALL: ListQuery = {
  queryParam: {},
  superQuery: null,
  filters: {},
  sorter: { column: 'sortNo', order: 'asc' },
  pageNo: 1,
  pageSize: 1000,
};

function Row({ row, actions, onExpand }: { row: DepartTreeRow; actions: ReactNode; onExpand: () => void }) {
  const { node, depth, expanded, hasChildren } = row;
  return (
    <tr
      className="border-t border-slate-100 hover:bg-slate-50"
      aria-level={depth + 1}
      {...(hasChildren ? { 'aria-expanded': expanded } : {})}
    >
      <td className="py-2 pr-3" style={{ paddingLeft: `${depth * 22 + 8}px` }}>
        <span className="flex items-center gap-1.5">
          {hasChildren ? (
            <button
              type="button"
              aria-label={`${expanded ? '折叠' : '展开'}${node.departName}`}
              onClick={onExpand}
              className="flex h-5 w-5 shrink-0 items-center justify-center rounded text-slate-500 hover:bg-slate-200"
            >
              <span
                className={`inline-block text-[10px] transition-transform ${expanded ? 'rotate-90' : ''}`}
              >
                ▶
              </span>
            </button>
          ) : (
            <span className="w-5 shrink-0" />
          )}
          <span className="whitespace-nowrap text-slate-800">{node.departName}</span>
        </span>
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-slate-600">{node.orgCode}</td>
      <td className="px-3 py-2 whitespace-nowrap text-slate-600">{CATEGORY[node.orgCategory ?? ''] ?? ''}</td>
      <td className="px-3 py-2 text-slate-600">{node.sortNo ?? 0}</td>
      <td className="px-3 py-2 text-slate-600">{node.memberCount ?? 0}</td>
      <td className="px-3 py-2">
        <span className="flex gap-3 whitespace-nowrap">{actions}</span>
      </td>
    </tr>
  );
}

export function DepartTreePage() {
  const { client } = useClinic();
  const { has } = usePermissions();
  const can = useResourceActions(def);
  const [model] = useState(() =>
    createDepartTreeModel({ transport: departTreeTransportOf(client, def.base) }),
  );
  const state = useModelState(model);
  useNoticeToasts(model);
  const form = useRecordForm(client, def, () => void model.load());
  const exporter = useExportList(`${def.base}/exportXls`, def.exportName ?? def.title);
  const [keyword, setKeyword] = useState('');
  const [removing, setRemoving] = useState<DepartNode | null>(null);
  const [members, setMembers] = useState<MembersOf | null>(null);
  const mayUsers = has('system:user:list');
  useEffect(() => {
    void model.load();
  }, [model]);

  const link = 'text-primary-strong hover:underline';
  const actionsOf = (node: DepartNode) => (
    <>
      {can.add && (
        <button
          type="button"
          className={link}
          onClick={() => {
            model.expand(node.id);
            form.model.open({
              mode: 'add',
              values: {
                parentId: node.id,
                parentId_dictText: node.departName,
                orgCategory: '2',
                sortNo: node.children?.length ?? 0,
              },
            });
          }}
        >
          添加下级
        </button>
      )}
      {can.edit && (
        <button type="button" className={link} onClick={() => form.model.open({ mode: 'edit', id: node.id })}>
          编辑
        </button>
      )}
      {mayUsers && (
        <button
          type="button"
          className={link}
          onClick={() => setMembers({ kind: 'depart', id: node.id, name: node.departName })}
        >
          用户
        </button>
      )}
      {can.delete && (
        <button type="button" className={link} onClick={() => setRemoving(node)}>
          删除
        </button>
      )}
    </>
  );

  return (
    <div className="flex flex-col gap-3 rounded-md bg-white p-4 shadow-xs ring-1 ring-slate-200/70">
      <form
        role="search"
        aria-label="查询条件"
        className="flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          model.search(keyword);
        }}
      >
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <span className="whitespace-nowrap">部门名称：</span>
          <Input
            aria-label="部门名称："
            placeholder="请输入部门名称"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            className="!w-48"
          />
        </label>
        <Button type="submit" variant="primary">
          查询
        </Button>
        <Button
          type="button"
          onClick={() => {
            setKeyword('');
            model.search('');
          }}
        >
          重置
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-2">
        {can.add && (
          <Button
            variant="primary"
            onClick={() => form.model.open({ mode: 'add', values: { orgCategory: '1' } })}
          >
            <span aria-hidden>＋</span>新增
          </Button>
        )}
        {can.exportXls && (
          <Button loading={exporter.exporting} onClick={() => void exporter.run(EXPORT_ALL, [])}>
            导出
          </Button>
        )}
        <Button onClick={() => model.expandAll(true)}>展开全部</Button>
        <Button onClick={() => model.expandAll(false)}>折叠全部</Button>
        <span className="ml-auto text-sm text-slate-500">共 {state.total} 个部门</span>
      </div>
      {state.error && (
        <p role="alert" className="text-sm text-red-600">
          {state.error}
        </p>
      )}
      <div className="overflow-x-auto rounded border border-slate-200">
        <table role="treegrid" aria-label="部门树" className="w-full min-w-[760px] text-sm">
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-3 py-2 font-medium">部门名称</th>
              <th className="px-3 py-2 font-medium">机构编码</th>
              <th className="px-3 py-2 font-medium">机构类别</th>
              <th className="px-3 py-2 font-medium">排序</th>
              <th className="px-3 py-2 font-medium">用户数</th>
              <th className="px-3 py-2 font-medium">操作</th>
            </tr>
          </thead>
          <tbody>
            {state.rows.map((row) => (
              <Row
                key={row.node.id}
                row={row}
                actions={actionsOf(row.node)}
                onExpand={() => model.toggleExpand(row.node.id)}
              />
            ))}
            {!state.loading && state.rows.length === 0 && (
              <tr>
                <td colSpan={6} className="px-3 py-8 text-center text-slate-400">
                  暂无数据
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {(can.add || can.edit) && <RecordFormDialog resource={def} form={form} />}
      <MembersDrawer of={members} onClose={() => setMembers(null)} onChanged={() => void model.load()} />
      <ConfirmAction
        open={removing !== null}
        title="确认删除"
        text={`确定删除部门「${removing?.departName ?? ''}」吗？`}
        busy={state.busy}
        onConfirm={async () => {
          if (removing) await model.remove(removing.id);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
