// A declared tree resource (机构管理) as a tree table: query by name and by a dictionary field, expand and collapse
// (each branch or all), 新增 a top row, and per row 添加下级 (parent filled in), 编辑 (move, re-order), 删除 (the
// server's refusal shown while children or dependents remain), 导出. Columns come from the declaration; buttons show
// only to users granted them.
import { useEffect, useState, type ReactNode } from 'react';
import {
  createResourceTreeModel,
  listColumnsOf,
  resourceTreeTransportOf,
  useModelState,
  useRecordForm,
  useResourceActions,
  type ListQuery,
  type ResourceTreeRow,
  type TreeRecord,
} from '@clinic/hooks';
import type { ResourceDef } from '@clinic/sdk/resources';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { ConfirmAction } from '../../ui/confirm-action';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { useDictOptions } from '../dict/use-dict-options';
import { DictColorCell } from '../list-page/dict-color-cell';
import { RecordFormDialog } from '../list-page/record-form-dialog';
import { useExportList } from '../list-page/use-export-list';

export interface ResourceTreePageProps {
  def: ResourceDef;
  /** The row's name: the tree column, the search field, the delete question. */
  labelField: string;
  parentField: string;
  /** A dictionary field the query form narrows by. */
  kindField?: { name: string; dictCode: string; title: string };
  /** Values a new top-level row starts with. */
  addDefaults?: Record<string, unknown>;
  /** Columns left out of the table (read in the form and the export). */
  hidden?: readonly string[];
}

const text = (record: TreeRecord, key: string) => {
  const v = record[`${key}_dictText`] ?? record[key];
  return v === null || v === undefined ? '' : String(v);
};

function KindSelect({
  kind,
  value,
  onChange,
}: {
  kind: NonNullable<ResourceTreePageProps['kindField']>;
  value: string;
  onChange: (v: string) => void;
}) {
  const options = useDictOptions(kind.dictCode);
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <span className="whitespace-nowrap">{kind.title}：</span>
      <Select
        aria-label={`${kind.title}：`}
        placeholder="请选择"
        value={value}
        options={options}
        clearable
        onChange={onChange}
        className="!w-48"
      />
    </label>
  );
}

export function ResourceTreePage({
  def,
  labelField,
  parentField,
  kindField,
  addDefaults,
  hidden = [],
}: ResourceTreePageProps) {
  const { client } = useClinic();
  const can = useResourceActions(def);
  const [model] = useState(() =>
    createResourceTreeModel({
      transport: resourceTreeTransportOf(client, def),
      parentField,
      labelField,
      ...(kindField ? { kindField: kindField.name } : {}),
    }),
  );
  const state = useModelState(model);
  useNoticeToasts(model);
  const form = useRecordForm(client, def, () => void model.load());
  const exporter = useExportList(`${def.base}/exportXls`, def.exportName ?? def.title);
  const [keyword, setKeyword] = useState('');
  const [kind, setKind] = useState('');
  const [removing, setRemoving] = useState<TreeRecord | null>(null);
  useEffect(() => {
    void model.load();
  }, [model]);

  const labelTitle = def.fields.find((f) => f.name === labelField)?.title ?? def.title;
  const columns = listColumnsOf(def).filter(
    (c) => c.key !== labelField && c.key !== parentField && !hidden.includes(c.key),
  );
  const exportAll: ListQuery = {
    queryParam: {},
    superQuery: null,
    filters: {},
    sorter: def.defaultSort
      ? { column: def.defaultSort.field, order: def.defaultSort.order }
      : { column: 'createTime', order: 'desc' },
    pageNo: 1,
    pageSize: 1000,
  };

  const link = 'text-primary-strong hover:underline';
  const actionsOf = (record: TreeRecord, childCount: number): ReactNode => (
    <>
      {can.add && (
        <button
          type="button"
          className={link}
          onClick={() => {
            model.expand(record.id);
            form.model.open({
              mode: 'add',
              values: {
                ...addDefaults,
                [parentField]: record.id,
                [`${parentField}_dictText`]: text(record, labelField),
                sortNo: childCount,
              },
            });
          }}
        >
          添加下级
        </button>
      )}
      {can.edit && (
        <button
          type="button"
          className={link}
          onClick={() => form.model.open({ mode: 'edit', id: record.id })}
        >
          编辑
        </button>
      )}
      {can.delete && (
        <button type="button" className={link} onClick={() => setRemoving(record)}>
          删除
        </button>
      )}
    </>
  );

  const row = ({ record, depth, expanded, hasChildren, childCount }: ResourceTreeRow) => (
    <tr
      key={record.id}
      className="border-t border-slate-100 hover:bg-slate-50"
      aria-level={depth + 1}
      {...(hasChildren ? { 'aria-expanded': expanded } : {})}
    >
      <td className="py-2 pr-3" style={{ paddingLeft: `${depth * 22 + 8}px` }}>
        <span className="flex items-center gap-1.5">
          {hasChildren ? (
            <button
              type="button"
              aria-label={`${expanded ? '折叠' : '展开'}${text(record, labelField)}`}
              onClick={() => model.toggleExpand(record.id)}
              className="flex h-5 w-5 shrink-0 items-center justify-center rounded text-slate-500 hover:bg-slate-200"
            >
              <span
                className={`inline-block text-[10px] transition-transform ${expanded ? 'rotate-90' : ''}`}
              >
                ▶
              </span>
            </button>
          ) : (
            <span className="w-5 shrink-0" />
          )}
          <span className="whitespace-nowrap text-slate-800">{text(record, labelField)}</span>
        </span>
      </td>
      {columns.map((c) => (
        <td key={c.key} className="max-w-64 px-3 py-2 whitespace-nowrap text-slate-600">
          {c.dictCode ? (
            <DictColorCell dictCode={c.dictCode} value={record[c.key]} text={text(record, c.key)} />
          ) : (
            <span className="block truncate" title={text(record, c.key)}>
              {text(record, c.key)}
            </span>
          )}
        </td>
      ))}
      <td className="px-3 py-2">
        <span className="flex gap-3 whitespace-nowrap">{actionsOf(record, childCount)}</span>
      </td>
    </tr>
  );

  return (
    <div className="flex flex-col gap-3 rounded-md bg-white p-4 shadow-xs ring-1 ring-slate-200/70">
      <form
        role="search"
        aria-label="查询条件"
        className="flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          model.search(keyword, kind);
        }}
      >
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <span className="whitespace-nowrap">{labelTitle}：</span>
          <Input
            aria-label={`${labelTitle}：`}
            placeholder={`请输入${labelTitle}`}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            className="!w-48"
          />
        </label>
        {kindField && <KindSelect kind={kindField} value={kind} onChange={setKind} />}
        <Button type="submit" variant="primary">
          查询
        </Button>
        <Button
          type="button"
          onClick={() => {
            setKeyword('');
            setKind('');
            model.search('', '');
          }}
        >
          重置
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-2">
        {can.add && (
          <Button
            variant="primary"
            onClick={() => form.model.open({ mode: 'add', values: { ...addDefaults } })}
          >
            <span aria-hidden>＋</span>新增
          </Button>
        )}
        {can.exportXls && (
          <Button loading={exporter.exporting} onClick={() => void exporter.run(exportAll, [])}>
            导出
          </Button>
        )}
        <Button onClick={() => model.expandAll(true)}>展开全部</Button>
        <Button onClick={() => model.expandAll(false)}>折叠全部</Button>
        <span className="ml-auto text-sm text-slate-500">
          共 {state.total} 个{def.title}
        </span>
      </div>
      {state.error && (
        <p role="alert" className="text-sm text-red-600">
          {state.error}
        </p>
      )}
      <div className="overflow-x-auto rounded border border-slate-200">
        <table role="treegrid" aria-label={`${def.title}树`} className="w-full min-w-[860px] text-sm">
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-3 py-2 font-medium">{labelTitle}</th>
              {columns.map((c) => (
                <th key={c.key} className="px-3 py-2 font-medium whitespace-nowrap">
                  {c.title}
                </th>
              ))}
              <th className="px-3 py-2 font-medium">操作</th>
            </tr>
          </thead>
          <tbody>
            {state.rows.map(row)}
            {!state.loading && state.rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + 2} className="px-3 py-8 text-center text-slate-400">
                  暂无数据
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {(can.add || can.edit) && <RecordFormDialog resource={def} form={form} />}
      <ConfirmAction
        open={removing !== null}
        title="确认删除"
        text={`确定删除${def.title}「${removing ? text(removing, labelField) : ''}」吗？`}
        busy={state.busy}
        onConfirm={async () => {
          if (removing) await model.remove(removing.id);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
