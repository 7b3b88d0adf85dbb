// Where a clicked message leads (shell-spec 2.10): a redirect route for visitForm / patientAbnormal, else the detail view.
import type { NoticeMessage } from './message-types.js';

export const VIEW_MORE_PATH = '/isps/userAnnouncement';
export const VISIT_FORM_PATH = '/medicalRecords/list';
export const PATIENT_ABNORMAL_PATH = '/chronic/diseaseIntervene/patientManage/patientAbnormal';

export type MessageTarget =
  | { kind: 'route'; href: string }
  | { kind: 'component'; openPage: string; busId: string | null }
  | { kind: 'detail' };

/** The form's keys, its project and the tab to open it at (a change request's messages: 数据修改申请). */
const VISIT_FORM_KEYS = ['detailId', 'caseId', 'formId', 'projectId', 'tab'] as const;

/** The visit-form route with only the known params, each present one URL-encoded. */
function visitFormHref(param: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const key of VISIT_FORM_KEYS) {
    const value = param?.[key];
    if (typeof value === 'string' || typeof value === 'number') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${VISIT_FORM_PATH}?${query}` : VISIT_FORM_PATH;
}

export function messageTarget(
  message: Pick<NoticeMessage, 'redirect' | 'openType' | 'openPage' | 'busId'>,
): MessageTarget {
  const webUrl = message.redirect?.webUrl;
  if (webUrl === 'visitForm') {
    return {
      kind: 'route',
      href: visitFormHref(message.redirect?.param as Record<string, unknown> | undefined),
    };
  }
  if (webUrl === 'patientAbnormal') return { kind: 'route', href: PATIENT_ABNORMAL_PATH };
  if (message.openType === 'component' && message.openPage) {
    return { kind: 'component', openPage: message.openPage, busId: message.busId ?? null };
  }
  return { kind: 'detail' };
}
