// 修改密码 (shell-spec 2.13, 5): three fields with the spec's messages; after a change the notice, then sign in again.
import { useEffect } from 'react';
import { useModelState, PASSWORD_MODAL_WIDTH, PASSWORD_TITLE, type PasswordForm } from '@clinic/hooks';
import { useShell } from '../../app/shell-context';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { FormAlert } from '../../ui/form-alert';
import { useLogout } from '../../app/use-logout';

const FIELDS: { name: keyof PasswordForm; label: string; autoComplete: string }[] = [
  { name: 'oldpassword', label: '旧密码', autoComplete: 'current-password' },
  { name: 'password', label: '新密码', autoComplete: 'new-password' },
  { name: 'confirmpassword', label: '确认新密码', autoComplete: 'new-password' },
];

export function PasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { password } = useShell();
  const { values, errors, submitting, error } = useModelState(password);
  useNoticeToasts(password);
  const endSession = useLogout();
  // The server revoked this user's tokens: once the success notice was shown, sign in again with the new password.
  useEffect(() => password.onChanged(() => void endSession()), [password, endSession]);

  const close = (next: boolean) => {
    if (!next) password.reset();
    onOpenChange(next);
  };

  const submit = async () => {
    if (await password.submit()) onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={PASSWORD_TITLE}
      width={PASSWORD_MODAL_WIDTH}
      footer={
        <>
          <Button onClick={() => close(false)}>取消</Button>
          <Button variant="primary" loading={submitting} onClick={() => void submit()}>
            确定
          </Button>
        </>
      }
    >
      <form
        aria-label={PASSWORD_TITLE}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="mx-auto max-w-md space-y-4"
      >
        <FormAlert message={error} />
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            type="password"
            name={field.name}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            error={errors[field.name]}
            onChange={(event) => password.setField(field.name, event.target.value)}
          />
        ))}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
