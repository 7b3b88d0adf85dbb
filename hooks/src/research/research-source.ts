// The research application's reads (shell-spec 2.3) over the SDK client: abnormal-patient reminders, a subject's visit
// forms and one visit form, the open-task count of 工作台.
import type { ClinicClient, OperationTypes, ResultOf } from '@clinic/sdk';
import type { NoticeMessage } from '../messages/message-types.js';

export type VisitFormSummary = ResultOf<OperationTypes['visitFormList']>[number];
export type VisitFormDetail = ResultOf<OperationTypes['visitFormDetail']>;
/** A visit form as a message or a subject's row names it: detailId, or caseId + formId. */
export type VisitFormKey = { detailId?: string; caseId?: string; formId?: string };

export interface ResearchSource {
  /** The user's messages that lead to 异常患者 (redirect patientAbnormal), newest 50 messages looked at. */
  abnormalPatientReminders(): Promise<NoticeMessage[]>;
  visitForms(subjectId: string): Promise<VisitFormSummary[]>;
  visitForm(key: VisitFormKey): Promise<VisitFormDetail>;
  /** 待办任务: the user's tasks still open (status 0). */
  openTaskCount(): Promise<number>;
}

export function researchSourceFromClient(client: Pick<ClinicClient, 'call'>): ResearchSource {
  return {
    async abnormalPatientReminders() {
      const page = await client.call('listMyMessages', { query: { pageNo: 1, pageSize: 50 } });
      const records = (page.records ?? []) as NoticeMessage[];
      return records.filter((m) => m.redirect?.webUrl === 'patientAbnormal');
    },
    visitForms: (subjectId) => client.call('visitFormList', { query: { subjectId } }),
    visitForm: (key) =>
      client.call('visitFormDetail', {
        query: {
          ...(key.detailId ? { detailId: key.detailId } : {}),
          ...(key.caseId ? { caseId: key.caseId } : {}),
          ...(key.formId ? { formId: key.formId } : {}),
        },
      }),
    async openTaskCount() {
      const page = await client.call('myTasks', { query: { pageNo: 1, pageSize: 1, status: '0' } });
      return page.total;
    },
  };
}
