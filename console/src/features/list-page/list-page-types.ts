// What a list page declares: its columns, its query form fields and where its data lives.
import type { ReactNode } from 'react';
import type { FormField, Row, SuperQueryFieldDef, TextFilterType } from '@clinic/hooks';

export interface ListColumn<R extends Row = Row> {
  /** The record field (dataIndex); also sent in the `field` parameter. */
  key: string;
  title: string;
  /** Shows `<key>_dictText`, the server's translation of a dictionary value. */
  dict?: boolean;
  /** Header click sorts on the server by this column. */
  sortable?: boolean;
  /** Fixed width in px; otherwise the auto width of the hooks' rules. */
  width?: number;
  render?: (row: R) => ReactNode;
}

export type QueryField =
  | {
      kind: 'text';
      key: string;
      label: string;
      /** How the typed text is marked (default contains). */ filter?: TextFilterType;
    }
  | { kind: 'dict'; key: string; label: string; dictCode: string }
  | { kind: 'dateRange'; key: string; label: string };

export interface ListPageConfig<R extends Row = Row> {
  /** Base of the generic CRUD resource, e.g. `/chronic/patient`: list, delete, deleteBatch and exportXls hang below it. */
  base: string;
  columns: readonly ListColumn<R>[];
  queryFields: readonly QueryField[];
  superQueryFields: readonly SuperQueryFieldDef[];
  /** Saved queries are filed under this code, else the page's path. */
  saveCode?: string;
  /** The export file's name without extension (default 导出文件). */
  exportName?: string;
  /** The resource's name for 通用导出 (generalExport's bizCode); without it the page offers only 导出. */
  bizCode?: string;
  rowKey?: string;
  /** 新增 / 编辑 in a dialog; without it the page offers neither. */
  form?: RecordFormConfig;
  /** More links in a row's 操作 cell, before 编辑 (e.g. 字典配置). */
  rowActions?: (row: R) => ReactNode;
}

export interface RecordFormConfig {
  /** What one record is called: the dialog reads 新增<title> / 编辑<title>. */
  title: string;
  /** The same fields for both, or per mode (a password only when adding). */
  fields: readonly FormField[] | ((mode: 'add' | 'edit') => readonly FormField[]);
  /** Adapts the form's values to the contract (numbers where the form holds text). */
  toBody?: (values: Record<string, unknown>) => Record<string, unknown>;
}
