import { describe, expect, it, vi } from 'vitest';
import type { ClinicClient } from '@clinic/sdk';
import { researchSourceFromClient } from './research-source.js';

function clientAnswering(answer: unknown) {
  return { call: vi.fn(async () => answer) } as unknown as Pick<ClinicClient, 'call'> & {
    call: ReturnType<typeof vi.fn>;
  };
}

describe('researchSourceFromClient', () => {
  it('abnormal-patient reminders are the messages that lead to patientAbnormal', async () => {
    const client = clientAnswering({
      records: [
        { id: '1', readFlag: 0, redirect: { webUrl: 'patientAbnormal' } },
        { id: '2', readFlag: 0, redirect: { webUrl: 'visitForm' } },
        { id: '3', readFlag: 1 },
      ],
    });
    const rows = await researchSourceFromClient(client).abnormalPatientReminders();
    expect(rows.map((r) => r.id)).toEqual(['1']);
    expect(client.call).toHaveBeenCalledWith('listMyMessages', { query: { pageNo: 1, pageSize: 50 } });
  });

  it('a visit form is asked by the keys it was named with only', async () => {
    const client = clientAnswering({ id: 'f' });
    await researchSourceFromClient(client).visitForm({ caseId: 'C1', formId: 'F2' });
    expect(client.call).toHaveBeenCalledWith('visitFormDetail', { query: { caseId: 'C1', formId: 'F2' } });
  });

  it('待办任务 counts the open tasks from one row', async () => {
    const client = clientAnswering({ records: [], total: 4 });
    expect(await researchSourceFromClient(client).openTaskCount()).toBe(4);
    expect(client.call).toHaveBeenCalledWith('myTasks', { query: { pageNo: 1, pageSize: 1, status: '0' } });
  });
});
