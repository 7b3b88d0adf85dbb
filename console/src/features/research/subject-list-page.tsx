// /medicalRecords/list?projectId= (shell-spec 2.3): the project's subjects on the console's list page (query form,
// advanced query, saved queries, 入组/编辑 from the declaration) with 访视表单 and 退出 on each row; detailId/caseId/
// formId in the address (a visitForm message) open that visit form in a dialog over the list, at its 数据修改申请 tab
// when the address says tab=changes (a change request's message). 数据修改申请 in the header lists the project's
// requests (the pending count on the button) and opens each at that tab.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import {
  projectGroupChoices,
  useModelState,
  usePermissions,
  useProjectChanges,
  useSubjectWithdraw,
  type Row,
  type VisitFormKey,
} from '@clinic/hooks';
import { projectOperationOf, resources } from '@clinic/sdk/resources';
import { useClinic } from '../../app/clinic-context';
import { useShell } from '../../app/shell-context';
import { Dialog } from '../../ui/dialog';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { ListPage } from '../list-page/list-page';
import { useSessionMessageCenter } from '../messages/use-session-message-center';
import type { ListPageConfig, PageActions } from '../list-page/list-page-types';
import { ProjectChangesButton, ProjectChangesDialog } from './project-changes-dialog';
import { SubjectFormsDialog, type SubjectRef } from './subject-forms-dialog';
import { VisitFormDialog } from './visit-form-dialog';

const def = resources.subject;
const WITHDRAW = `${def.permission}:withdraw`;
/** 退出 needs the project role's operation too (the researcher's and the manager's, not the doctor's). */
const WITHDRAW_IN_PROJECT = projectOperationOf(def, 'withdraw');
/** subject_status 已退出: kept, no longer edited or withdrawn again. */
const WITHDRAWN = '4';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function SubjectListPage() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const { projectSelection } = useShell();
  const selection = useModelState(projectSelection);
  const projectId = text(search.projectId) ?? selection.current?.id ?? '';
  // The buttons follow the role in the project shown: a message's address may name another than the current one.
  useEffect(() => {
    if (projectId) void projectSelection.follow(projectId);
  }, [projectId, projectSelection]);
  if (!projectId)
    return <p className="rounded bg-white p-6 text-slate-500">请先在左侧“项目”中选择一个项目</p>;
  // Until the project shown is the current one, its role (and so its buttons) is not known yet.
  if (selection.current?.id !== projectId)
    return (
      <p role={selection.error ? 'alert' : 'status'} className="rounded bg-white p-6 text-slate-500">
        {selection.error ?? '正在打开项目…'}
      </p>
    );
  return <SubjectList key={projectId} projectId={projectId} search={search} />;
}

function SubjectList({ projectId, search }: { projectId: string; search: Record<string, unknown> }) {
  const { projectSelection } = useShell();
  const navigate = useNavigate();
  const selection = useModelState(projectSelection);
  const fromMessage: VisitFormKey | null =
    text(search.detailId) || (text(search.caseId) && text(search.formId))
      ? { detailId: text(search.detailId), caseId: text(search.caseId), formId: text(search.formId) }
      : null;
  // The address is the truth for a form opened from a message, so back/forward and a reload agree with it.
  const [picked, setPicked] = useState<VisitFormKey | null>(null);
  const opened = fromMessage ?? picked;
  // 数据修改申请 of the whole project: a form opened from that list opens at its requests and returns to the list.
  const { client } = useClinic();
  // Its badge follows the bell: a new request or a decision is a message pushed live.
  const center = useSessionMessageCenter();
  const changes = useProjectChanges(client, projectId, center?.notices ?? null);
  useNoticeToasts(changes.model);
  const [changesOpen, setChangesOpen] = useState(false);
  const [fromChanges, setFromChanges] = useState(false);
  const openChanges = () => {
    setChangesOpen(true);
    void changes.model.load();
  };
  const [subject, setSubject] = useState<SubjectRef | null>(null);
  const projectName = selection.current?.id === projectId ? selection.current.projectName : '';

  // One config per project: the list and every export carry its id, 入组 files the new subject under it into one
  // of its groups (项目设置).
  const config = useMemo<ListPageConfig>(
    () => ({
      resource: def,
      fixedParams: { projectId },
      addValues: { projectId },
      formChoices: projectGroupChoices(client, projectId),
      saveCode: '/medicalRecords/list',
      // The server checks each answered record's project against the caller's memberships.
      readFields: ['projectId'],
      columnOrder: ['subjectNo', 'screeningNo', 'name', 'sex', 'age', 'groupName', 'status'],
      columns: {
        projectId: { hidden: true },
        // The study's own dates are the ones shown; 创建时间 stays in the export.
        createTime: { hidden: true },
        // Whole numbers (T2DM-RWS-001, SC-T2DM-RWS-001): a researcher finds a subject by them.
        subjectNo: { width: 140 },
        screeningNo: { width: 160 },
        consentDate: { width: 120 },
        enrollDate: { width: 110 },
      },
      rowWritable: (row) => String(row.status ?? '') !== WITHDRAWN,
      actionWidth: 200,
      usePageActions: function useSubjectActions({ reload }): PageActions {
        return useSubjectRowActions(reload, setSubject);
      },
    }),
    [client, projectId],
  );

  const closeForm = () => {
    setPicked(null);
    if (fromMessage) void navigate({ to: '/medicalRecords/list', search: { projectId }, replace: true });
    if (fromChanges) {
      setFromChanges(false);
      openChanges();
    } else void changes.model.loadPending();
  };

  return (
    <section aria-label="受试者管理" data-project-id={projectId}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-medium text-slate-900">
          受试者管理{projectName ? ` · ${projectName}` : ''}
        </h2>
        <ProjectChangesButton pending={changes.state.pending} onClick={openChanges} />
      </div>
      <ListPage config={config} />
      <ProjectChangesDialog
        open={changesOpen}
        model={changes.model}
        state={changes.state}
        onClose={() => setChangesOpen(false)}
        onOpen={(change) => {
          setChangesOpen(false);
          setFromChanges(true);
          setPicked({ detailId: change.detailId });
        }}
      />
      <SubjectFormsDialog
        subject={subject}
        onClose={() => setSubject(null)}
        onOpen={(form) => {
          setSubject(null);
          setPicked(form);
        }}
      />
      <VisitFormDialog
        form={opened}
        initialTab={(fromMessage && search.tab === 'changes') || fromChanges ? 'changes' : 'form'}
        onClose={closeForm}
      />
    </section>
  );
}

function useSubjectRowActions(reload: () => void, openForms: (subject: SubjectRef) => void): PageActions {
  const { client } = useClinic();
  const { has, researchButton } = usePermissions();
  const { model, state } = useSubjectWithdraw(client, reload);
  useNoticeToasts(model);
  const mayWithdraw = has(WITHDRAW) && researchButton(WITHDRAW_IN_PROJECT);
  const row = useCallback(
    (record: Row) => {
      const ref = { id: String(record.id ?? ''), name: String(record.name ?? '') };
      return (
        <>
          <button
            type="button"
            className="text-primary-strong hover:underline"
            onClick={() => openForms(ref)}
          >
            访视表单
          </button>
          {mayWithdraw && String(record.status ?? '') !== WITHDRAWN && (
            <button type="button" className="text-red-600 hover:underline" onClick={() => model.open(ref)}>
              退出
            </button>
          )}
        </>
      );
    },
    [mayWithdraw, model, openForms],
  );
  const dialogs = (
    <Dialog
      open={state.subject !== null}
      onOpenChange={(open) => !open && model.close()}
      title={`受试者退出 · ${state.subject?.name ?? ''}`}
      width={480}
      footer={
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className="h-8 rounded border border-slate-300 px-4 text-sm"
            onClick={() => model.close()}
          >
            取消
          </button>
          <button
            type="button"
            disabled={state.busy}
            className="h-8 rounded bg-red-600 px-4 text-sm text-white disabled:opacity-60"
            onClick={() => void model.submit()}
          >
            确认退出
          </button>
        </div>
      }
    >
      <p className="mb-3 text-sm text-slate-600">
        退出后受试者及其访视记录保留，状态为“已退出”，不能再编辑。
      </p>
      <label htmlFor="subject-withdraw-reason" className="mb-1 block text-sm font-medium text-slate-700">
        <span className="text-red-500">*</span> 退出原因
      </label>
      <textarea
        id="subject-withdraw-reason"
        rows={3}
        maxLength={500}
        value={state.reason}
        aria-invalid={state.error ? true : undefined}
        aria-describedby={state.error ? 'subject-withdraw-error' : undefined}
        onChange={(event) => model.setReason(event.target.value)}
        className="block w-full rounded border border-slate-300 px-2 py-1.5 text-sm outline-none focus:border-primary"
      />
      {state.error && (
        <p id="subject-withdraw-error" role="alert" className="mt-1 text-sm text-red-500">
          {state.error}
        </p>
      )}
    </Dialog>
  );
  return { row, dialogs };
}
