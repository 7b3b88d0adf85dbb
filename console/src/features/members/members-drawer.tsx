// 角色用户 / 部门用户: the users holding a role or in a department, searched by name a page at a time; 添加已有用户
// (the user picker) and 移除 (confirmed) for users granted the button.
import { useEffect, useState } from 'react';
import {
  DEPART_USERS_PERMISSION,
  ROLE_USERS_PERMISSION,
  createMembersModel,
  membersTransportOf,
  usePermissions,
  useModelState,
  type MemberRow,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { ConfirmAction } from '../../ui/confirm-action';
import { Drawer } from '../../ui/drawer';
import { Input } from '../../ui/input';
import { UserPickerModal } from '../pickers/user-picker-modal';
import { useNoticeToasts } from '../../ui/use-notice-toasts';

export interface MembersOf {
  kind: 'role' | 'depart';
  id: string;
  name: string;
}

const PERMISSION = { role: ROLE_USERS_PERMISSION, depart: DEPART_USERS_PERMISSION } as const;
const REMOVE_TEXT = { role: '移除', depart: '移出部门' } as const;

function Members({ of, onChanged }: { of: MembersOf; onChanged?: () => void }) {
  const { client } = useClinic();
  const { has } = usePermissions();
  const [model] = useState(() =>
    createMembersModel({
      transport: membersTransportOf(client, { kind: of.kind, id: of.id }),
      ...(onChanged ? { onChanged } : {}),
    }),
  );
  const state = useModelState(model);
  useNoticeToasts(model);
  const [keyword, setKeyword] = useState('');
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<MemberRow | null>(null);
  const may = has(PERMISSION[of.kind]);
  useEffect(() => {
    void model.load(1);
  }, [model]);
  const pages = Math.max(1, Math.ceil(state.total / state.pageSize));
  return (
    <div className="flex flex-col gap-3 p-5">
      <form
        role="search"
        aria-label="查询用户"
        className="flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void model.search(keyword);
        }}
      >
        <Input
          aria-label="用户姓名"
          placeholder="用户姓名"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          className="!w-44"
        />
        <Button type="submit" variant="primary">
          查询
        </Button>
        {may && (
          <Button type="button" onClick={() => setPicking(true)}>
            添加已有用户
          </Button>
        )}
      </form>
      {state.error && (
        <p role="alert" className="text-sm text-red-600">
          {state.error}
        </p>
      )}
      <div className="overflow-x-auto rounded border border-slate-200">
        <table className="w-full min-w-[420px] text-sm" aria-label={`${of.name}的用户`}>
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-3 py-2 font-medium">用户账号</th>
              <th className="px-3 py-2 font-medium">用户姓名</th>
              <th className="px-3 py-2 font-medium">状态</th>
              {may && <th className="px-3 py-2 font-medium">操作</th>}
            </tr>
          </thead>
          <tbody>
            {state.records.map((u) => (
              <tr key={u.id} className="border-t border-slate-100">
                <td className="px-3 py-2">{u.username}</td>
                <td className="px-3 py-2">{u.realname}</td>
                <td className="px-3 py-2">{u.status_dictText ?? ''}</td>
                {may && (
                  <td className="px-3 py-2">
                    <button
                      type="button"
                      className="text-primary-strong hover:underline"
                      onClick={() => setRemoving(u)}
                    >
                      {REMOVE_TEXT[of.kind]}
                    </button>
                  </td>
                )}
              </tr>
            ))}
            {!state.loading && state.records.length === 0 && (
              <tr>
                <td colSpan={may ? 4 : 3} className="px-3 py-6 text-center text-slate-400">
                  暂无用户
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
      {may && (
        <UserPickerModal
          open={picking}
          onOpenChange={setPicking}
          multiple
          onPick={(pick) => void model.add(pick.ids)}
        />
      )}
      <ConfirmAction
        open={removing !== null}
        title={of.kind === 'role' ? '确认移除' : '确认移出部门'}
        text={
          of.kind === 'role'
            ? `确定取消「${removing?.realname ?? ''}」的角色「${of.name}」吗？`
            : `确定将「${removing?.realname ?? ''}」移出「${of.name}」吗？`
        }
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

export function MembersDrawer({
  of,
  onClose,
  onChanged,
}: {
  of: MembersOf | null;
  onClose: () => void;
  onChanged?: () => void;
}) {
  return (
    <Drawer
      open={of !== null}
      onOpenChange={(open) => !open && onClose()}
      width={640}
      title={of ? `${of.kind === 'role' ? '角色用户' : '部门用户'}：${of.name}` : ''}
    >
      {of && <Members key={`${of.kind}:${of.id}`} of={of} {...(onChanged ? { onChanged } : {})} />}
    </Drawer>
  );
}
