// The constants of each list picker (widgets-spec §2 and §9): widths, columns, paging, sort and what each returns.
import type { PickerSort, Row } from './picker-types.js';

// Business picker cells: the list page's ellipsis (full-width characters count 2) at 12.
export { ellipsis } from '../list-page/column-width.js';

export interface PickerColumn {
  key: string;
  title: string;
}

export interface ListPickerConfig {
  width: number;
  columns: readonly PickerColumn[];
  pageSize: number;
  pageSizeOptions: readonly number[];
  defaultSort?: PickerSort;
  rowKey: string;
  /** The field of a row that makes up the stored value. */
  returnField: string;
}

export const USER_PICKER: ListPickerConfig = {
  width: 1250,
  columns: [
    { key: 'realname', title: '姓名' },
    { key: 'username', title: '用户账号' },
    { key: 'phone', title: '手机号' },
    { key: 'birthday', title: '生日' },
  ],
  pageSize: 10,
  pageSizeOptions: [10, 20, 30],
  defaultSort: { column: 'createTime', order: 'desc' },
  rowKey: 'id',
  returnField: 'username',
};

export const ROLE_PICKER: ListPickerConfig = {
  width: 800,
  columns: [
    { key: 'roleName', title: '角色名称' },
    { key: 'roleCode', title: '角色编码' },
  ],
  pageSize: 10,
  pageSizeOptions: [10, 20, 30],
  rowKey: 'id',
  returnField: 'roleCode',
};

export const POSITION_PICKER: ListPickerConfig = {
  width: 1000,
  columns: [
    { key: 'name', title: '职务名称' },
    { key: 'code', title: '职务编码' },
    { key: 'rank_dictText', title: '职级' },
  ],
  pageSize: 10,
  pageSizeOptions: [10, 20, 30],
  rowKey: 'id',
  returnField: 'code',
};

export const BUSINESS_PICKER = {
  width: 900,
  pageSize: 5,
  pageSizeOptions: [5, 10, 20, 30] as readonly number[],
  rowKey: 'id',
  ellipsisLength: 12,
} as const;

/** The user table scrolls horizontally (800) when the picker is narrower than 500. */
export function userPickerScrollX(width: number): number | undefined {
  return width < 500 ? 800 : undefined;
}

/** What a list picker hands back: the row ids and the configured return field, comma-joined as stored. */
export function pickedValues(
  rows: readonly Row[],
  returnField: string,
): { ids: string[]; values: string[]; value: string } {
  const ids = rows.map((r) => String(r.id ?? ''));
  const values = rows.map((r) => String(r[returnField] ?? ''));
  return { ids, values, value: values.join(',') };
}

/** Business picker value lookup: keys comma-joined with a trailing comma, one page as large as the key count. */
export function businessLookupParams(
  valueKey: string,
  keys: readonly string[],
): Record<string, string | number> {
  return { [valueKey]: `${keys.join(',')},`, pageNo: 1, pageSize: keys.length };
}
