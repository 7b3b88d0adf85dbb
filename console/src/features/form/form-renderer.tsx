// The form renderer: one field schema drives the widgets and the react-hook-form + zod validation.
import { useId, useMemo, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  bmiOf,
  idCardFills,
  initialValues,
  isFieldVisible,
  toSubmitValues,
  type FormField,
} from '@clinic/hooks';
import { Button } from '../../ui/button';
import { buildFormSchema } from './build-form-schema';
import { FieldControl } from './field-control';

export interface SlotApi {
  setValue: (name: string, value: unknown) => void;
  value: (name: string) => unknown;
}

export interface FormRendererProps {
  fields: readonly FormField[];
  defaultValues?: Record<string, unknown>;
  /** Receives the values ready for the server (multi-values comma-joined, empty text null). */
  onSubmit: (values: Record<string, unknown>, raw: Record<string, unknown>) => void | Promise<void>;
  /** Slot fields render the page's own content; a function also gets the form's setter (e.g. an area linkage). */
  slots?: Record<string, ReactNode | ((api: SlotApi) => ReactNode)>;
  submitText?: string;
  /** Rows between the last field and the submit button (a slider verification, a consent). */
  beforeSubmit?: ReactNode;
  /** 'stacked': each label above its control, for long labels (a questionnaire's questions). */
  layout?: 'inline' | 'stacked';
  /** A second button beside submit that takes the values unvalidated (保存草稿 of an incomplete form). */
  secondaryAction?: { text: string; onClick: (values: Record<string, unknown>) => void | Promise<void> };
  /** Disables the buttons while the page works (a save in flight). */
  busy?: boolean;
}

export function FormRenderer({
  fields,
  defaultValues,
  onSubmit,
  slots = {},
  submitText = '提交',
  beforeSubmit,
  layout = 'inline',
  secondaryAction,
  busy = false,
}: FormRendererProps) {
  const stacked = layout === 'stacked';
  const schema = useMemo(() => buildFormSchema(fields), [fields]);
  const form = useForm<Record<string, unknown>>({
    resolver: zodResolver(schema),
    defaultValues: { ...initialValues(fields), ...defaultValues },
  });
  const prefix = useId();
  // Watching keeps side values (popup destinations, other-text, slot-set fields) on screen as they change.
  const watched = form.watch();
  const api: SlotApi = {
    setValue: (name, v) =>
      form.setValue(name, v, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
    value: (name) => watched[name],
  };
  const bmi = bmiOf(fields, watched);
  const renderSlot = (slot: ReactNode | ((api: SlotApi) => ReactNode)) =>
    typeof slot === 'function' ? slot(api) : slot;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(async (raw) => {
        await onSubmit({ ...raw, ...toSubmitValues(fields, raw) }, raw);
      })}
    >
      {fields.map((field) => {
        const id = `${prefix}-${field.name}`;
        const error = form.formState.errors[field.name]?.message;
        if (!isFieldVisible(field, watched)) return null;
        if (field.type === 'hidden') {
          return (
            <Controller
              key={field.name}
              name={field.name}
              control={form.control}
              render={({ field: f }) => (
                <input type="hidden" id={id} name={f.name} value={String(f.value ?? '')} readOnly />
              )}
            />
          );
        }
        return (
          <div
            key={field.name}
            // on a phone the label goes above its control, which keeps the screen's width
            className={
              stacked
                ? 'space-y-1.5'
                : 'grid grid-cols-1 gap-1.5 sm:grid-cols-[8rem_1fr] sm:items-start sm:gap-3'
            }
          >
            <label
              htmlFor={id}
              className={
                stacked
                  ? 'block text-sm font-medium text-slate-800'
                  : 'text-sm text-slate-700 sm:pt-1.5 sm:text-right'
              }
            >
              {field.required && <span className="mr-0.5 text-red-500">*</span>}
              {field.label}
            </label>
            <div>
              <Controller
                name={field.name}
                control={form.control}
                render={({ field: f }) => (
                  <FieldControl
                    field={field}
                    id={id}
                    value={f.value}
                    onChange={(next: unknown) => {
                      f.onChange(next);
                      // A valid ID card number fills 出生日期, 性别 and 年龄 (the SDK's parseIdCard).
                      for (const [name, v] of Object.entries(idCardFills(fields, field.name, next)))
                        api.setValue(name, v);
                    }}
                    invalid={Boolean(error)}
                    setOther={api.setValue}
                    otherValue={(name) => watched[name]}
                    slot={renderSlot(slots[field.name])}
                  />
                )}
              />
              {typeof error === 'string' && (
                <p role="alert" className="mt-1 text-xs text-red-600">
                  {error}
                </p>
              )}
              {bmi?.after === field.name && (
                <p className="mt-1.5 text-sm text-slate-600" aria-live="polite">
                  BMI：
                  {bmi.bmi === null ? (
                    <span className="text-slate-400">填写身高和体重后计算</span>
                  ) : (
                    <>
                      <output className="font-medium text-slate-900">{bmi.bmi}</output>
                      <span
                        className={`ml-2 rounded px-1.5 py-0.5 text-xs ${bmi.band === '正常' ? 'bg-green-50 text-green-700' : 'bg-orange-50 text-orange-700'}`}
                      >
                        {bmi.band}
                      </span>
                    </>
                  )}
                </p>
              )}
            </div>
          </div>
        );
      })}
      {beforeSubmit}
      <div className={stacked ? '' : 'grid grid-cols-1 gap-3 sm:grid-cols-[8rem_1fr]'}>
        {!stacked && <span className="hidden sm:block" />}
        <div className="flex flex-wrap gap-2">
          {secondaryAction && (
            <Button
              type="button"
              disabled={busy || form.formState.isSubmitting}
              onClick={() => {
                const raw = form.getValues();
                void secondaryAction.onClick({ ...raw, ...toSubmitValues(fields, raw) });
              }}
            >
              {secondaryAction.text}
            </Button>
          )}
          <Button
            type="submit"
            variant="primary"
            loading={form.formState.isSubmitting}
            disabled={busy && !form.formState.isSubmitting}
          >
            {submitText}
          </Button>
        </div>
      </div>
    </form>
  );
}
