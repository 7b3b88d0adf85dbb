// Which value editor a row needs, from its field type and rule (widgets-spec section 9, "Value editors").
import { isChoiceField } from './super-query-fields.js';
import type { SuperQueryRow } from './super-query-types.js';

export type ValueEditorKind =
  | 'sel_search'
  | 'list_multi'
  | 'table-dict'
  | 'dict'
  | 'popup'
  | 'user'
  | 'depart'
  | 'area'
  | 'category'
  | 'date'
  | 'datetime'
  | 'time'
  | 'number'
  | 'switch'
  | 'text';

export interface ValueEditor {
  kind: ValueEditorKind;
  /** The editor holds a list (the `in` rule on a choice field, or a multi-select type). */
  multiple: boolean;
  /** dayjs format of date-like editors. */
  format?: string;
  /** Fixed choices of the switch editor. */
  options?: { value: string; text: string }[];
}

const DATE_FORMATS: Partial<Record<ValueEditorKind, string>> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  time: 'HH:mm:ss',
};

function kindOf(row: Pick<SuperQueryRow, 'type' | 'dictCode' | 'dictTable' | 'options'>): ValueEditorKind {
  switch (row.type) {
    case 'sel_search':
    case 'list_multi':
    case 'table-dict':
    case 'popup':
    case 'date':
    case 'datetime':
    case 'time':
    case 'switch':
      return row.type;
    case 'select-user':
    case 'sel_user':
      return 'user';
    case 'select-depart':
    case 'sel_depart':
      return 'depart';
    case 'area-linkage':
    case 'pca':
      return 'area';
    case 'cat_tree':
      return 'category';
    case 'int':
    case 'number':
      return 'number';
    default:
      return isChoiceField(row) ? 'dict' : 'text';
  }
}

export function valueEditorFor(
  row: Pick<SuperQueryRow, 'type' | 'rule' | 'dictCode' | 'dictTable' | 'options'>,
): ValueEditor {
  const kind = kindOf(row);
  const editor: ValueEditor = {
    kind,
    // The search select and the category tree pick one value: an `in` over them holds that one.
    multiple:
      kind === 'list_multi' ||
      (row.rule === 'in' && isChoiceField(row) && kind !== 'sel_search' && kind !== 'category'),
  };
  const format = DATE_FORMATS[kind];
  if (format) editor.format = format;
  if (kind === 'switch') {
    editor.options = [
      { value: 'Y', text: '是' },
      { value: 'N', text: '否' },
    ];
  }
  return editor;
}
