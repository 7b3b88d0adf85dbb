// /medicalRecords/list?projectId= (shell-spec 2.3): the project's subjects as a list page; detailId/caseId/formId in
// the address (a visitForm message) open that visit form in a dialog over the list.
import { useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { scopedListTransport, useListPage, useModelState, type VisitFormKey } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { useShell } from '../../app/shell-context';
import { showNotice } from '../../ui/toast';
import { SimpleTable, tableOf, type SimpleColumn } from '../../ui/simple-table';
import { SubjectFormsDialog, type SubjectRef } from './subject-forms-dialog';
import { VisitFormDialog } from './visit-form-dialog';

const COLUMNS: SimpleColumn[] = [
  { key: 'subjectNo', title: '受试者编号', width: 140 },
  { key: 'name', title: '姓名', width: 120 },
  { key: 'sex', title: '性别', width: 80 },
  { key: 'age', title: '年龄', width: 80 },
  { key: 'groupName', title: '分组' },
  { key: 'status', title: '状态', width: 100 },
  { key: 'enrollDate', title: '入组日期', width: 120 },
];

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function SubjectListPage() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const { projectSelection } = useShell();
  const selection = useModelState(projectSelection);
  const projectId = text(search.projectId) ?? selection.current?.id ?? '';
  if (!projectId)
    return <p className="rounded bg-white p-6 text-slate-500">请先在左侧“项目”中选择一个项目</p>;
  return <SubjectList key={projectId} projectId={projectId} search={search} />;
}

function SubjectList({ projectId, search }: { projectId: string; search: Record<string, unknown> }) {
  const { client } = useClinic();
  const { router, projectSelection } = useShell();
  const navigate = useNavigate();
  const selection = useModelState(projectSelection);
  const [keyword, setKeyword] = useState('');
  const list = useListPage({
    urls: { list: '/api/rws/subject/list' },
    // The operation answers whole records and the scoped transport sends no `field`.
    columns: 'all',
    transport: scopedListTransport(client, ['pageNo', 'pageSize', 'column', 'order', 'name', 'subjectNo'], {
      projectId,
    }),
    router,
    prefix: 'sub_',
    onNotice: showNotice,
  });
  const fromMessage: VisitFormKey | null =
    text(search.detailId) || (text(search.caseId) && text(search.formId))
      ? { detailId: text(search.detailId), caseId: text(search.caseId), formId: text(search.formId) }
      : null;
  // The address is the truth for a form opened from a message, so back/forward and a reload agree with it.
  const [picked, setPicked] = useState<VisitFormKey | null>(null);
  const opened = fromMessage ?? picked;
  const [subject, setSubject] = useState<SubjectRef | null>(null);
  const columns: SimpleColumn[] = [
    ...COLUMNS,
    {
      key: 'action',
      title: '操作',
      width: 100,
      render: (row) => (
        <button
          type="button"
          className="text-primary-strong hover:underline"
          onClick={() => setSubject({ id: String(row.id), name: String(row.name ?? '') })}
        >
          访视表单
        </button>
      ),
    },
  ];
  const projectName = selection.current?.id === projectId ? selection.current.projectName : '';

  const closeForm = () => {
    setPicked(null);
    if (fromMessage) void navigate({ to: '/medicalRecords/list', search: { projectId }, replace: true });
  };

  return (
    <section aria-label="受试者管理" className="rounded bg-white p-4" data-project-id={projectId}>
      <h2 className="mb-3 text-base font-medium text-slate-900">
        受试者管理{projectName ? ` · ${projectName}` : ''}
      </h2>
      <form
        className="mb-3 flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          list.search(keyword.trim() ? { name: `*${keyword.trim()}*` } : {});
        }}
      >
        <input
          aria-label="姓名"
          placeholder="请输入姓名"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          className="h-8 rounded border border-slate-300 px-2 text-sm"
        />
        <button type="submit" className="h-8 rounded bg-primary-strong px-3 text-sm text-white">
          查询
        </button>
        <button
          type="button"
          className="h-8 rounded border border-slate-300 px-3 text-sm"
          onClick={() => {
            setKeyword('');
            list.reset();
          }}
        >
          重置
        </button>
      </form>
      <SimpleTable label="受试者列表" columns={columns} {...tableOf(list)} />
      <SubjectFormsDialog
        subject={subject}
        onClose={() => setSubject(null)}
        onOpen={(form) => {
          setSubject(null);
          setPicked(form);
        }}
      />
      <VisitFormDialog form={opened} onClose={closeForm} />
    </section>
  );
}
