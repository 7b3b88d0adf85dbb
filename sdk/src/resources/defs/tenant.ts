// 租户管理 (/sys/tenant): the platform's tenants (clinics and hospitals). Platform-level: the rows belong to the
// platform department's tenant, so only its administrators, who alone hold system:tenant:*, reach them.
import { defineResource } from '../define.js';

export default defineResource({
  name: 'tenant',
  title: '租户',
  exportName: '租户信息',
  tag: 'tenant',
  base: '/sys/tenant',
  table: 'sys_tenant',
  permission: 'system:tenant',
  description:
    "The platform's tenants. Stored in the platform department's tenant: only its roles hold system:tenant:*, and every other tenant's list is empty. A frozen tenant is left out of its members' tenant switch and opens nothing.",
  defaultSort: { field: 'createTime', order: 'asc' },
  dictionaries: [
    {
      code: 'tenant_status',
      name: '租户状态',
      items: [
        { value: '1', text: '正常', color: '#52C41A' },
        { value: '0', text: '冻结', color: '#F5222D' },
      ],
    },
  ],
  fields: [
    {
      name: 'tenantNo',
      title: '租户编号',
      type: 'string',
      virtual: true,
      show: { list: true },
      description: 'The tenant id again, as the tenant-id header and the tenant switch carry it.',
    },
    {
      name: 'name',
      title: '租户名称',
      type: 'string',
      required: true,
      unique: true,
      maxLength: 100,
      sortable: true,
      show: { query: true },
    },
    {
      name: 'status',
      title: '状态',
      type: 'int',
      dict: 'tenant_status',
      enum: [1, 0],
      default: 1,
      required: true,
      show: { query: true },
      description: 'Dictionary tenant_status: 1 normal, 0 frozen.',
    },
    { name: 'contact', title: '联系人', type: 'string', maxLength: 50, show: { query: true } },
    { name: 'phone', title: '联系电话', type: 'string', maxLength: 20, format: 'mobile' },
    { name: 'beginDate', title: '开始日期', type: 'date', sortable: true, filter: 'range' },
    { name: 'endDate', title: '结束日期', type: 'date', sortable: true, filter: 'range' },
    { name: 'remark', title: '备注', type: 'text', maxLength: 500, show: { list: false } },
  ],
  menu: { parent: 'system', path: '/system/tenant', title: '租户管理', icon: 'cluster', platformOnly: true },
});
