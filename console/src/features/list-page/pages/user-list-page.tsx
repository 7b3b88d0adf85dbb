// 用户管理 (/system/user, menu component system/UserList): the user declaration on the generic list page (角色,
// 所属部门 chosen with the pickers in 新增/编辑, 所属租户 shown by name), plus 冻结 / 解冻 and 重置密码 on each row for
// users granted them, each confirmed first; 邀请注册 in the toolbar.
import { useCallback, useState } from 'react';
import {
  USER_FREEZE_PERMISSION,
  USER_RESET_PASSWORD_PERMISSION,
  isFrozen,
  usePermissions,
  useUserAdmin,
  type Row,
} from '@clinic/hooks';
import { resources } from '@clinic/sdk/resources';
import { useClinic } from '../../../app/clinic-context';
import { useNoticeToasts } from '../../../ui/use-notice-toasts';
import { ConfirmAction } from '../../../ui/confirm-action';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { InviteButton } from '../../register/invite-button';
import { listPageOf } from '../list-page';
import type { ListPageConfig, PageActions } from '../list-page-types';

type Target = { id: string; name: string };
type Asked = (Target & { kind: 'freeze' | 'unfreeze' }) | null;

function ResetPasswordDialog({
  target,
  busy,
  onReset,
  onClose,
}: {
  target: Target | null;
  busy: boolean;
  onReset: (password: string, confirm: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const close = () => {
    setPassword('');
    setConfirm('');
    onClose();
  };
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && close()}
      title={`重置密码：${target?.name ?? ''}`}
      width={460}
      footer={
        <>
          <Button onClick={close}>取消</Button>
          <Button
            variant="primary"
            loading={busy}
            onClick={async () => {
              if (await onReset(password, confirm)) close();
            }}
          >
            确定
          </Button>
        </>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <TextField
          label="新密码"
          type="password"
          autoComplete="new-password"
          placeholder="8到64位"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="确认密码"
          type="password"
          autoComplete="new-password"
          placeholder="再次输入新密码"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <p className="text-xs text-slate-500">重置后该用户已登录的会话全部失效，需用新密码重新登录。</p>
      </form>
    </Dialog>
  );
}

function useUserActions({ reload }: { reload: () => void }): PageActions {
  const { client } = useClinic();
  const { has } = usePermissions();
  const { model, state } = useUserAdmin(client, reload);
  useNoticeToasts(model);
  const [asked, setAsked] = useState<Asked>(null);
  const [resetting, setResetting] = useState<Target | null>(null);
  const mayFreeze = has(USER_FREEZE_PERMISSION);
  const mayReset = has(USER_RESET_PASSWORD_PERMISSION);

  const row = useCallback(
    (record: Row) => {
      const target = { id: String(record.id ?? ''), name: String(record.realname ?? record.username ?? '') };
      const frozen = isFrozen(record.status);
      return (
        <>
          {mayFreeze && (
            <button
              type="button"
              className="text-primary-strong hover:underline"
              onClick={() => setAsked({ ...target, kind: frozen ? 'unfreeze' : 'freeze' })}
            >
              {frozen ? '解冻' : '冻结'}
            </button>
          )}
          {mayReset && (
            <button
              type="button"
              className="text-primary-strong hover:underline"
              onClick={() => setResetting(target)}
            >
              重置密码
            </button>
          )}
        </>
      );
    },
    [mayFreeze, mayReset],
  );

  const confirm = async () => {
    if (!asked) return;
    if (asked.kind === 'freeze') await model.freeze([asked.id]);
    else await model.unfreeze([asked.id]);
    setAsked(null);
  };

  return {
    row,
    dialogs: (
      <>
        <ConfirmAction
          open={asked !== null}
          title={asked?.kind === 'unfreeze' ? '确认解冻' : '确认冻结'}
          text={
            asked?.kind === 'unfreeze'
              ? `确定解冻「${asked.name}」吗？解冻后该用户可重新登录。`
              : `确定冻结「${asked?.name ?? ''}」吗？冻结后该用户立即下线且无法登录。`
          }
          busy={state.busy}
          onConfirm={confirm}
          onCancel={() => setAsked(null)}
        />
        <ResetPasswordDialog
          target={resetting}
          busy={state.busy}
          onReset={(password, again) => model.resetPassword(resetting?.id ?? '', password, again)}
          onClose={() => setResetting(null)}
        />
      </>
    ),
  };
}

/** 用户管理's page: also the base of 员工管理 (the staff view of the same users). */
export const userListConfig = {
  resource: resources.user,
  toolbarExtra: <InviteButton />,
  columnOrder: ['username', 'realname', 'roleIds', 'departIds', 'tenantIds', 'status'],
  // 手机号码, 性别, 生日 and 电子邮件 are read in the edit form (and exported); the list keeps what is scanned.
  columns: {
    phone: { hidden: true },
    sex: { hidden: true },
    birthday: { hidden: true },
    email: { hidden: true },
    // 人员类型 is queried here and read in 员工管理's list.
    staffType: { hidden: true },
  },
  usePageActions: useUserActions,
  actionWidth: 220,
} satisfies ListPageConfig;

export default listPageOf(userListConfig);
