// 租户管理 → 成员: the users of one tenant searched by name a page at a time, 添加成员 by login name with the role
// they get there (the tenant then appears in their tenant switch), and 移出租户 (confirmed); the model holds the rules.
import { useEffect, useRef, useState } from 'react';
import {
  TENANT_MEMBER_ROLES,
  createMembersModel,
  tenantMembersTransportOf,
  useModelState,
  usernamesOf,
  type TenantMemberRow,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { ConfirmAction } from '../../ui/confirm-action';
import { Drawer } from '../../ui/drawer';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { useNoticeToasts } from '../../ui/use-notice-toasts';

export interface TenantOf {
  id: string;
  name: string;
}

function Members({ of, may }: { of: TenantOf; may: boolean }) {
  const { client } = useClinic();
  const role = useRef('doctor');
  const [roleCode, setRoleCode] = useState('doctor');
  const [model] = useState(() =>
    createMembersModel({ transport: tenantMembersTransportOf(client, of.id, () => role.current) }),
  );
  const state = useModelState(model);
  useNoticeToasts(model);
  const [keyword, setKeyword] = useState('');
  const [names, setNames] = useState('');
  const [removing, setRemoving] = useState<TenantMemberRow | null>(null);
  useEffect(() => {
    void model.load(1);
  }, [model]);
  const pages = Math.max(1, Math.ceil(state.total / state.pageSize));
  const records = state.records as readonly TenantMemberRow[];
  return (
    <div className="flex flex-col gap-3 p-5">
      <form
        role="search"
        aria-label="查询成员"
        className="flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void model.search(keyword);
        }}
      >
        <Input
          aria-label="用户姓名"
          placeholder="用户姓名或账号"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          className="!w-44"
        />
        <Button type="submit" variant="primary">
          查询
        </Button>
      </form>
      {may && (
        <form
          aria-label="添加成员"
          className="flex flex-wrap items-center gap-2 rounded border border-slate-200 bg-slate-50 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            const list = usernamesOf(names);
            if (list.length === 0) return;
            void model.add(list).then((done) => done && setNames(''));
          }}
        >
          <Input
            aria-label="用户账号"
            placeholder="用户账号，多个用逗号分隔"
            value={names}
            onChange={(e) => setNames(e.target.value)}
            className="!w-56"
          />
          <Select
            aria-label="成员角色"
            value={roleCode}
            onChange={(value) => {
              role.current = value;
              setRoleCode(value);
            }}
            options={TENANT_MEMBER_ROLES}
            className="w-28"
          />
          <Button type="submit" variant="primary" disabled={state.busy || usernamesOf(names).length === 0}>
            添加成员
          </Button>
        </form>
      )}
      {state.error && (
        <p role="alert" className="text-sm text-red-600">
          {state.error}
        </p>
      )}
      <div className="overflow-x-auto rounded border border-slate-200">
        <table className="w-full min-w-[480px] text-sm" aria-label={`${of.name}的成员`}>
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-3 py-2 font-medium">用户账号</th>
              <th className="px-3 py-2 font-medium">用户姓名</th>
              <th className="px-3 py-2 font-medium">角色</th>
              <th className="px-3 py-2 font-medium">状态</th>
              {may && <th className="px-3 py-2 font-medium">操作</th>}
            </tr>
          </thead>
          <tbody>
            {records.map((u) => (
              <tr key={u.id} className="border-t border-slate-100">
                <td className="px-3 py-2">{u.username}</td>
                <td className="px-3 py-2">
                  {u.realname}
                  {u.defaultTenant && (
                    <span className="ml-1.5 rounded bg-blue-50 px-1.5 py-0.5 text-xs text-blue-600">
                      默认租户
                    </span>
                  )}
                </td>
                <td className="px-3 py-2">{u.roleNames ?? ''}</td>
                <td className="px-3 py-2">{u.status_dictText ?? (u.status === 2 ? '冻结' : '正常')}</td>
                {may && (
                  <td className="px-3 py-2">
                    {!u.defaultTenant && (
                      <button
                        type="button"
                        className="text-primary-strong hover:underline"
                        onClick={() => setRemoving(u)}
                      >
                        移出租户
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
            {!state.loading && records.length === 0 && (
              <tr>
                <td colSpan={may ? 5 : 4} className="px-3 py-6 text-center text-slate-400">
                  暂无成员
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="flex items-center justify-end gap-2 text-sm text-slate-600">
        <span>共 {state.total} 人</span>
        <Button size="small" disabled={state.pageNo <= 1} onClick={() => void model.load(state.pageNo - 1)}>
          上一页
        </Button>
        <span>
          {state.pageNo} / {pages}
        </span>
        <Button
          size="small"
          disabled={state.pageNo >= pages}
          onClick={() => void model.load(state.pageNo + 1)}
        >
          下一页
        </Button>
      </div>
      <ConfirmAction
        open={removing !== null}
        title="确认移出租户"
        text={`确定将「${removing?.realname ?? ''}」移出租户「${of.name}」吗？其在该租户的角色和部门一并取消。`}
        busy={state.busy}
        onConfirm={async () => {
          if (removing) await model.remove([removing.id]);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

export function TenantMembersDrawer({
  of,
  may,
  onClose,
}: {
  of: TenantOf | null;
  may: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer
      open={of !== null}
      onOpenChange={(open) => !open && onClose()}
      width={680}
      title={of ? `租户成员：${of.name}` : ''}
    >
      {of && <Members key={of.id} of={of} may={may} />}
    </Drawer>
  );
}
