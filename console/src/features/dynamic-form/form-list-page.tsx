// 动态表单 → 表单设计: the tenant's form definitions (query by name and status), 新增/设计 in the designer, 删除, and
// 填写数据 opening 表单数据 on that form. Buttons follow the user's codes.
import { useEffect, useState } from 'react';
import { DYN_FORM_STATUS, useDynFormList, type DynForm } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { useShell } from '../../app/shell-context';
import { Button } from '../../ui/button';
import { ConfirmAction } from '../../ui/confirm-action';
import { Select } from '../../ui/select';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { FormDesignerDialog } from './form-designer-dialog';
import { useDynCodes } from './use-dyn-codes';
import { SimplePager } from '../../ui/simple-pager';

const box = 'h-8 rounded border border-slate-300 bg-white px-2 text-sm';

export function DynFormListPage() {
  const { client } = useClinic();
  const { router } = useShell();
  const codes = useDynCodes();
  const { model, state } = useDynFormList(client);
  useNoticeToasts(model);
  const [editing, setEditing] = useState<{ form: DynForm | null } | null>(null);
  const [removing, setRemoving] = useState<DynForm | null>(null);
  useEffect(() => {
    void model.load(1);
  }, [model]);
  return (
    <section aria-label="表单设计" className="grid gap-3">
      <form
        className="flex flex-wrap items-end gap-3 rounded bg-white p-4"
        onSubmit={(e) => {
          e.preventDefault();
          void model.load(1);
        }}
      >
        <label className="grid gap-1 text-sm text-slate-700">
          表单名称
          <input
            className={box}
            value={state.name}
            placeholder="请输入表单名称"
            onChange={(e) => model.setQuery({ name: e.target.value })}
          />
        </label>
        <label className="grid gap-1 text-sm text-slate-700">
          状态
          <Select
            aria-label="状态"
            className="w-36"
            clearable
            placeholder="全部"
            value={state.status}
            onChange={(v) => model.setQuery({ status: v as '' | '0' | '1' })}
            options={[
              { value: '0', label: '草稿' },
              { value: '1', label: '已发布' },
            ]}
          />
        </label>
        <Button type="submit" variant="primary">
          查询
        </Button>
        <Button onClick={() => void model.reset()}>重置</Button>
      </form>
      <div className="rounded bg-white p-4">
        {codes.formAdd && (
          <div className="mb-3">
            <Button variant="primary" onClick={() => setEditing({ form: null })}>
              新增表单
            </Button>
          </div>
        )}
        <div className="overflow-x-auto rounded border border-slate-200">
          <table aria-label="表单列表" aria-busy={state.loading || undefined} className="w-full text-sm">
            <thead>
              <tr className="bg-primary-strong text-left text-white">
                <th className="px-3 py-2 font-medium">表单名称</th>
                <th className="px-3 py-2 font-medium">字段</th>
                <th className="px-3 py-2 font-medium">状态</th>
                <th className="px-3 py-2 font-medium">数据条数</th>
                <th className="px-3 py-2 font-medium">创建时间</th>
                <th className="px-3 py-2 font-medium">操作</th>
              </tr>
            </thead>
            <tbody>
              {state.records.length === 0 ? (
                <tr>
                  <td colSpan={6} className="px-3 py-8 text-center text-slate-400">
                    {state.loading ? '加载中…' : (state.error ?? '暂无数据')}
                  </td>
                </tr>
              ) : (
                state.records.map((f, i) => (
                  <tr key={f.id} className={i % 2 ? 'bg-[#F8FBFF]' : 'bg-white'}>
                    <td className="px-3 py-2">
                      <div className="font-medium text-slate-900">{f.name}</div>
                      {f.description && <div className="text-xs text-slate-500">{f.description}</div>}
                    </td>
                    <td className="max-w-xs px-3 py-2 text-slate-600">
                      {f.fields.map((x) => x.label).join('、')}
                    </td>
                    <td className="px-3 py-2">
                      <span
                        className={`rounded px-2 py-0.5 text-xs ${
                          f.status === '1' ? 'bg-green-50 text-green-700' : 'bg-slate-100 text-slate-600'
                        }`}
                      >
                        {DYN_FORM_STATUS[f.status] ?? f.status}
                      </span>
                    </td>
                    <td className="px-3 py-2">{f.dataCount ?? 0}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{f.createTime}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {codes.formEdit && (
                        <Button size="small" variant="text" onClick={() => setEditing({ form: f })}>
                          设计
                        </Button>
                      )}
                      {codes.dataList && (
                        <Button
                          size="small"
                          variant="text"
                          onClick={() => router.navigate(`/rws/dynamicForm/data?formId=${f.id}`)}
                        >
                          表单数据
                        </Button>
                      )}
                      {codes.formDelete && (
                        <Button
                          size="small"
                          variant="text"
                          className="text-red-600"
                          onClick={() => setRemoving(f)}
                        >
                          删除
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
      </div>
      {editing && (
        <FormDesignerDialog
          open
          form={editing.form}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void model.load();
          }}
        />
      )}
      <ConfirmAction
        open={!!removing}
        title="删除表单"
        text={removing ? `确定删除表单「${removing.name}」吗？` : ''}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing) await model.remove(removing);
          setRemoving(null);
        }}
      />
    </section>
  );
}
