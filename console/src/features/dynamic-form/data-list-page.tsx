// 动态表单 → 表单数据: one form's records, its fields as columns; keyword query, 高级查询 over its fields (with saved
// queries), 只看我填写的, 导出, and 新增/编辑 drawn by the form renderer. The form is chosen here or by ?formId=.
import { useEffect, useMemo, useState } from 'react';
import {
  createSdkSavedQueryTransport,
  displayValue,
  dynSuperQueryFields,
  toFormFields,
  toFormValues,
  toStoredValues,
  useDynData,
  useDynFormList,
  useSuperQuery,
  type DynForm,
  type DynFormData,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { useShell } from '../../app/shell-context';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Select } from '../../ui/select';
import { showNotice } from '../../ui/toast';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { FormRenderer } from '../form/form-renderer';
import { saveBlob } from '../list-page/save-file';
import { SuperQueryButton } from '../super-query/super-query-mark';
import { SuperQueryModal } from '../super-query/super-query-modal';
import { useDynCodes } from './use-dyn-codes';
import { SimplePager } from '../../ui/simple-pager';

export function DynDataListPage() {
  const { client } = useClinic();
  const { router } = useShell();
  const codes = useDynCodes();
  const forms = useDynFormList(client, { pageSize: 100 });
  const data = useDynData(client);
  const { model, state } = data;
  useNoticeToasts(model);
  const [formId, setFormId] = useState(() => String(router.getSearch().formId ?? ''));
  useEffect(() => {
    void forms.model.load(1);
  }, [forms.model]);
  // The first form when none is named, so the page is never empty while forms exist.
  const chosen = formId || forms.state.records[0]?.id || '';
  useEffect(() => {
    if (chosen) void model.open(chosen);
  }, [chosen, model]);
  const form = state.form;
  return (
    <section aria-label="表单数据" className="grid gap-3">
      <form
        className="flex flex-wrap items-end gap-3 rounded bg-white p-4"
        onSubmit={(e) => {
          e.preventDefault();
          void model.load(1);
        }}
      >
        <label className="grid gap-1 text-sm text-slate-700">
          表单
          <Select
            aria-label="表单"
            className="w-56"
            placeholder="请选择表单"
            value={chosen}
            onChange={(v) => {
              setFormId(v);
              router.navigate(`/rws/dynamicForm/data?formId=${v}`, {
                replace: true,
              });
            }}
            options={forms.state.records.map((f) => ({
              value: f.id,
              label: f.status === '1' ? f.name : `${f.name}（草稿）`,
            }))}
          />
        </label>
        <label className="grid gap-1 text-sm text-slate-700">
          关键字
          <input
            className="h-8 rounded border border-slate-300 bg-white px-2 text-sm"
            placeholder="任一字段包含"
            value={state.keyword}
            onChange={(e) => model.setKeyword(e.target.value)}
          />
        </label>
        <label className="flex h-8 items-center gap-1 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={state.mine}
            onChange={(e) => void model.setMine(e.target.checked)}
          />
          只看我填写的
        </label>
        <Button type="submit" variant="primary">
          查询
        </Button>
        <Button
          onClick={() => {
            model.setKeyword('');
            void model.load(1);
          }}
        >
          重置
        </Button>
      </form>
      {!form ? (
        <div className="rounded bg-white p-8 text-center text-sm text-slate-500">
          {forms.state.loading || state.loading
            ? '加载中…'
            : (state.error ?? '还没有表单，请先在「表单设计」中新增表单')}
        </div>
      ) : (
        <FormDataPanel key={form.id} form={form} data={data} codes={codes} />
      )}
    </section>
  );
}

function FormDataPanel({
  form: f,
  data,
  codes,
}: {
  form: DynForm;
  data: ReturnType<typeof useDynData>;
  codes: ReturnType<typeof useDynCodes>;
}) {
  const { client } = useClinic();
  const { model, state } = data;
  const [editing, setEditing] = useState<{ record: DynFormData | null } | null>(null);
  const fields = useMemo(() => toFormFields(f.fields), [f]);
  const query = useSuperQuery({
    fields: dynSuperQueryFields(f.fields),
    saveCode: `/rws/dynamicForm/data/${f.id}`,
    savedTransport: createSdkSavedQueryTransport(client),
    value: state.superQuery,
    onChange: (value) => void model.setSuperQuery(value),
    onNotice: showNotice,
  });
  return (
    <div className="rounded bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        {codes.dataAdd && f.status === '1' && (
          <Button variant="primary" onClick={() => setEditing({ record: null })}>
            新增
          </Button>
        )}
        {codes.dataExport && (
          <Button
            onClick={async () => {
              const file = await model.exportXls();
              if (file) saveBlob(file.blob, file.filename);
            }}
          >
            导出
          </Button>
        )}
        <SuperQueryButton
          active={query.active}
          applied={query.applied}
          onOpen={() => query.model.open()}
          onClear={() => query.model.clear()}
        />
        {f.status !== '1' && <span className="text-xs text-slate-500">表单未发布，发布后才能填写</span>}
      </div>
      <div className="overflow-x-auto rounded border border-slate-200">
        <table aria-label={`${f.name}数据`} aria-busy={state.loading || undefined} className="w-full text-sm">
          <thead>
            <tr className="bg-primary-strong text-left text-white">
              {f.fields.map((x) => (
                <th key={x.name} className="px-3 py-2 font-medium whitespace-nowrap">
                  {x.label}
                </th>
              ))}
              <th className="px-3 py-2 font-medium">填写人</th>
              <th className="px-3 py-2 font-medium">填写时间</th>
              <th className="px-3 py-2 font-medium">操作</th>
            </tr>
          </thead>
          <tbody>
            {state.records.length === 0 ? (
              <tr>
                <td colSpan={f.fields.length + 3} className="px-3 py-8 text-center text-slate-400">
                  {state.loading ? '加载中…' : (state.error ?? '暂无数据')}
                </td>
              </tr>
            ) : (
              state.records.map((r, i) => (
                <tr key={r.id} className={i % 2 ? 'bg-[#F8FBFF]' : 'bg-white'}>
                  {f.fields.map((x) => (
                    <td key={x.name} className="px-3 py-2">
                      {displayValue(x, r.data[x.name])}
                    </td>
                  ))}
                  <td className="px-3 py-2 whitespace-nowrap">{r.createByName ?? ''}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{r.createTime}</td>
                  <td className="px-3 py-2">
                    {codes.dataEdit && (
                      <Button size="small" variant="text" onClick={() => setEditing({ record: r })}>
                        编辑
                      </Button>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <SimplePager
        total={state.total}
        current={state.pageNo}
        pageSize={state.pageSize}
        onPage={(n) => void model.load(n)}
      />
      <SuperQueryModal query={query} />
      {editing && (
        <Dialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          title={editing.record ? `编辑${f.name}` : `新增${f.name}`}
          width={640}
        >
          <FormRenderer
            fields={fields}
            defaultValues={editing.record ? toFormValues(f.fields, editing.record.data) : {}}
            submitText="保存"
            onSubmit={async (values) => {
              if (await model.save(toStoredValues(f.fields, values), editing.record?.id)) setEditing(null);
            }}
          />
        </Dialog>
      )}
    </div>
  );
}
