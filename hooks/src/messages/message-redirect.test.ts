import { describe, expect, it } from 'vitest';
import { PATIENT_ABNORMAL_PATH, messageTarget } from './message-redirect.js';

describe('messageTarget', () => {
  it('sends visitForm to the subject list with detailId, caseId, formId and projectId', () => {
    const target = messageTarget({
      redirect: {
        webUrl: 'visitForm',
        param: { detailId: 'd1', caseId: 'c1', formId: 'f1', projectId: 'p1' },
      },
    });
    expect(target).toEqual({
      kind: 'route',
      href: '/medicalRecords/list?detailId=d1&caseId=c1&formId=f1&projectId=p1',
    });
  });

  it('keeps the tab a change request message opens the form at', () => {
    const target = messageTarget({
      redirect: { webUrl: 'visitForm', param: { detailId: 'd1', projectId: 'p1', tab: 'changes' } },
    });
    expect(target).toEqual({
      kind: 'route',
      href: '/medicalRecords/list?detailId=d1&projectId=p1&tab=changes',
    });
  });

  it('encodes param values and leaves out absent or foreign keys', () => {
    const param = { detailId: 'a&b=c', projectId: '17', evil: 'x' } as Record<string, string>;
    const target = messageTarget({ redirect: { webUrl: 'visitForm', param } });
    expect(target).toEqual({ kind: 'route', href: '/medicalRecords/list?detailId=a%26b%3Dc&projectId=17' });
  });

  it('sends patientAbnormal to the patient-abnormal page', () => {
    expect(messageTarget({ redirect: { webUrl: 'patientAbnormal', param: { projectId: '1' } } })).toEqual({
      kind: 'route',
      href: PATIENT_ABNORMAL_PATH,
    });
    expect(PATIENT_ABNORMAL_PATH).toBe('/chronic/diseaseIntervene/patientManage/patientAbnormal');
  });

  it('opens the dynamic notice page for openType component', () => {
    expect(messageTarget({ openType: 'component', openPage: 'modules/Visit', busId: 'b9' })).toEqual({
      kind: 'component',
      openPage: 'modules/Visit',
      busId: 'b9',
    });
  });

  it('opens the announcement detail for anything else', () => {
    expect(messageTarget({})).toEqual({ kind: 'detail' });
    expect(messageTarget({ redirect: null, openType: 'url', openPage: '/x' })).toEqual({ kind: 'detail' });
    expect(messageTarget({ redirect: { webUrl: 'javascript:alert(1)' } })).toEqual({ kind: 'detail' });
    expect(messageTarget({ openType: 'component', openPage: '' })).toEqual({ kind: 'detail' });
  });
});
