// The field schema the form renderer draws and validates (widgets-spec §9 "Form field types").
export const FORM_FIELD_TYPES = [
  'normal',
  'input',
  'inputNumber',
  'checkbox',
  'select',
  'date',
  'datetime',
  /** A time of day, HH:mm:ss in 24 h through the date picker's clock (issue 12 item 5), whatever the browser locale. */
  'time',
  'upload',
  'file',
  'image',
  /** A video upload (请上传视频 for anything else), played back in the form. */
  'video',
  'popup',
  'list_multi',
  'sel_search',
  'sel_search_async',
  'radio',
  'checkbox_meta',
  'input_pop',
  /** A multi-line text box in the form itself (long text such as an announcement's content). */
  'textarea',
  /** The rich-text editor (widgets-spec 2 Upload widgets): HTML, sanitised on the server and when rendered. */
  'richText',
  'sel_depart',
  'sel_user',
  /** Roles of the tenant through the role picker; stores ids, shows role names. */
  'sel_role',
  /** A category tree (JCategorySelect): the children of `pcode` lazily, stores the category id, shows its name. */
  'category',
  /** Province / city / county linkage (JAreaLinkage): stores the county code, shows the area's names. */
  'pca',
  /** A Quartz cron expression: the text and 选择 opening the cron editor (widgets-spec "Cron editor"). */
  'cron',
  'slot',
  'hidden',
] as const;

export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Types that hold the form's layout rather than a value a declaration could name as its widget. */
export const LAYOUT_FIELD_TYPES: readonly FormFieldType[] = ['normal', 'slot'];

/** Named format rules from @clinic/sdk/validators a field may ask for. */
export type FormatRule =
  | 'mobile'
  | 'mobileLoose'
  | 'email'
  | 'idCard'
  | 'username'
  | 'url'
  | 'qq'
  | 'naturalNumber'
  | 'landline'
  | 'bankCard'
  | 'phone'
  | 'color';

export interface FormFieldOption {
  value: string;
  label: string;
  /** The option's tag colour (a reference to a resource with a colour: 标签). */
  color?: string;
}

export interface FormField {
  name: string;
  label: string;
  type: FormFieldType;
  required?: boolean;
  rules?: readonly FormatRule[];
  placeholder?: string;
  options?: readonly FormFieldOption[];
  dictCode?: string;
  /** textarea: ready-made texts to insert; each `{placeholder}` left in the text is refused on save. */
  templates?: readonly { name: string; text: string }[];
  /** select: text no option holds is kept as typed (a combobox), bounded by maxLength. */
  allowInput?: boolean;
  min?: number;
  max?: number;
  /** A regular expression the whole text must match (a form definition's rule), and its message. */
  pattern?: { source: string; message: string };
  precision?: number;
  minLength?: number;
  maxLength?: number;
  /** checkbox / list_multi: minimum and maximum item counts */
  minItems?: number;
  maxItems?: number;
  multiple?: boolean;
  popup?: { code: string; orgFields: string; destFields: string };
  /** sel_depart / sel_user / sel_role: the node or row field stored (id, orgCode, username...) */
  customReturnField?: string;
  /** category: the category code whose children are the tree's roots. */
  pcode?: string;
  /** checkbox_meta: [checked, unchecked] */
  switchOptions?: readonly [string, string];
  defaultValue?: unknown;
  /** input: typed text is masked (a password) and never offered for autofill. */
  secret?: boolean;
  /** A `#RRGGBB` colour (标签颜色): typed, or picked from the tag swatches beside the box. */
  color?: boolean;
  /** Pickers: the labels of stored values known up front (an edited record's `<name>_dictText`), by value. */
  valueLabels?: Readonly<Record<string, string>>;
  /**
   * The masked value an edit loaded (110101********1234, the user may not see it whole): valid as it stands, and
   * left out of the save while unchanged, so the stored value stays.
   */
  maskedValue?: string;
  /**
   * Shown only while field `field` holds one of `in` (通告对象 指定用户 shows the user picker): hidden, it is not
   * validated and is submitted empty.
   */
  visibleWhen?: { field: string; in: readonly string[] };
}

/** Whether a field is on the form for these values (its `visibleWhen` holds, or it has none). */
export function isFieldVisible(field: FormField, values: Readonly<Record<string, unknown>>): boolean {
  if (!field.visibleWhen) return true;
  const current = values[field.visibleWhen.field];
  return current !== null && current !== undefined && field.visibleWhen.in.includes(String(current));
}

/** The value a field starts with: arrays for multi-value types, the switch's off value, else empty text. */
export function initialValue(field: FormField): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.type === 'checkbox' || field.type === 'list_multi') return [];
  if (field.type === 'checkbox_meta') return field.switchOptions?.[1] ?? 'N';
  if (field.type === 'inputNumber') return null;
  return '';
}

export function initialValues(fields: readonly FormField[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f.type !== 'slot').map((f) => [f.name, initialValue(f)]));
}

/** What goes to the server: multi-values comma-joined, empty text as null, slots left out. */
export function toSubmitValues(
  fields: readonly FormField[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.type === 'slot') continue;
    if (!isFieldVisible(field, values)) {
      out[field.name] = null;
      continue;
    }
    const value = values[field.name];
    if (Array.isArray(value)) out[field.name] = value.length ? value.join(',') : null;
    else if (value === '' || value === undefined) out[field.name] = null;
    else out[field.name] = value;
  }
  return out;
}

/** A stored record as form values (editing): comma-joined multi-values split back, nulls as the field's start value. */
export function fromRecordValues(
  fields: readonly FormField[],
  record: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.type === 'slot') continue;
    const value = record[field.name];
    if (value === null || value === undefined) out[field.name] = initialValue(field);
    else if (field.type === 'checkbox' || field.type === 'list_multi')
      out[field.name] = Array.isArray(value) ? value.map(String) : String(value).split(',').filter(Boolean);
    else if (field.type === 'inputNumber')
      out[field.name] = typeof value === 'number' ? value : Number(value);
    else out[field.name] = typeof value === 'string' ? value : String(value);
  }
  return out;
}
