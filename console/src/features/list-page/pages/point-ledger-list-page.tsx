// 积分明细 (/operation/pointLedger/list, menu component resource/pointLedger): the pointLedger declaration on the
// generic list page; 创建时间 is left to the export and the advanced query (发生日期, the clinic's day of the entry,
// is the date that matters), as on 积分排行 and 捐赠项目.
import { resources } from '@clinic/sdk/resources';
import { listPageOf } from '../list-page';

export default listPageOf({
  resource: resources.pointLedger,
  columns: {
    createTime: { hidden: true },
  },
});
