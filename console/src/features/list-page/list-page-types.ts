// What a list page is made of: a resource declaration, plus presentation a page may override (never a field).
import type { ReactNode } from 'react';
import type { RecordFormChoices, ResourceColumn, ResourceQueryField, Row } from '@clinic/hooks';
import type { ResourceDef } from '@clinic/sdk/resources';

/** A list column: derived from the declaration, with the page's presentation. */
export interface ListColumn<R extends Row = Row> extends ResourceColumn {
  /** Fixed width in px; otherwise the auto width of the hooks' rules. */
  width?: number;
  render?: (row: R) => ReactNode;
}

export type QueryField = ResourceQueryField;

/** How a page presents one column of its resource. */
export interface ColumnPresentation<R extends Row = Row> {
  width?: number;
  render?: (row: R) => ReactNode;
  /** Left out of this page's table (still queried, exported and edited). */
  hidden?: boolean;
}

export interface ListPageConfig<R extends Row = Row> {
  /** The declaration the page shows: columns, query form, advanced query, form, import/export and buttons. */
  resource: ResourceDef;
  /** Presentation of columns by field name. */
  columns?: Readonly<Record<string, ColumnPresentation<R>>>;
  /** Fields a column's render reads besides the columns (通告对象 names the chosen roles): read with each page. */
  readFields?: readonly string[];
  /** Field names shown first, in this order (the other columns follow in declaration order). */
  columnOrder?: readonly string[];
  /** Saved queries are filed under this code, else the page's path. */
  saveCode?: string;
  /** The resource's name for 通用导出 (generalExport's bizCode); without it the page offers only 导出. */
  bizCode?: string;
  /** More links in a row's 操作 cell, before 编辑 (e.g. 字典配置). */
  rowActions?: (row: R) => ReactNode;
  /**
   * A hook the page runs once per render for actions of its own (发布 / 撤销, 回复): links in a row's 操作 cell
   * before 编辑 and the dialogs they open; `reload` refreshes the list after such an action.
   */
  usePageActions?: (page: { reload: () => void }) => PageActions<R>;
  /** false: no generic 新增 (the page adds through its own toolbar action, e.g. 填写问卷). */
  addAction?: false;
  /** false: the row has no generic 编辑 (the page's own action answers the record, e.g. 回复). */
  editAction?: boolean;
  /** false for a row the user reads but may not change (shared rows): no 编辑 or 删除 on it. */
  rowWritable?: (row: R) => boolean;
  /** Width of the 操作 column when the page adds row actions (default 160). */
  actionWidth?: number;
  /** More toolbar buttons after the standard ones (each checks its own permission), e.g. 邀请注册 on 用户管理. */
  toolbarExtra?: ReactNode;
  rowKey?: string;
  /**
   * List parameters every list and export call carries unless the query form sets them: a page that is a view of
   * its resource's rows (员工管理: the users whose 人员类型 is a staff type).
   */
  fixedParams?: Readonly<Record<string, string>>;
  /** Values a 新增 form starts with (员工管理's 人员类型 护士). */
  addValues?: Readonly<Record<string, unknown>>;
  /** Choices of the page's own for plain fields of the 新增/编辑 form (受试者's 分组: the project's groups). */
  formChoices?: RecordFormChoices;
}

/** What a page's own actions add: links in a row's 操作 cell and the dialogs they open. */
export interface PageActions<R extends Row = Row> {
  row?: (row: R) => ReactNode;
  /** Toolbar buttons of the page's own (before toolbarExtra), e.g. 填写问卷. */
  toolbar?: ReactNode;
  dialogs?: ReactNode;
}
