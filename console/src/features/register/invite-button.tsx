// 邀请注册 on 用户管理: issues a one-time invitation code (7 days) and shows it with the registration link to send.
import { useState } from 'react';
import { INVITE_PERMISSION, usePermissions, useInvitation } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

const formatTime = (ms: number) => new Date(ms).toLocaleString('zh-CN', { hour12: false });

export function InviteButton() {
  const { client } = useClinic();
  const { has } = usePermissions();
  const { invitation, error, busy, issue, clear } = useInvitation(client, window.location.origin);
  const [open, setOpen] = useState(false);
  if (!has(INVITE_PERMISSION)) return null;
  return (
    <>
      <Button
        loading={busy}
        onClick={() => {
          setOpen(true);
          void issue();
        }}
      >
        邀请注册
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) clear();
        }}
        title="邀请注册"
        footer={<Button onClick={() => setOpen(false)}>关闭</Button>}
      >
        {error ? (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
        {invitation ? (
          <div className="space-y-3 text-sm text-slate-700">
            <p>
              将邀请码或注册链接发给新同事，注册后的账号加入当前机构，需在此为其分配角色后才能使用各项功能。
            </p>
            <label className="block">
              <span className="mb-1 block text-slate-500">
                邀请码（一次有效，{formatTime(invitation.expiresAt)} 前使用）
              </span>
              <input
                readOnly
                value={invitation.code}
                aria-label="邀请码"
                className="w-full rounded border border-slate-300 bg-slate-50 px-3 py-1.5 font-mono text-xs"
              />
            </label>
            <label className="block">
              <span className="mb-1 block text-slate-500">注册链接</span>
              <input
                readOnly
                value={invitation.link}
                aria-label="注册链接"
                className="w-full rounded border border-slate-300 bg-slate-50 px-3 py-1.5 font-mono text-xs"
              />
            </label>
          </div>
        ) : !error ? (
          <p className="text-sm text-slate-500">正在生成邀请码…</p>
        ) : null}
      </Dialog>
    </>
  );
}
