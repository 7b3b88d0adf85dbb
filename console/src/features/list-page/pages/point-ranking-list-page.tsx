// 积分排行 (/operation/pointRanking/list, menu component operation/PointRankingList): the pointRanking declaration on
// the generic list page without 创建时间 (a ranking row is computed from the ledger, it was never created).
import { resources } from '@clinic/sdk/resources';
import { listPageOf } from '../list-page';

export default listPageOf({
  resource: resources.pointRanking,
  columns: {
    rankNo: { width: 90 },
    createTime: { hidden: true },
  },
});
