// 患者异常: the engine answers the declaration; reading the list first turns the tenant's passed due visits overdue
// (each raising its event once), so the page a 患者异常 message opens already lists it.
import { resources } from '@clinic/sdk/resources';
import { nowOf } from '../core/index.js';
import { serverResource } from './engine/from-declaration.js';
import { ABNORMAL_STATUS, sweepOverdueVisits } from './visit-schedule.js';

export const patientAbnormalResource = serverResource(resources.patientAbnormal, {
  hooks: {
    beforeAdd(values) {
      // entered by hand: awaits its intervention like a raised one
      values.status = ABNORMAL_STATUS.open;
    },
    async listScope(_query, ctx) {
      await sweepOverdueVisits(ctx.db, ctx.notifier, ctx.tenantId, nowOf(ctx));
      return {};
    },
  },
});
