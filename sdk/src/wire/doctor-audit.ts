// The doctor licence audit's states and the licence fields whose change sends an audited doctor back to 待审核.

/** doctor_audit_status: 0 submitted (待审核), 1 approved (已通过), 2 rejected (已驳回). */
export const DOCTOR_AUDIT = { pending: '0', approved: '1', rejected: '2' } as const;

/** The licence fields: changing one of an audited doctor's sends the record back to 待审核. */
export const DOCTOR_LICENCE_FIELDS = ['licenceNo', 'certificatePhoto'] as const;

/** 通过 is offered while a doctor is not approved, 驳回 while it is not rejected. */
export const mayApproveDoctor = (status: unknown): boolean => String(status ?? '0') !== DOCTOR_AUDIT.approved;
export const mayRejectDoctor = (status: unknown): boolean => String(status ?? '0') !== DOCTOR_AUDIT.rejected;
