// 体征记录 (/chronic/vitalSign/list, menu component resource/vitalSign): the vitalSign declaration on the generic list
// page, each measurement's column read whole at 1280 px (收缩压(mmHg), 空腹血糖(mmol/L)...); 创建时间 is left to the
// export and the advanced query (测量时间 is the time that matters).
import { resources } from '@clinic/sdk/resources';
import { listPageOf } from '../list-page';

export default listPageOf({
  resource: resources.vitalSign,
  columns: {
    patientId: { width: 90 },
    measureTime: { width: 152 },
    systolic: { width: 128 },
    diastolic: { width: 128 },
    fastingGlucose: { width: 150 },
    weight: { width: 92 },
    heartRate: { width: 108 },
    createTime: { hidden: true },
  },
});
