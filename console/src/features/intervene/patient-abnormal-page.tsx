// 患者异常 (/chronic/diseaseIntervene/patientManage/patientAbnormal, shell-spec 2.3; a 患者异常 message opens it): the
// patients' abnormal events on the generic list page, each 待干预 row with 干预, which records an intervention for
// that event (the 干预记录 form with the patient and event filled) and so marks it 已干预.
import { useCallback, useState } from 'react';
import { permissionOf, resources } from '@clinic/sdk/resources';
import { usePermissions, useRecordForm, type Row } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { listPageOf } from '../list-page/list-page';
import type { PageActions } from '../list-page/list-page-types';
import { RecordFormDialog } from '../list-page/record-form-dialog';

const INTERVENTION = resources.intervention;
/** abnormal_status: 待干预. */
const OPEN = '0';

function useInterveneAction({ reload }: { reload: () => void }): PageActions {
  const { client } = useClinic();
  const { has } = usePermissions();
  const [, setTick] = useState(0);
  const form = useRecordForm(client, INTERVENTION, () => {
    reload();
    setTick((n) => n + 1);
  });
  const may = has(permissionOf(INTERVENTION, 'add'));
  const open = form.model.open;
  const row = useCallback(
    (record: Row) =>
      may && String(record.status ?? '') === OPEN ? (
        <button
          type="button"
          className="text-primary-strong hover:underline"
          onClick={() =>
            open({
              mode: 'add',
              values: {
                patientId: record.patientId,
                patientId_dictText: record.patientId_dictText,
                abnormalId: record.id,
                abnormalId_dictText: record.reason,
              },
            })
          }
        >
          干预
        </button>
      ) : null,
    [may, open],
  );
  return { row, dialogs: <RecordFormDialog resource={INTERVENTION} form={form} /> };
}

export const PatientAbnormalPage = listPageOf({
  resource: resources.patientAbnormal,
  usePageActions: useInterveneAction,
  columns: { reason: { width: 360 }, occurTime: { width: 170 } },
  readFields: ['patientId'],
});
