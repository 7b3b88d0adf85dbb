// The 创建项目 dialog (shell-spec 2.6, 7.3): 请输入项目名称 when empty, integer target with decimals stripped as typed.
import { useModelState, type CreateProjectModel, type ProjectField } from '@clinic/hooks';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

const FIELDS: {
  key: ProjectField;
  label: string;
  required?: boolean;
  type?: string;
  placeholder?: string;
}[] = [
  { key: 'projectName', label: '项目名称', required: true, placeholder: '请输入项目名称' },
  { key: 'codeName', label: '项目简称', placeholder: '请输入项目简称' },
  { key: 'startTime', label: '开始时间', placeholder: 'YYYY-MM-DD HH:mm:ss' },
  { key: 'endTime', label: '结束时间', placeholder: 'YYYY-MM-DD HH:mm:ss' },
  { key: 'targetQuantity', label: '目标例数', type: 'text', placeholder: '请输入整数' },
  { key: 'description', label: '项目描述' },
];

export function CreateProjectDialog({ model }: { model: CreateProjectModel }) {
  const snap = useModelState(model);
  return (
    <Dialog
      open={snap.open}
      onOpenChange={(open) => !open && model.close()}
      title="创建项目"
      width={560}
      footer={
        <>
          <Button onClick={() => model.close()}>取消</Button>
          <Button variant="primary" loading={snap.submitting} onClick={() => void model.submit()}>
            确定
          </Button>
        </>
      }
    >
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void model.submit();
        }}
      >
        {FIELDS.map((field) => {
          const error = snap.errors[field.key];
          const id = `create-project-${field.key}`;
          return (
            <div key={field.key} className="grid grid-cols-[88px_1fr] items-start gap-2">
              <label htmlFor={id} className="pt-1.5 text-right text-sm text-slate-700">
                {field.required && <span className="mr-0.5 text-red-500">*</span>}
                {field.label}
              </label>
              <div>
                <input
                  id={id}
                  name={field.key}
                  inputMode={field.key === 'targetQuantity' ? 'numeric' : undefined}
                  value={snap.values[field.key]}
                  placeholder={field.placeholder}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => model.setField(field.key, event.target.value)}
                  className={`h-8 w-full rounded border px-2 text-sm outline-none focus:border-primary ${
                    error ? 'border-red-500' : 'border-slate-300'
                  }`}
                />
                {error && (
                  <p role="alert" className="mt-1 text-xs text-red-500">
                    {error}
                  </p>
                )}
              </div>
            </div>
          );
        })}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
