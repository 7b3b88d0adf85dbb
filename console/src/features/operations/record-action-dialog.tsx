// The dialog of a 运营管理 record action: a confirmation for a status move, the 审核意见 (optional) or the 驳回原因
// (required) of an application, the 出库数量 of a supply. The model checks the input; the server's refusal (库存不足：…)
// stays under the field where the user acted.
import { useId } from 'react';
import { askOf, RECORD_ACTIONS, type RecordActionsModel, type RecordActionsSnapshot } from '@clinic/hooks';
import { Button } from '../../ui/button';
import { ConfirmAction } from '../../ui/confirm-action';
import { Dialog } from '../../ui/dialog';

const FIELD = {
  remark: { label: '审核意见', placeholder: '选填，如：符合援助条件', required: false, rows: 3 },
  reason: { label: '驳回原因', placeholder: '请填写驳回原因，如：材料不全', required: true, rows: 4 },
  quantity: { label: '出库数量', placeholder: '请输入出库数量', required: true, rows: 0 },
} as const;

export function RecordActionDialog({
  model,
  state,
}: {
  model: RecordActionsModel;
  state: RecordActionsSnapshot;
}) {
  const fieldId = useId();
  const target = state.target;
  const spec = target ? RECORD_ACTIONS[target.action] : null;
  if (!target || !spec) return null;
  if (spec.input === 'none')
    return (
      <ConfirmAction
        open
        title={spec.title}
        text={askOf(target)}
        busy={state.saving}
        onConfirm={async () => {
          await model.submit();
        }}
        onCancel={() => model.close()}
      />
    );
  const field = FIELD[spec.input];
  const errorId = `${fieldId}-error`;
  const control =
    'block w-full rounded border px-2 py-1.5 text-sm text-slate-900 outline-none focus:ring-2 ' +
    (state.error
      ? 'border-red-400 focus:border-red-500 focus:ring-red-100'
      : 'border-slate-300 focus:border-primary focus:ring-primary/20');
  const common = {
    id: fieldId,
    value: state.text,
    placeholder: field.placeholder,
    'aria-invalid': state.error !== null,
    'aria-describedby': state.error ? errorId : undefined,
    className: control,
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && model.close()}
      title={spec.title}
      width={520}
      footer={
        <>
          <Button onClick={() => model.close()} disabled={state.saving}>
            取消
          </Button>
          <Button variant="primary" loading={state.saving} onClick={() => void model.submit()}>
            确定
          </Button>
        </>
      }
    >
      <p className="mb-3 text-sm text-slate-600">{askOf(target)}</p>
      <label htmlFor={fieldId} className="mb-1 block text-sm text-slate-700">
        {field.required && (
          <span className="mr-0.5 text-red-500" aria-hidden>
            *
          </span>
        )}
        {field.label}
      </label>
      {spec.input === 'quantity' ? (
        <input
          {...common}
          inputMode="numeric"
          onChange={(event) => model.setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void model.submit();
          }}
        />
      ) : (
        <textarea
          {...common}
          rows={field.rows}
          maxLength={200}
          onChange={(event) => model.setText(event.target.value)}
        />
      )}
      {state.error && (
        <p id={errorId} role="alert" className="mt-1 text-xs text-red-600">
          {state.error}
        </p>
      )}
    </Dialog>
  );
}
