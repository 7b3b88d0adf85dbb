// 捐赠项目 (/operation/donationProject/list, menu component operation/DonationProjectList): the donationProject
// declaration on the generic list page, its ten columns fitted to a 1280 px screen (状态 read whole, 创建时间 left to
// the export and the advanced query).
import { resources } from '@clinic/sdk/resources';
import { listPageOf } from '../list-page';

export default listPageOf({
  resource: resources.donationProject,
  columns: {
    projectName: { width: 150 },
    status: { width: 90 },
    createTime: { hidden: true },
  },
});
