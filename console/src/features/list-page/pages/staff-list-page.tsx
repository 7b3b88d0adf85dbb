// 员工管理 (/system/staff, menu component system/StaffList): the clinic's non-doctor staff (护士, 药剂师, 医技人员,
// 行政人员, 其他) as a view of 用户管理: the same user accounts and buttons (冻结/解冻, 重置密码, 新增/编辑/删除, 导出),
// narrowed to those 人员类型. A staff member is a login account; doctors have their own 医生管理 (licence and audit).
import { listPageOf } from '../list-page';
import { userListConfig } from './user-list-page';

/** staff_type values of non-doctor staff (1 医生 is 医生管理's). */
const STAFF_TYPES = '2,3,4,5,6';

export default listPageOf({
  ...userListConfig,
  columnOrder: ['username', 'realname', 'staffType', 'departIds', 'phone', 'status'],
  columns: {
    ...userListConfig.columns,
    phone: {},
    staffType: {},
    roleIds: { hidden: true },
    tenantIds: { hidden: true },
  },
  fixedParams: { staffType: STAFF_TYPES },
  addValues: { staffType: '2' },
  saveCode: '/system/staff',
});
