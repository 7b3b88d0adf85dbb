// /chronic/diseaseIntervene/patientManage/patientAbnormal (shell-spec 2.3): opened from a patientAbnormal message;
// the user's unread abnormal-patient reminders until the patient module's own page lands.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { researchSourceFromClient, type Row } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { SimpleTable } from '../../ui/simple-table';

export function PatientAbnormalPage() {
  const { client } = useClinic();
  const research = useMemo(() => researchSourceFromClient(client), [client]);
  const query = useQuery({
    queryKey: ['patientAbnormal'],
    queryFn: () => research.abnormalPatientReminders(),
  });
  const rows = (query.data ?? []) as unknown as Row[];
  return (
    <section aria-label="异常患者" className="rounded bg-white p-4">
      <h2 className="mb-3 text-base font-medium text-slate-900">异常患者</h2>
      <SimpleTable
        label="异常患者提醒"
        loading={query.isLoading}
        rows={rows}
        columns={[
          { key: 'title', title: '提醒' },
          { key: 'content', title: '说明' },
          { key: 'createTime', title: '时间', width: 180 },
        ]}
      />
    </section>
  );
}
