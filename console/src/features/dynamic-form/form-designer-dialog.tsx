// 新增表单/设计表单: name, status and fields (the form renderer's types), with a live preview drawn by the form renderer.
import { useId } from 'react';
import {
  DYN_FIELD_TYPES,
  toFormFields,
  typeTakesOptions,
  useDynFormDesigner,
  type DynFieldType,
  type DynForm,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Select } from '../../ui/select';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { FormRenderer } from '../form/form-renderer';

const TYPE_OPTIONS = DYN_FIELD_TYPES.map((t) => ({ value: t.value, label: t.label }));
const box =
  'h-8 w-full rounded border border-slate-300 bg-white px-2 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20';

export function FormDesignerDialog({
  form,
  open,
  onClose,
  onSaved,
}: {
  form: DynForm | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { client } = useClinic();
  const { model, state } = useDynFormDesigner(client, form);
  useNoticeToasts(model);
  const id = useId();
  const { errors } = state;
  const preview = toFormFields(state.fields.filter((f) => f.label.trim()));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={form ? `设计表单：${form.name}` : '新增表单'}
      width={1000}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button
            variant="primary"
            loading={state.busy}
            onClick={async () => {
              if (await model.save()) onSaved();
            }}
          >
            保存
          </Button>
        </>
      }
    >
      <div className="grid gap-4 md:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <label className="grid gap-1 text-sm text-slate-700">
              <span>
                <span className="text-red-500">*</span> 表单名称
              </span>
              <input
                className={box}
                value={state.name}
                maxLength={100}
                aria-invalid={errors.name ? true : undefined}
                onChange={(e) => model.set({ name: e.target.value })}
              />
              {errors.name && <span className="text-xs text-red-500">{errors.name}</span>}
            </label>
            <label className="grid gap-1 text-sm text-slate-700">
              状态
              <Select
                aria-label="状态"
                value={state.status}
                onChange={(v) => model.set({ status: v as '0' | '1' })}
                options={[
                  { value: '0', label: '草稿' },
                  { value: '1', label: '已发布' },
                ]}
              />
            </label>
          </div>
          <label className="grid gap-1 text-sm text-slate-700">
            表单说明
            <textarea
              className="rounded border border-slate-300 px-2 py-1 text-sm"
              rows={2}
              maxLength={500}
              value={state.description}
              onChange={(e) => model.set({ description: e.target.value })}
            />
          </label>
          <div className="flex items-center justify-between">
            <h3 className="text-sm font-medium text-slate-900">字段（{state.fields.length}）</h3>
            <div className="flex flex-wrap gap-1">
              {DYN_FIELD_TYPES.map((t) => (
                <Button key={t.value} size="small" onClick={() => model.addField(t.value)}>
                  + {t.label}
                </Button>
              ))}
            </div>
          </div>
          {errors.fields && (
            <p role="alert" className="text-xs text-red-500">
              {errors.fields}
            </p>
          )}
          <ol className="grid gap-2" aria-label="字段列表">
            {state.fields.map((f, i) => (
              <li key={f.key} className="rounded border border-slate-200 bg-slate-50 p-2">
                <div className="grid items-start gap-2 sm:grid-cols-[1fr_9rem_auto]">
                  <label className="grid gap-1 text-xs text-slate-600">
                    第{i + 1}个字段名称
                    <input
                      className={box}
                      value={f.label}
                      maxLength={50}
                      aria-invalid={errors[`${f.key}.label`] ? true : undefined}
                      onChange={(e) => model.updateField(f.key, { label: e.target.value })}
                    />
                    {errors[`${f.key}.label`] && (
                      <span className="text-red-500">{errors[`${f.key}.label`]}</span>
                    )}
                  </label>
                  <label className="grid gap-1 text-xs text-slate-600">
                    类型
                    <Select
                      aria-label={`第${i + 1}个字段类型`}
                      value={f.type}
                      onChange={(v) => model.updateField(f.key, { type: v as DynFieldType })}
                      options={TYPE_OPTIONS}
                    />
                  </label>
                  <div className="flex items-center gap-1 pt-5">
                    <label className="flex items-center gap-1 text-xs text-slate-600">
                      <input
                        type="checkbox"
                        checked={!!f.required}
                        onChange={(e) => model.updateField(f.key, { required: e.target.checked })}
                      />
                      必填
                    </label>
                    <Button
                      size="small"
                      variant="text"
                      aria-label={`上移第${i + 1}个字段`}
                      disabled={i === 0}
                      onClick={() => model.moveField(f.key, -1)}
                    >
                      上移
                    </Button>
                    <Button
                      size="small"
                      variant="text"
                      aria-label={`下移第${i + 1}个字段`}
                      disabled={i === state.fields.length - 1}
                      onClick={() => model.moveField(f.key, 1)}
                    >
                      下移
                    </Button>
                    <Button
                      size="small"
                      variant="text"
                      className="text-red-600"
                      aria-label={`删除第${i + 1}个字段`}
                      onClick={() => model.removeField(f.key)}
                    >
                      删除
                    </Button>
                  </div>
                </div>
                {typeTakesOptions(f.type) && (
                  <div className="mt-2 grid gap-1" aria-label={`第${i + 1}个字段的选项`} role="group">
                    {(f.options ?? []).map((o, j) => (
                      <div key={o.value} className="flex items-center gap-1">
                        <input
                          id={`${id}-${f.key}-${j}`}
                          aria-label={`选项${j + 1}`}
                          className={`${box} max-w-60`}
                          value={o.label}
                          maxLength={50}
                          onChange={(e) => model.updateOption(f.key, j, e.target.value)}
                        />
                        <Button
                          size="small"
                          variant="text"
                          aria-label={`删除选项${j + 1}`}
                          onClick={() => model.removeOption(f.key, j)}
                        >
                          删除
                        </Button>
                      </div>
                    ))}
                    <div>
                      <Button size="small" onClick={() => model.addOption(f.key)}>
                        + 添加选项
                      </Button>
                    </div>
                    {errors[`${f.key}.options`] && (
                      <span className="text-xs text-red-500">{errors[`${f.key}.options`]}</span>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ol>
        </div>
        <section aria-label="表单预览" className="rounded border border-dashed border-slate-300 p-3">
          <h3 className="mb-2 text-sm font-medium text-slate-900">预览</h3>
          {preview.length === 0 ? (
            <p className="text-sm text-slate-400">添加字段后在此预览表单</p>
          ) : (
            <FormRenderer
              key={JSON.stringify(preview)}
              fields={preview}
              onSubmit={() => undefined}
              submitText="预览提交"
            />
          )}
        </section>
      </div>
    </Dialog>
  );
}
