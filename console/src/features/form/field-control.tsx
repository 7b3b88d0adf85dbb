// One field of the form renderer: the widget for its type (widgets-spec §9), wired to react-hook-form's value.
import { Suspense, lazy, type ReactNode } from 'react';
import { OTHER_VALUE, splitMulti, type FormField } from '@clinic/hooks';
import { Input } from '../../ui/input';
import { ChoiceSelect } from '../../ui/choice-select';
import { TemplateTextarea } from '../controls/template-textarea';
import { CheckboxGroup } from '../controls/checkbox-group';
import { InputPop } from '../controls/input-pop';
import { NumericInput } from '../controls/numeric-input';
import { SwitchControl } from '../controls/switch-control';
import { DictSearchSelect } from '../dict/dict-search-select';
import { DictSelect } from '../dict/dict-select';
import { DictTreeSelect } from '../dict/dict-tree-select';
import { LocalSearchSelect } from '../dict/local-search-select';
import { RoleSelectField } from '../pickers/role-select-field';
import { DepartSelectField } from '../pickers/depart-select-field';
import { PopupField } from '../pickers/popup-field';
import { UserSelectField } from '../pickers/user-select-field';
import { MultiSelectField } from './multi-select-field';
import { UploadField } from './upload-field';
import { UploadPopupField } from './upload-popup-field';
import { useFieldOptions } from './use-field-options';
import { DatePicker } from '../controls/date-picker';
import { ColorInput } from '../../ui/color-input';
import { AreaLinkage } from '../area/area-linkage';
import { RichTextField } from '../rich-text/rich-text-field';

// The cron editor (and its description library) loads only with a form that has a cron field.
const CronField = lazy(() => import('../cron/cron-field'));

export interface FieldControlProps {
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Sets another field (popup destinations, the "other" text). */
  setOther: (name: string, value: unknown) => void;
  otherValue: (name: string) => unknown;
  id: string;
  invalid: boolean;
  slot?: ReactNode;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function FieldControl({
  field,
  value,
  onChange,
  setOther,
  otherValue,
  id,
  invalid,
  slot,
}: FieldControlProps) {
  const options = useFieldOptions(field);
  const common = { id, label: field.label, invalid };
  switch (field.type) {
    case 'normal':
    case 'input':
      if (field.color)
        return (
          <ColorInput
            label={field.label}
            value={text(value)}
            invalid={invalid}
            disabled={false}
            placeholder={field.placeholder ?? '#1890FF'}
            onChange={onChange}
            onBlur={() => undefined}
            className={`block h-8 w-full rounded border bg-white px-2.5 text-sm outline-none focus:ring-2 ${invalid ? 'border-red-500 focus:ring-red-100' : 'border-slate-300 focus:border-primary focus:ring-primary/20'}`}
          />
        );
      return (
        <Input
          id={id}
          aria-label={field.label}
          invalid={invalid}
          placeholder={field.placeholder ?? `请输入${field.label}`}
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
          {...(field.secret ? { type: 'password', autoComplete: 'new-password' } : {})}
        />
      );
    case 'inputNumber':
      return (
        <NumericInput
          id={id}
          aria-label={field.label}
          invalid={invalid}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
          {...(field.min !== undefined ? { min: field.min } : {})}
          {...(field.max !== undefined ? { max: field.max } : {})}
          {...(field.precision !== undefined ? { precision: field.precision } : {})}
          integer={field.precision === 0}
        />
      );
    case 'checkbox':
      return (
        <CheckboxGroup
          label={field.label}
          invalid={invalid}
          options={options}
          value={splitMulti(value as string[])}
          onChange={onChange}
          otherText={text(otherValue(`${field.name}_other`))}
          onOtherTextChange={(v) => setOther(`${field.name}_other`, v)}
        />
      );
    case 'list_multi': {
      const values = splitMulti(value as string[]);
      return (
        <div>
          <MultiSelectField {...common} options={options} value={values} onChange={onChange} />
          {values.includes(OTHER_VALUE) && (
            <Input
              className="mt-2"
              aria-label={`${field.label}（其他）`}
              placeholder="请输入其他内容"
              value={text(otherValue(`${field.name}_other`))}
              onChange={(e) => setOther(`${field.name}_other`, e.target.value)}
            />
          )}
        </div>
      );
    }
    case 'select':
      return field.dictCode && !field.options ? (
        <DictSelect
          id={id}
          aria-label={field.label}
          invalid={invalid}
          dictCode={field.dictCode}
          value={text(value)}
          onChange={onChange}
          clearable={!field.required}
          allowInput={field.allowInput}
        />
      ) : (
        <ChoiceSelect
          allowInput={field.allowInput}
          id={id}
          aria-label={field.label}
          invalid={invalid}
          value={text(value)}
          onChange={onChange}
          options={options}
          clearable={!field.required}
        />
      );
    case 'radio':
      return (
        <div
          role="radiogroup"
          aria-label={field.label}
          aria-invalid={invalid || undefined}
          className="flex flex-wrap gap-4"
        >
          {options.map((o) => (
            <label key={o.value} className="inline-flex items-center gap-1.5 text-sm">
              <input
                type="radio"
                name={field.name}
                value={o.value}
                checked={text(value) === o.value}
                onChange={() => onChange(o.value)}
              />
              {o.label}
            </label>
          ))}
        </div>
      );
    case 'date':
    case 'datetime':
    case 'time':
      return (
        <DatePicker
          id={id}
          kind={field.type}
          aria-label={field.label}
          invalid={invalid}
          value={text(value)}
          onChange={onChange}
        />
      );
    case 'file':
    case 'image':
    case 'video':
      return <UploadField {...common} mode={field.type} value={text(value)} onChange={onChange} />;
    case 'upload':
      return <UploadPopupField {...common} value={text(value)} onChange={onChange} />;
    case 'popup':
      return field.popup ? (
        <PopupField
          {...common}
          value={text(value)}
          popup={field.popup}
          field={field.name}
          multiple={field.multiple ?? false}
          onPick={(values) =>
            Object.entries(values).forEach(([name, v]) =>
              name === field.name ? onChange(v) : setOther(name, v),
            )
          }
          onClear={() => onChange('')}
        />
      ) : null;
    case 'sel_search':
      return (
        <LocalSearchSelect
          {...common}
          dictCode={field.dictCode ?? ''}
          value={text(value)}
          onChange={onChange}
        />
      );
    case 'sel_search_async':
      return (
        <DictSearchSelect
          {...common}
          dictCode={field.dictCode ?? ''}
          value={text(value)}
          onChange={onChange}
        />
      );
    case 'checkbox_meta':
      return (
        <SwitchControl
          id={id}
          label={field.label}
          value={text(value)}
          onChange={onChange}
          {...(field.switchOptions ? { options: field.switchOptions } : {})}
        />
      );
    case 'input_pop':
      return <InputPop {...common} value={text(value)} onChange={onChange} />;
    case 'textarea':
      return field.templates?.length ? (
        <TemplateTextarea
          id={id}
          label={field.label}
          invalid={invalid}
          rows={5}
          placeholder={field.placeholder ?? `请输入${field.label}`}
          value={text(value)}
          onChange={onChange}
          templates={field.templates}
          maxLength={field.maxLength}
        />
      ) : (
        <textarea
          id={id}
          aria-label={field.label}
          aria-invalid={invalid || undefined}
          rows={8}
          placeholder={field.placeholder ?? `请输入${field.label}`}
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
          {...(field.maxLength ? { maxLength: field.maxLength } : {})}
          className={`block w-full rounded border bg-white px-2.5 py-1.5 text-sm text-slate-900 outline-none focus:border-primary focus:ring-2 focus:ring-primary/20 ${invalid ? 'border-red-500' : 'border-slate-300'}`}
        />
      );
    case 'richText':
      return (
        <RichTextField
          id={id}
          label={field.label}
          invalid={invalid}
          value={text(value)}
          onChange={onChange}
          {...(field.placeholder ? { placeholder: field.placeholder } : {})}
        />
      );
    case 'sel_depart':
      return (
        <DepartSelectField
          {...common}
          value={text(value)}
          onChange={onChange}
          multiple={field.multiple ?? false}
          {...(field.customReturnField ? { customReturnField: field.customReturnField } : {})}
          {...(field.valueLabels ? { labels: field.valueLabels } : {})}
        />
      );
    case 'sel_user':
      return (
        <UserSelectField
          {...common}
          value={text(value)}
          onChange={onChange}
          multiple={field.multiple ?? false}
          customReturnField={field.customReturnField === 'id' ? 'id' : 'username'}
          {...(field.valueLabels ? { labels: field.valueLabels } : {})}
        />
      );
    case 'sel_role':
      return (
        <RoleSelectField
          {...common}
          value={text(value)}
          onChange={onChange}
          multiple={field.multiple ?? false}
          {...(field.customReturnField ? { customReturnField: field.customReturnField } : {})}
          {...(field.valueLabels ? { labels: field.valueLabels } : {})}
        />
      );
    case 'category':
      return (
        <DictTreeSelect
          {...common}
          source={{ kind: 'category', pcode: field.pcode ?? '' }}
          value={text(value)}
          onChange={onChange}
          {...(field.valueLabels ? { labels: field.valueLabels } : {})}
        />
      );
    case 'pca':
      return <AreaLinkage {...common} value={text(value)} onChange={onChange} />;
    case 'cron':
      return (
        <Suspense fallback={<Input id={id} aria-label={field.label} value={text(value)} readOnly />}>
          <CronField
            id={id}
            label={field.label}
            invalid={invalid}
            value={text(value)}
            onChange={onChange}
            {...(field.placeholder ? { placeholder: field.placeholder } : {})}
          />
        </Suspense>
      );
    case 'slot':
      return <>{slot}</>;
    case 'hidden':
      return <input type="hidden" id={id} value={text(value)} readOnly />;
  }
}
